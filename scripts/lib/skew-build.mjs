// Builds the app in the current folder (an earlier commit's workspace) as the version-skew tests load it: with its
// own build configuration, less what only a published release needs. The brotli and gzip copies and the source maps
// took half of each build (mfe-catalogue: 13.2 s, 6.5 s without them); the tests read the scripts themselves.
// Run with tsx (the configuration is TypeScript) from the app's folder, with the webpack its shared/build/cli.ts uses.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webpack = createRequire(path.resolve('..', 'shared', 'package.json'))('webpack');
const { default: config } = await import(pathToFileURL(path.resolve('webpack.config.ts')).href);
config.devtool = false;
config.plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'PrecompressPlugin');

webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  console.log(`built ${path.basename(process.cwd())} for the version-skew tests`);
});
