import { pageCount } from '../paging';
import { isPageInput, pageWindow, parsePageInput, type PageItem } from './page-window';

const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('pagination window', () => {
  it('shows every page of a short list without gaps', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(2, 3))).toBe('1 2 3');
    expect(show(pageWindow(1, 4))).toBe('1 2 3 4');
  });

  it('keeps three consecutive pages around the current one, plus first and last', () => {
    expect(show(pageWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(3, 20))).toBe('1 2 3 4 … 20');
    expect(show(pageWindow(19, 20))).toBe('1 … 18 19 20');
  });

  it('still shows three pages at the edges', () => {
    expect(show(pageWindow(1, 20))).toBe('1 2 3 … 20');
    expect(show(pageWindow(20, 20))).toBe('1 … 18 19 20');
  });

  it('clamps a page beyond the list and shows nothing for an empty one', () => {
    expect(show(pageWindow(99, 5))).toBe('1 … 3 4 5');
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('never shows more than three consecutive pages between the gaps', () => {
    for (let current = 1; current <= 30; current += 1) {
      const pages = pageWindow(current, 30).filter((item) => item.kind === 'page');
      expect(pages.length).toBeLessThanOrEqual(5);
    }
  });

  it('counts pages from the total and the page size', () => {
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(0, 50)).toBe(0);
  });
});

describe('page input', () => {
  it('accepts positive integers only, without a leading zero', () => {
    expect(isPageInput('')).toBe(true);
    expect(isPageInput('7')).toBe(true);
    expect(isPageInput('120')).toBe(true);
    for (const bad of ['0', '07', '-1', '1.5', '1e3', 'a', ' 3'])
      expect([bad, isPageInput(bad)]).toEqual([bad, false]);
  });

  it('reads a page of this list or nothing', () => {
    expect(parsePageInput('3', 5)).toBe(3);
    expect(parsePageInput('6', 5)).toBeNull();
    expect(parsePageInput('0', 5)).toBeNull();
    expect(parsePageInput('', 5)).toBeNull();
  });
});
