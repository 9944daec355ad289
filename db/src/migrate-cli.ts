import { migrate } from './migrate';
import { openConfiguredDatabase } from './open-configured';

const db = await openConfiguredDatabase();
try {
  const applied = await migrate(db.pool);
  console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.close();
}
