import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo package folder: its programs run from here (so tsx and the package's dependencies resolve). */
export const demoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The node arguments that start one of the package's programs (`audio/render-cli.ts`) as a child process. */
export const programArgs = (source: string): string[] => ['--import', 'tsx', join(demoRoot, 'src', source)];
