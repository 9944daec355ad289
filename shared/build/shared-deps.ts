import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Libraries that hold state or context: exactly one copy may run on a page. The router is not listed: apps take it
 * from @rsm/shared (see src/router.ts), so only the parts they use are shipped, once. Neither is the styling engine
 * (Chakra and its emotion): only @rsm/shared uses it (lint keeps apps on the design system), and the page runs the
 * host's one copy of @rsm/shared, so it comes inside it with only the parts the design system uses.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'nanostores',
  '@nanostores/react',
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
 *
 * `eager` (the host): every page needs all of these before its first render, so the host bundles its copies into
 * main.js rather than a dozen small chunks fetched only once main.js has run (a round trip later, each with its own
 * headers). Remotes keep them lazy: they use the host's copies and download their own only when run alone.
 */
export function sharedDependencies({ eager = false }: { eager?: boolean } = {}): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: caretOf(versionOf(pkg)), ...(eager && { eager }) };
  }
  const ownVersion = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  shared['@rsm/shared'] = {
    singleton: true,
    requiredVersion: caretOf(ownVersion),
    version: ownVersion,
    ...(eager && { eager }),
  };
  return shared;
}
