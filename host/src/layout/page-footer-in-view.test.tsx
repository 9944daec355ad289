import { TestProviders } from '@rsm/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { PageFooter } from './page-footer';

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
  it('brings its links when it comes into view without a scroll (a tall screen)', async () => {
    renderFooter();
    expect(ViewWatcher.last?.observe).toHaveBeenCalledWith(screen.getByRole('contentinfo'));
    act(() => ViewWatcher.last?.comeIntoView());
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});
