import { fileURLToPath } from 'node:url';

/** The api package folder: migrations, default data dir and the PGlite server script are found from here. */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
