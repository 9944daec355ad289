import { $authHeaders, publishCustomer, type Customer } from '@rsm/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { prefetchRouteData, preloadRemoteModule } from './preload-remotes';
import { WarmRemotes } from './warm-remotes';
import { screenWidth } from '../testing/screen-width';

jest.mock('./preload-remotes', () => ({ preloadRemoteModule: jest.fn(), prefetchRouteData: jest.fn() }));
const preload = jest.mocked(preloadRemoteModule);
const prefetch = jest.mocked(prefetchRouteData);

function renderLoaded() {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  render(<WarmRemotes />);
  act(() => {
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
  });
}

const preloaded = () => preload.mock.calls.map(([remote, expose]) => `${remote}/${expose}`);

beforeEach(() => {
  preload.mockClear();
  window.history.replaceState(null, '', '/albums');
});
afterEach(() => {
  $authHeaders.set(null);
  publishCustomer(undefined);
  jest.useRealTimers();
});

describe('WarmRemotes', () => {
  it('loads nothing before the page has loaded', () => {
    screenWidth(true);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    render(<WarmRemotes />);
    expect(preload).not.toHaveBeenCalled();
  });

  it("on a desktop, loads a signed-in customer's playlists after the first view, not the page's own remote", () => {
    screenWidth(true);
    $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'customer@demo.test', expiry: '9999999999' });
    renderLoaded();
    expect(preloaded()).toEqual(['playlists/routes']);
  });

  it('adds the composer area for a composer', () => {
    screenWidth(true);
    window.history.replaceState(null, '', '/dashboard/playlists');
    $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'composer@demo.test', expiry: '9999999999' });
    publishCustomer({ is_composer: true } as Customer);
    renderLoaded();
    expect(preloaded()).toEqual(['catalogue/routes', 'composer/routes']);
  });

  it('leaves a visitor on a phone to load pages when opened', () => {
    screenWidth(false);
    renderLoaded();
    expect(preload).not.toHaveBeenCalled();
  });

  it("starts the data of a site link's page when the link is pressed, not of links elsewhere", () => {
    screenWidth(false);
    prefetch.mockClear();
    render(
      <>
        <a href="/dashboard/playlists">My playlists</a>
        <a href="https://elsewhere.test/dashboard/playlists">Elsewhere</a>
        <WarmRemotes />
      </>,
    );
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('My playlists'));
    expect(prefetch.mock.calls.map(([url]) => url.pathname)).toEqual(['/dashboard/playlists']);
  });
});
