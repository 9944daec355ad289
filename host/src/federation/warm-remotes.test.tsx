import { $authHeaders, publishCustomer, useLocation, type Customer } from '@rsm/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { queryClient } from '../query-client';
import { screenWidth } from '../testing/screen-width';
import { prefetchRouteData, preloadRemoteModule } from './preload-remotes';
import { loadRemoteModule } from './remotes';
import { WarmRemotes } from './warm-remotes';

jest.mock('./preload-remotes', () => ({ preloadRemoteModule: jest.fn(), prefetchRouteData: jest.fn() }));
jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn() }));
/** Counts the loads of the rehearsal's code (the factory runs when the module is first required). */
const mockRehearsalLoads = jest.fn();
jest.mock('./page-rehearsal', () => {
  mockRehearsalLoads();
  return jest.requireActual('./page-rehearsal');
});
const preload = jest.mocked(preloadRemoteModule);
const prefetch = jest.mocked(prefetchRouteData);

/** What the stand-in pages of the remotes did, in order. */
const pageLog: string[] = [];
/** A remote's routes module whose page asks for data and logs where it was rendered. */
jest.mocked(loadRemoteModule).mockImplementation(async (remote) => ({
  default: function StandInPage() {
    const { pathname } = useLocation();
    const { data } = useQuery({ queryKey: ['stand-in', remote], queryFn: async () => `${remote} rows` });
    useEffect(() => {
      pageLog.push(`${remote} rendered at ${pathname}`);
      return () => void pageLog.push(`${remote} left`);
    }, [pathname]);
    return <p>{data ?? 'loading'}</p>;
  },
}));

const renderWarmRemotes = (ui = <WarmRemotes />) =>
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

/** Renders WarmRemotes, fires the page's load and runs the idle wait; the rehearsal it starts settles inside act. */
async function renderLoaded() {
  jest.useFakeTimers();
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  renderWarmRemotes();
  await act(async () => {
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
  });
}

/** A session for `uid`, as the sign-in stores it. */
const signIn = (uid: string) =>
  $authHeaders.set({ 'access-token': 't', client: 'c', uid, expiry: '9999999999' });

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
  it('loads nothing before the page has loaded, not even the code of its rehearsals', () => {
    screenWidth(true);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    renderWarmRemotes();
    expect(preload).not.toHaveBeenCalled();
    expect(mockRehearsalLoads).not.toHaveBeenCalled();
  });

  it.each([
    ['a desktop', true],
    ['a phone', false],
  ])(
    "on %s, loads a signed-in customer's playlists after the first view, not the page's own remote",
    async (_screen, desktop) => {
      screenWidth(desktop);
      signIn('customer@demo.test');
      await renderLoaded();
      expect(preloaded()).toEqual(['playlists/routes']);
    },
  );

  it('adds the composer area for a composer', async () => {
    screenWidth(true);
    window.history.replaceState(null, '', '/dashboard/playlists');
    signIn('composer@demo.test');
    publishCustomer({ is_composer: true } as Customer);
    await renderLoaded();
    expect(preloaded()).toEqual(['catalogue/routes', 'composer/routes']);
  });

  it('leaves a data-saving connection to load pages when opened', async () => {
    screenWidth(true);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    signIn('customer@demo.test');
    await renderLoaded();
    expect(preload).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it("starts the data of a site link's page when the link is pressed, not of links elsewhere", () => {
    screenWidth(false);
    prefetch.mockClear();
    renderWarmRemotes(
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

  it("rehearses each other remote's landing page off the page, one at a time, leaving its data cached", async () => {
    screenWidth(true);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    signIn('composer@demo.test');
    publishCustomer({ is_composer: true } as Customer);
    pageLog.length = 0;
    // The rehearsals run on their own schedule (idle callbacks, answered requests), as in a browser, not inside act().
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    renderWarmRemotes();
    await waitFor(() =>
      expect(pageLog).toEqual([
        'playlists rendered at /dashboard/playlists',
        'playlists left',
        'composer rendered at /dashboard/briefings',
        'composer left',
      ]),
    );
    expect(queryClient.getQueryData(['stand-in', 'playlists'])).toBe('playlists rows');
    expect(queryClient.getQueryData(['stand-in', 'composer'])).toBe('composer rows');
    // Rendered into an element the document never holds: nothing of it reached the page.
    expect(screen.queryByText(/rows|loading/)).toBeNull();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
});
