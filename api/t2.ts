import { openTestDatabase } from './test/helper';
import { migrate } from './src/db/migrate';
import { seed } from './src/seed/index';
let t = Date.now();
const lap = (l: string) => { console.log(l, Date.now() - t); t = Date.now(); };
const db = await openTestDatabase(); lap('open');
await migrate(db.pool); lap('migrate');
await seed(db.pool, { size: 'small', dataDir: './.data-test' }); lap('seed');
await db.close(); lap('close');
