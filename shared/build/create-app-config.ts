import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import { isProduction, outDir, releaseVersion } from './build-env';
import { GatewayPagesPlugin } from './gateway-pages';
import { PrecompressPlugin } from './precompress-plugin';
import { PreloadBootChunksPlugin } from './preload-boot-chunks';
import { sharedDependencies } from './shared-deps';

export interface AppOptions {
  /** Federation name, also the global the remote registers under. */
  name: string;
  /** The app's folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  /** Development server port. */
  port: number;
  /** Modules other apps load, e.g. `{ './routes': './src/exposes/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** The host is the only app with SPA fallback and a runtime plugin for remote failures. */
  isHost?: boolean;
  title?: string;
}

const production = isProduction;

/**
 * React Router publishes its development build (dev warnings on) under every import condition; its production
 * build, the same code with the warnings compiled out, sits beside it. Production bundles take that one.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const routerDom = createRequire(import.meta.url).resolve('react-router-dom/package.json');
  const router = createRequire(routerDom).resolve('react-router/package.json');
  return { 'react-router$': path.join(path.dirname(router), 'dist/production/index.mjs') };
}

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production } },
          experimental: { plugins: [['@lingui/swc-plugin', {}]] },
        },
      },
    },
  };
}

/** React Router's builds, whose unused components are dropped once their factories are marked pure. */
function pureCallsRule() {
  return {
    test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
    loader: fileURLToPath(new URL('./pure-calls-loader.ts', import.meta.url)),
  };
}

/**
 * Libraries without side effects that do not say so in their package.json. @emotion/react imports
 * hoist-non-react-statics for its bare side effects (to keep module order), which keeps it and react-is in every page
 * though only `withTheme`, which nothing here uses, calls it.
 */
function sideEffectFreeRule() {
  return { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false };
}

export function createAppConfig(options: AppOptions): Configuration {
  const { name, dir, exposes = {}, isHost = false } = options;
  return {
    mode: production ? 'production' : 'development',
    // The browsers the sources are compiled for (swc's es2022): webpack's own runtime code is written for them too.
    target: ['web', 'es2022'],
    // Production maps are written beside the build for reading stack traces on the server, with no reference in
    // the scripts: the web servers do not publish them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: outDir ?? path.join(dir, 'dist'),
      // Every app's chunks resolve against the folder its entry script was served from: dist/ at the root, or a
      // release at /<app>/<version>/ (an open tab keeps loading its own version's chunks after a new release).
      publicPath: 'auto',
      // A release salts its hashes with its version: no chunk name of one version is reused by the next.
      ...(releaseVersion ? { hashSalt: releaseVersion } : {}),
      // MF's runtime cannot fill [contenthash] in entry file names; hashes live in chunk names only.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace packages are TypeScript sources with an "exports" map.
      conditionNames: ['import', 'module', 'browser', 'default'],
      ...(production && { alias: reactRouterProductionBuild() }),
    },
    module: { rules: [swcRule(), pureCallsRule(), sideEffectFreeRule()] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies({ eager: isHost && production }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One copy of the federation runtime per page (about 27 KiB gzip each): the host provides it and production
        // remotes use it. A remote's development server keeps its own so it also runs standalone.
        // Every app runs in browsers only: `target: 'web'` leaves the runtime's Node loading code out.
        ...(isHost
          ? {
              runtimePlugins: [path.join(dir, 'src/federation/fallback-plugin.ts')],
              experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
            }
          : { experiments: { externalRuntime: production, optimization: { target: 'web' } } }),
      }),
      new HtmlWebpackPlugin({
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
        title: options.title ?? 'RSM Music',
        scriptLoading: 'defer',
        // The host's page is served for deep links (/albums/…): its tags are root-relative; the server rebases
        // them onto /host/<version>/ when it serves a release (see release-page.ts).
        publicPath: '/',
        chunks: ['main'],
      }),
      ...(isHost && production ? [new PreloadBootChunksPlugin(), new GatewayPagesPlugin()] : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // Exports a chunk uses most get the shortest names (0.9 KiB less of the host's main.js gzipped than
      // 'deterministic'). Names are only ever read inside one build: every release is a build of its own.
      mangleExports: 'size',
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: {
        cacheGroups: {
          // A message catalog two exposed modules both use (the catalogue's routes and its search bar, both on
          // every first view) is one chunk they share, fetched beside them, instead of a copy inside each: the
          // catalogs are below the size webpack splits out on its own.
          catalogs: {
            test: /[\\/]src[\\/]locales[\\/][^\\/]+[\\/]messages\.[jt]s$/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.port,
      hot: false,
      liveReload: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
    },
  };
}
