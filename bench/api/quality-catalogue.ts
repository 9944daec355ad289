import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database, type DatabaseTarget } from '@rsm/db/database';

/** The command line of a quality run: the catalogue searched, and --verbose for every query with how it was read. */
export function qualityOptions() {
  return parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      verbose: { type: 'boolean' },
    },
  }).values;
}

/** The catalogue a quality run searches: a server's database, a PGlite folder's, or else `otherwise`. */
export function openCatalogue(
  options: ReturnType<typeof qualityOptions>,
  otherwise: DatabaseTarget,
): Promise<Database> {
  if (options['database-url']) return openDatabase({ kind: 'server', url: options['database-url'] });
  if (options['data-dir'])
    return openDatabase({ kind: 'pglite', dataDir: join(options['data-dir'], 'pgdata') });
  return openDatabase(otherwise);
}
