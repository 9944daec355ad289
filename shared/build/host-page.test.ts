/** @jest-environment node */
import type { RuntimeConfig } from '../src/config/runtime-config';
import { createHostPage } from './host-page';

const config = {
  apiUrl: 'http://api.test',
  remotes: Object.fromEntries(
    ['catalogue', 'player', 'playlists', 'composer'].map((name) => [
      name,
      `http://${name}.test/mf-manifest.json`,
    ]),
  ),
} as unknown as RuntimeConfig;

const hostPage = createHostPage({
  remoteScripts: async () => [],
  pagePicture: async () => ({ head: '', body: '' }),
});

describe('host page', () => {
  it("draws a search by words' heading first, and starts the scripts once it is painted", async () => {
    const tags = await hostPage(config, '/search', '?q[text][]=piano&q[text][]=warm');
    expect(tags.body).toContain('<h1>piano warm</h1>');
    expect(tags.bootAfterFirstPaint).toBe(true);
  });

  it('draws nothing first for a search by filters or another page', async () => {
    expect((await hostPage(config, '/search', '?q[genres][]=Jazz')).body).toBe('');
    expect((await hostPage(config, '/albums', '?q[text][]=piano')).body).toBe('');
  });
});
