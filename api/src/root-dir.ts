import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** The api package folder: the compiled server (dist/) and the programs it starts are found from here. */
export const apiRoot = join(dirname(here), '..');

/**
 * Whether this code runs compiled (dist/, by node alone, as the server image and `npm start` run it) rather than as
 * TypeScript under tsx (tests, the CLIs in development). The compiled server has no TypeScript loader at hand.
 */
export const runsCompiled = basename(dirname(here)) === 'dist';

/**
 * The node arguments that start one of the package's programs (`analysis/job-cli.ts`) as a child process: its
 * compiled file in dist/ (scripts/build-server.mjs compiles each program beside the server) when this code is
 * compiled, the TypeScript source under tsx otherwise.
 */
export function programArgs(source: string): string[] {
  return runsCompiled
    ? [join(apiRoot, 'dist', `${basename(source, '.ts')}.js`)]
    : ['--import', 'tsx', join(apiRoot, 'src', source)];
}
