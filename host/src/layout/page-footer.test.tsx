import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PageFooter } from './page-footer';

// Each test file loads the footer's code once (it is then kept): the in-view case is in page-footer-in-view.test.tsx.

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the footer is in view. */
class ViewWatcher {
  static last: ViewWatcher | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewWatcher.last = this;
  }
  observe = jest.fn();
  disconnect = jest.fn();
  comeIntoView() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: ViewWatcher });
});
afterEach(() => {
  delete (window as Partial<typeof window>).IntersectionObserver;
  ViewWatcher.last = undefined;
});

const renderFooter = () =>
  render(
    <TestProviders>
      <PageFooter />
    </TestProviders>,
  );

describe('PageFooter', () => {
  it('draws its frame at once and its links once the visitor scrolls', async () => {
    renderFooter();
    const frame = screen.getByRole('contentinfo');
    expect(frame.querySelector('a')).toBeNull();
    act(() => void fireEvent.scroll(window));
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
