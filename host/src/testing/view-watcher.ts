/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none), installed on `window` for each test of the
 * file that calls `installViewWatcher()`: the test says when the watched element comes into view.
 */
export class ViewWatcher {
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

export function installViewWatcher(): void {
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: ViewWatcher });
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    ViewWatcher.last = undefined;
  });
}
