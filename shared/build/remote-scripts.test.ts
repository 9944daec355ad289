/** @jest-environment node */
import { createRemoteScripts, exposeScripts } from './remote-scripts';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['chunks/978.js', 'chunks/expose_routes.js'], async: ['chunks/1.js'] } },
    },
    { name: 'search-bar', assets: { js: { sync: ['chunks/expose_search.js'], async: [] } } },
  ],
};
const url = 'http://catalogue.test/apps/mf-manifest.json';

describe('exposeScripts', () => {
  it("lists the remote entry and the expose's own chunks beside the manifest", () => {
    expect(exposeScripts(manifest, url, 'routes')).toEqual([
      'http://catalogue.test/apps/remoteEntry.js',
      'http://catalogue.test/apps/chunks/978.js',
      'http://catalogue.test/apps/chunks/expose_routes.js',
    ]);
  });

  it('follows a fixed public path', () => {
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'http://cdn.test/c/' } };
    expect(exposeScripts(fixed, url, 'search-bar')).toEqual([
      'http://cdn.test/c/remoteEntry.js',
      'http://cdn.test/c/chunks/expose_search.js',
    ]);
  });
});

describe('createRemoteScripts', () => {
  it('reads a manifest once, then again in the background once it is old', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchJson = jest.fn(async () => manifest);
    const scriptsOf = createRemoteScripts({ maxAgeMs: 10_000, fetchJson });
    expect(await scriptsOf(url, 'routes')).toHaveLength(3);
    expect(await scriptsOf(url, 'search-bar')).toHaveLength(2);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    now += 11_000;
    expect(await scriptsOf(url, 'routes')).toHaveLength(3);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });

  it('gives no preloads when the manifest is unreadable or slow, rather than holding the page', async () => {
    const broken = createRemoteScripts({ fetchJson: async () => ({ unexpected: true }) });
    expect(await broken(url, 'routes')).toEqual([]);
    const slow = createRemoteScripts({ timeoutMs: 20, fetchJson: () => new Promise(() => undefined) });
    expect(await slow(url, 'routes')).toEqual([]);
  });
});
