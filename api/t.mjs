import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { writeFileSync, readFileSync } from 'node:fs';
let t=Date.now(); const db = await PGlite.create({extensions:{pg_trgm,unaccent}}); console.log('mem', Date.now()-t);
const dump = await db.dumpDataDir('gzip'); writeFileSync('/tmp/pgl.tgz', Buffer.from(await dump.arrayBuffer())); console.log('dump', Date.now()-t, dump.size);
await db.close();
t=Date.now(); const d2 = await PGlite.create({loadDataDir: new Blob([readFileSync('/tmp/pgl.tgz')]), extensions:{pg_trgm,unaccent}}); console.log('load', Date.now()-t);
await d2.exec('create extension pg_trgm; create extension unaccent'); console.log('ext', Date.now()-t);
