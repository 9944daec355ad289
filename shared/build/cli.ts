/**
 * Builds or serves the app in the current folder from its `webpack.config.ts`.
 *   tsx ../shared/build/cli.ts build   production build into dist/
 *   tsx ../shared/build/cli.ts dev     development server with live reload
 *   tsx ../shared/build/cli.ts serve   serve the production build (runtime config from the environment)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { createHostPage } from './host-page';
import { parseServeEnv, runtimeConfigFrom } from './serve-env';
import { serveStatic } from './serve-static';

const command = process.argv[2];
const configModule = (await import(pathToFileURL(path.resolve('webpack.config.ts')).href)) as {
  default: Configuration;
};
const config = configModule.default;

if (command === 'build') {
  const started = Date.now();
  webpack(config, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error ?? stats?.toString('errors-only'));
      process.exit(1);
    }
    if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
    console.log(`built ${path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
} else if (command === 'dev') {
  const runtimeConfig = JSON.stringify(runtimeConfigFrom(parseServeEnv()));
  const devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares: WebpackDevServer.Middleware[]) => [
      {
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_req: unknown, res: { type: (t: string) => { send: (b: string) => void } }) =>
          res.type('json').send(runtimeConfig),
      },
      ...middlewares,
    ],
  };
  const server = new WebpackDevServer(devServer, webpack(config));
  await server.start();
} else if (command === 'serve') {
  // Serves dist/ with the runtime config built from the environment; only the host falls back to index.html.
  // With APP_VERSION (a container of one release, see deploy/web.Dockerfile) dist/ is also /<app>/<version>/,
  // the path the gateway routes to, and the host's page loads its scripts from there.
  const env = parseServeEnv();
  const folder = path.basename(process.cwd());
  const isHost = folder === 'host';
  const versioned = env.APP_VERSION ? `/${folder.replace(/^mfe-/, '')}/${env.APP_VERSION}/` : undefined;
  const port = env.PORT ?? config.devServer?.port;
  const runtimeConfig = runtimeConfigFrom(env);
  const hostPage = createHostPage({ apiUrl: env.API_INTERNAL_URL });
  await serveStatic({
    root: 'dist',
    mounts: versioned ? { [versioned]: 'dist' } : {},
    assetBase: versioned && isHost ? () => versioned : undefined,
    port: Number(port),
    host: env.HOST,
    spaFallback: isHost,
    files: { '/config.json': JSON.stringify(runtimeConfig) },
    // The host's page carries the config, resource hints and its first paint itself: no round trip for
    // /config.json at boot, and the page's picture requested by the page.
    page: isHost ? (pathname, from) => hostPage(runtimeConfig, pathname, from) : undefined,
  });
  console.log(`serving ${path.basename(process.cwd())} on http://localhost:${port}`);
} else {
  console.error('usage: cli.ts build|dev|serve');
  process.exit(2);
}
