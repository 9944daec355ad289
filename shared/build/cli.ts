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
import { parseServeEnv, runtimeConfigFrom } from './serve-env';
import { serveApp } from './serve-app';

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
  await serveApp({ folder: path.basename(process.cwd()), defaultPort: config.devServer?.port });
} else {
  console.error('usage: cli.ts build|dev|serve');
  process.exit(2);
}
