/** @jest-environment node */
import { runtimeConfigHead } from './runtime-config-head';

const config = {
  apiUrl: 'http://api.test:3000',
  remotes: {
    catalogue: 'http://catalogue.test/mf-manifest.json',
    player: 'http://player.test/mf-manifest.json',
    playlists: 'http://playlists.test/mf-manifest.json',
    composer: 'http://composer.test/mf-manifest.json',
  },
};

describe('runtimeConfigHead', () => {
  it('carries the runtime config the page would otherwise fetch', () => {
    const head = runtimeConfigHead(config, '/');
    const json = /<script type="application\/json" id="rsm-runtime-config">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(config);
  });

  it("preloads the player's manifest and that of the page's owner, and opens their connections", () => {
    const head = runtimeConfigHead(config, '/dashboard/playlists/7');
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="http://player.test/mf-manifest.json" crossorigin>',
    );
    expect(head).toContain(
      '<link rel="preload" as="fetch" href="http://playlists.test/mf-manifest.json" crossorigin>',
    );
    expect(head).not.toMatch(/<link[^>]*composer\.test/);
    expect(head).toContain('<link rel="preconnect" href="http://api.test:3000" crossorigin>');
    expect(head).toContain('<link rel="preconnect" href="http://playlists.test">');
  });

  it("preloads the scripts of the page's remote module", () => {
    const head = runtimeConfigHead(config, '/albums', ['http://catalogue.test/remoteEntry.js']);
    expect(head).toContain('<link rel="preload" as="script" href="http://catalogue.test/remoteEntry.js">');
  });

  it('preloads only the player on pages of the host', () => {
    const preloads = runtimeConfigHead(config, '/login').match(/rel="preload"/g);
    expect(preloads).toHaveLength(1);
  });

  it('cannot be closed early by what the config holds', () => {
    const head = runtimeConfigHead(
      { ...config, apiUrl: 'http://x.test/</script><script>alert(1)</script>' },
      '/',
    );
    expect(head).not.toContain('</script><script>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });
});
