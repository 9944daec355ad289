import type { Pool } from '@rsm/db/pool';
import { FEATURE_LENGTH } from '@rsm/sound';
import { SoundIndex } from '@rsm/sound';

/** How often the catalogue version is read before trusting the index in memory. */
const CHECK_MS = 1000;

/**
 * The similarity index of every analysed main track, kept in memory and rebuilt when the catalogue version moves
 * (a track added or removed, an analysis stored: migration 201's trigger). One build at a time.
 */
export function soundIndexCache(db: Pool) {
  let index: SoundIndex | null = null;
  let version: number | null = null;
  let checkedAt = 0;
  let building: Promise<SoundIndex> | null = null;

  async function build(): Promise<SoundIndex> {
    const { rows } = await db.query<{ id: number; features: number[]; version: number }>(
      `SELECT ts.track_id AS id, ts.features, (SELECT version FROM catalogue_version) AS version
       FROM track_sounds ts JOIN tracks t ON t.id = ts.track_id
       WHERE t.main_track_id IS NULL AND array_length(ts.features, 1) = $1`,
      // Vectors of an older analysis (another length) wait for their file's new analysis (migration 350).
      [FEATURE_LENGTH],
    );
    version = rows[0] ? Number(rows[0].version) : null;
    return new SoundIndex(rows.map((row) => ({ id: row.id, group: row.id, features: row.features })));
  }

  return {
    async get(): Promise<SoundIndex> {
      if (index && Date.now() - checkedAt < CHECK_MS) return index;
      const { rows } = await db.query<{ version: number }>('SELECT version FROM catalogue_version');
      checkedAt = Date.now();
      if (index && Number(rows[0]?.version) === version) return index;
      building ??= build().finally(() => (building = null));
      index = await building;
      return index;
    },
  };
}
export type SoundIndexCache = ReturnType<typeof soundIndexCache>;
