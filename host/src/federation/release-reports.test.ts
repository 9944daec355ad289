import { ResponseMismatchError, saveCookieConsent } from '@rsm/shared';
import { waitFor } from '@testing-library/react';
import {
  appOfScript,
  createReleaseReporter,
  reportRelease,
  scriptOfStack,
  type ClientReport,
} from './release-reports';

/** The web vitals' callbacks, by metric, as the page would call them. */
const mockVitals: Record<string, (metric: { name: string; value: number }) => void> = {};
jest.mock('web-vitals', () => ({
  onLCP: (report: never) => (mockVitals.LCP = report),
  onINP: (report: never) => (mockVitals.INP = report),
  onCLS: (report: never) => (mockVitals.CLS = report),
}));

const config = {
  apiUrl: 'http://api.test',
  remotes: {
    catalogue: 'http://site.test/releases/catalogue/v7/mf-manifest.json',
    player: 'http://localhost:8082/mf-manifest.json',
    playlists: 'http://localhost:8083/playlists/v2/mf-manifest.json',
    composer: 'http://localhost:8084/mf-manifest.json',
  },
  versions: { host: 'h1', catalogue: 'v7', player: 'dist', playlists: 'v2', composer: 'dist' },
};

describe('release reports', () => {
  let sent: ClientReport[][];
  const reporter = () => createReleaseReporter(config, async (batch) => void sent.push(batch));
  beforeEach(() => {
    sent = [];
  });

  it('sends nothing before the visitor allows analytics', () => {
    saveCookieConsent(false);
    const reports = reporter();
    reports.error('TypeError: boom', 'http://site.test/releases/catalogue/v7/chunks/1.abc.js');
    reports.vital('LCP', 1200, '/albums');
    reports.flush();
    expect(sent).toEqual([]);
  });

  it("names the app and version of the script that threw, and of the page's owner for a vital", () => {
    saveCookieConsent(true);
    const reports = reporter();
    reports.error('TypeError: boom', 'http://site.test/releases/catalogue/v7/chunks/1.abc.js');
    reports.vital('INP', 180, '/dashboard/playlists');
    reports.vital('CLS', 0.01, '/about-us');
    reports.flush();
    expect(sent).toEqual([
      [
        { app: 'catalogue', version: 'v7', kind: 'error', value: 1, message: 'TypeError: boom' },
        { app: 'playlists', version: 'v2', kind: 'INP', value: 180, path: '/dashboard/playlists' },
        { app: 'host', version: 'h1', kind: 'CLS', value: 0.01, path: '/about-us' },
      ],
    ]);
  });

  it('tells remotes on their own origin from the host, and the host by default', () => {
    expect(appOfScript(config, 'http://localhost:8082/chunks/9.f00.js')).toBe('player');
    expect(appOfScript(config, 'http://localhost:8083/playlists/v2/remoteEntry.js')).toBe('playlists');
    expect(appOfScript(config, 'http://localhost:8080/host/h1/main.js')).toBe('host');
    expect(appOfScript(config, undefined)).toBe('host');
  });

  it('blames an answer of the wrong shape on the app whose code asked, not on the shared client', () => {
    const stack = [
      'Error',
      '    at request (http://localhost:8080/host/h1/main.js:1:200)',
      '    at queryFn (http://site.test/releases/catalogue/v7/chunks/412.abc.js:1:90)',
      '    at fetchFn (http://localhost:8080/host/h1/main.js:2:10)',
    ].join('\n');
    expect(appOfScript(config, scriptOfStack(config, stack))).toBe('catalogue');
    expect(scriptOfStack(config, 'Error\n    at x (http://localhost:8080/host/h1/main.js:1:1)')).toBe(
      'http://localhost:8080/host/h1/main.js',
    );
    expect(scriptOfStack(config, undefined)).toBeUndefined();
  });

  it("reports the page's errors, rejections, vitals and the early ones, and sends them when the page is hidden", async () => {
    saveCookieConsent(true);
    const stack = 'Error\n    at queryFn (http://site.test/releases/catalogue/v7/chunks/412.abc.js:1:90)';
    reportRelease(
      config,
      [
        new ErrorEvent('error', {
          message: 'TypeError: early',
          filename: 'http://localhost:8082/chunks/9.f00.js',
        }),
        new ResponseMismatchError('/v1/albums', [], stack),
      ],
      async (batch) => void sent.push(batch),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: later' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('offline') });
    window.dispatchEvent(rejection);
    window.history.replaceState(null, '', '/albums');
    await waitFor(() => expect(mockVitals.LCP).toBeDefined());
    mockVitals.LCP?.({ name: 'LCP', value: 900 });
    expect(sent).toEqual([]);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(sent).toEqual([
      [
        { app: 'player', version: 'dist', kind: 'error', value: 1, message: 'TypeError: early' },
        {
          app: 'catalogue',
          version: 'v7',
          kind: 'error',
          value: 1,
          message: 'Unexpected answer from /v1/albums (unknown)',
        },
        { app: 'host', version: 'h1', kind: 'error', value: 1, message: 'TypeError: later' },
        {
          app: 'host',
          version: 'h1',
          kind: 'error',
          value: 1,
          message: 'Unhandled rejection: Error: offline',
        },
        { app: 'catalogue', version: 'v7', kind: 'LCP', value: 900, path: '/albums' },
      ],
    ]);
  });
});
