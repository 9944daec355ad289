import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The db package folder: the migrations and the PGlite server script are found from here. Resolved by the package's
 * name, not from this file: the server's compiled bundle (api/dist) carries this code, and finds the package where
 * its node_modules links it.
 */
export const dbRoot = dirname(createRequire(import.meta.url).resolve('@rsm/db/package.json'));

/** The product's data dir when DATA_DIR is unset: the PGlite database (pgdata/) and the media the catalogue plays. */
export const defaultDataDir = join(dbRoot, '.data');
