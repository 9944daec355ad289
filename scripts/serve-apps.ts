/**
 * Serves the five built apps, each on its own port, as the production gateway would. The host's /config.json is
 * written from the environment and the release registry here: each app's server also serves its released versions
 * at /<app>/<version>/ from the release store (RELEASE_STORE, see scripts/release.mjs), and the config points at
 * each app's current version, read again on every page load (a release needs no restart). With E2E_DEGRADED_HOST_PORT set, a second host is served whose config points
 * the player at a port where nothing listens: the e2e suite uses it to prove one dead remote breaks nothing else.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createHostPage } from '../shared/build/host-page';
import { runtimeConfigFrom, parseServeEnv } from '../shared/build/serve-env';
import { originsOf, serveStatic } from '../shared/build/serve-static';
import { createRegistryReader, releasedConfig, UNRELEASED, type ReleaseApp } from '../shared/build/releases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = z.coerce.number().int().min(1).max(65535);
const ports = z
  .object({
    HOST_PORT: port.default(8080),
    CATALOGUE_PORT: port.default(8081),
    PLAYER_PORT: port.default(8082),
    PLAYLISTS_PORT: port.default(8083),
    COMPOSER_PORT: port.default(8084),
    E2E_DEGRADED_HOST_PORT: port.optional(),
    RELEASE_STORE: z.string().default('.data/releases'),
  })
  .parse(process.env);
const store = path.resolve(root, ports.RELEASE_STORE);
const currentReleases = createRegistryReader(store);

const env = parseServeEnv({
  CATALOGUE_URL: `http://localhost:${ports.CATALOGUE_PORT}`,
  PLAYER_URL: `http://localhost:${ports.PLAYER_PORT}`,
  PLAYLISTS_URL: `http://localhost:${ports.PLAYLISTS_PORT}`,
  COMPOSER_URL: `http://localhost:${ports.COMPOSER_PORT}`,
  ...process.env,
});
const baseConfig = runtimeConfigFrom(env);
type Config = ReturnType<typeof releasedConfig>;
const config = (): Config => releasedConfig(baseConfig, currentReleases());

const apps: { name: ReleaseApp; port: number; spaFallback: boolean; config: () => Config }[] = [
  { name: 'host', port: ports.HOST_PORT, spaFallback: true, config },
  { name: 'catalogue', port: ports.CATALOGUE_PORT, spaFallback: false, config },
  { name: 'player', port: ports.PLAYER_PORT, spaFallback: false, config },
  { name: 'playlists', port: ports.PLAYLISTS_PORT, spaFallback: false, config },
  { name: 'composer', port: ports.COMPOSER_PORT, spaFallback: false, config },
];
if (ports.E2E_DEGRADED_HOST_PORT) {
  const deadPlayer = () => {
    const live = config();
    return { ...live, remotes: { ...live.remotes, player: 'http://localhost:9/mf-manifest.json' } };
  };
  apps.push({ name: 'host', port: ports.E2E_DEGRADED_HOST_PORT, spaFallback: true, config: deadPlayer });
}
const folderOf = (name: ReleaseApp) => (name === 'host' ? 'host' : `mfe-${name}`);
/** The folder the app's root is served from: its current release, else its dist/. */
const rootOf = (name: ReleaseApp) => {
  const version = currentReleases()[name];
  return version ? path.join(store, name, version) : path.join(root, folderOf(name), 'dist');
};

/**
 * The host page's tags: its runtime config, resource hints, the scripts of the page's remote module and, on pages
 * that lead with a picture (home, albums, a track), that picture's preload and first paint (their largest paint).
 */
const hostPage = createHostPage();

const servers = await Promise.all(
  apps.map((app) =>
    serveStatic({
      root: () => rootOf(app.name),
      // `/<app>/dist/` is the build served in place, the version a gateway names for an app never released.
      mounts: {
        [`/${app.name}/dist/`]: path.join(root, folderOf(app.name), 'dist'),
        [`/${app.name}/`]: path.join(store, app.name),
      },
      port: app.port,
      host: env.HOST,
      spaFallback: app.spaFallback,
      files: { '/config.json': () => JSON.stringify(app.config()) },
      // The host's page carries its config and resource hints: no round trip for /config.json at boot.
      page: app.spaFallback ? (pathname, search) => hostPage(app.config(), pathname, search) : undefined,
      // Always a versioned path (see releasedConfig): the host's page of an unreleased build loads /host/dist/….
      assetBase: () => `/${app.name}/${currentReleases()[app.name] ?? UNRELEASED}/`,
      scriptOrigins: () => originsOf(Object.values(app.config().remotes)),
    }),
  ),
);
console.log(`apps served on ports ${apps.map((app) => app.port).join(', ')}`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
