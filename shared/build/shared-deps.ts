import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Libraries that hold state or context: exactly one copy may run on a page. The router is not listed: apps take it
 * from @rsm/shared (see src/router.ts), so only the parts they use are shipped, once.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'nanostores',
  '@nanostores/react',
  '@emotion/react',
  '@lingui/core',
  '@lingui/react',
] as const;

function versionOf(pkg: string): string {
  const name = pkg.replace(/\/$/, '');
  const manifest = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The major-compatible range an app accepts for a library it was built with. */
function caretOf(version: string): string {
  return `^${version}`;
}

export type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; version?: string; eager?: boolean; strictVersion?: boolean }
>;

/**
 * The share scope every app declares. `@rsm/shared` carries the event bus, so it is a singleton too; an app built
 * against an older minor version of it accepts the newer one the host provides (caret range).
 */
export function sharedDependencies(): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: caretOf(versionOf(pkg)) };
  }
  const ownVersion = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  shared['@rsm/shared'] = { singleton: true, requiredVersion: caretOf(ownVersion), version: ownVersion };
  return shared;
}
