/** @jest-environment node */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRegistryReader, releasedConfig } from './releases';

const config = {
  apiUrl: 'http://api.test',
  remotes: {
    catalogue: 'http://localhost:8081/mf-manifest.json',
    player: 'http://localhost:8082/mf-manifest.json',
    playlists: 'http://gateway.test/remotes/playlists/mf-manifest.json',
    composer: 'http://localhost:8084/mf-manifest.json',
  },
};

const entry = (current: string, ...versions: string[]) => ({
  current,
  versions: versions.map((version) => ({ version, releasedAt: '2026-01-01T00:00:00Z', digest: 'abc' })),
});

let store: string;
beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

/** As the release script writes it: a temporary file renamed over the registry. */
function writeRegistry(apps: object) {
  writeFileSync(path.join(store, 'next.json'), JSON.stringify({ apps }));
  renameSync(path.join(store, 'next.json'), path.join(store, 'registry.json'));
}

describe('release registry', () => {
  it('points each released remote at its current version and the others at their build in place, /<app>/dist/', () => {
    writeRegistry({ catalogue: entry('2', '1', '2'), playlists: entry('7', '7') });
    const live = releasedConfig(config, createRegistryReader(store)());
    // Never the server's root, which follows the current version: a first release changes no file an open tab loads.
    expect(live.remotes).toEqual({
      catalogue: 'http://localhost:8081/catalogue/2/mf-manifest.json',
      player: 'http://localhost:8082/player/dist/mf-manifest.json',
      playlists: 'http://gateway.test/remotes/playlists/playlists/7/mf-manifest.json',
      composer: 'http://localhost:8084/composer/dist/mf-manifest.json',
    });
    expect(live.versions).toEqual({
      host: 'dist',
      catalogue: '2',
      player: 'dist',
      playlists: '7',
      composer: 'dist',
    });
  });

  it('follows a rollback written after the first read, without a restart', () => {
    writeRegistry({ catalogue: entry('2', '1', '2') });
    const readCurrent = createRegistryReader(store);
    expect(readCurrent().catalogue).toBe('2');
    writeRegistry({ catalogue: entry('1', '1', '2') });
    expect(readCurrent().catalogue).toBe('1');
  });

  it('keeps the versions last read when the registry is broken, and serves dist when there is none', () => {
    const readCurrent = createRegistryReader(store);
    expect(readCurrent()).toEqual({});
    writeRegistry({ catalogue: entry('2', '2') });
    expect(readCurrent().catalogue).toBe('2');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeRegistry({ catalogue: entry('../../etc', '../../etc') });
    expect(readCurrent().catalogue).toBe('2');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ignored'));
    error.mockRestore();
  });
});
