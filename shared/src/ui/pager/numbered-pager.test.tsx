import { TestProviders } from '../../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { NumberedPager } from './numbered-pager';

const hrefFor = (page: number) => `/search?page=${page}`;

describe('NumberedPager', () => {
  it('links the window of pages and marks the current one', () => {
    render(<NumberedPager current={10} total={20} hrefFor={hrefFor} />, { wrapper: TestProviders });
    const pages = screen.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
    expect(screen.getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/search?page=11');
  });

  it('takes only positive integers in the page input', () => {
    render(<NumberedPager current={1} total={20} hrefFor={hrefFor} />, { wrapper: TestProviders });
    const input = screen.getByRole('textbox', { name: 'Page number, 1 to 20' }) as HTMLInputElement;
    const go = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '12' } });
    expect(input.value).toBe('12');
    expect(go.disabled).toBe(false);
    fireEvent.change(input, { target: { value: '21' } });
    expect(go.disabled).toBe(true);
  });

  it('hides itself for a single page', () => {
    render(<NumberedPager current={1} total={1} hrefFor={hrefFor} />, { wrapper: TestProviders });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
