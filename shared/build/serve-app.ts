/**
 * Serves an app's production build (dist/ of the current folder) with the runtime config built from the environment;
 * only the host falls back to index.html. With APP_VERSION (a container of one release, see deploy/web.Dockerfile)
 * dist/ is also /<app>/<version>/, the path the gateway routes to, and the host's page loads its scripts from there.
 * Free of webpack: `cli.ts serve` runs it, and the host's container runs it bundled alone (web-server.mjs).
 */
import { createHostPage } from './host-page';
import { parseServeEnv, runtimeConfigFrom } from './serve-env';
import { originsOf, serveStatic } from './serve-static';

export async function serveApp({ folder, defaultPort }: { folder: string; defaultPort?: number | string }) {
  const env = parseServeEnv();
  const isHost = folder === 'host';
  const versioned = env.APP_VERSION ? `/${folder.replace(/^mfe-/, '')}/${env.APP_VERSION}/` : undefined;
  const port = Number(env.PORT ?? defaultPort);
  const runtimeConfig = runtimeConfigFrom(env);
  const hostPage = createHostPage({ apiUrl: env.API_INTERNAL_URL });
  const server = await serveStatic({
    root: 'dist',
    mounts: versioned ? { [versioned]: 'dist' } : {},
    assetBase: versioned && isHost ? () => versioned : undefined,
    port,
    host: env.HOST,
    spaFallback: isHost,
    files: { '/config.json': JSON.stringify(runtimeConfig) },
    // The host's page carries the config, resource hints and its first paint itself: no round trip for
    // /config.json at boot, and the page's picture requested by the page.
    page: isHost ? (pathname, search) => hostPage(runtimeConfig, pathname, search) : undefined,
    scriptOrigins: () => originsOf(Object.values(runtimeConfig.remotes)),
  });
  console.log(`serving ${folder} on http://localhost:${port}`);
  return server;
}
