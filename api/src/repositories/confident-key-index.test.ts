import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '@rsm/db/migrate';
import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { confident } from './search-tempo-key';

describe('the index of keys the analysis is sure of (migration 430)', () => {
  it('is predicated on the confidence the key filter and facet require, written as they write it', () => {
    const migration = readFileSync(join(migrationsDir, '430.do.confident-key-index.sql'), 'utf8');
    // The planner uses a partial index only when the query's condition implies its predicate, text for text here.
    expect(confident('key')).toBe(
      `(ts.key_confidence IS NULL OR ts.key_confidence >= ${SOUND_CONFIDENCE.key})`,
    );
    expect(migration).toContain(`(key_confidence IS NULL OR key_confidence >= ${SOUND_CONFIDENCE.key})`);
  });
});
