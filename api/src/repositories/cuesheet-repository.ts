import type { Pool } from '@rsm/db/pool';

/** One cue sheet line: what a broadcaster reports for a track. */
export interface CuesheetRow {
  position: number;
  name: string;
  version: string | null;
  /** "First Last (50%); …", largest share first. */
  composers: string;
  publishers: string;
  isrc: string | null;
  length: number | null;
  bpm: number | null;
}

export function cuesheetRepository(db: Pool) {
  return {
    /** An album's tracks (each main track before its alternates, stems last), or only the one track given. */
    async rows(albumId: number, trackId: number | null): Promise<CuesheetRow[]> {
      const { rows } = await db.query<CuesheetRow>(
        `SELECT t.position, t.name, t.version, t.isrc, t.length, t.bpm,
           COALESCE((SELECT string_agg(c.first_name || ' ' || c.last_name || ' ('
               || trim_scale(ct.pr_ownership_share)::text || '%)', '; '
               ORDER BY ct.pr_ownership_share DESC, c.last_name, c.id)
             FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id WHERE ct.track_id = t.id), '')
             AS composers,
           COALESCE((SELECT string_agg(p.name, '; ' ORDER BY p.name)
             FROM publishers_tracks pt JOIN publishers p ON p.id = pt.publisher_id WHERE pt.track_id = t.id), '')
             AS publishers
         FROM tracks t WHERE t.album_id = $1 AND ($2::integer IS NULL OR t.id = $2)
         ORDER BY t.position, COALESCE(t.main_track_id, t.id), t.main_track_id IS NOT NULL, t.stem, t.id`,
        [albumId, trackId],
      );
      return rows;
    },
  };
}
export type CuesheetRepository = ReturnType<typeof cuesheetRepository>;
