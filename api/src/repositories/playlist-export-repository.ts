import type { Pool } from '@rsm/db/pool';
import type { Language } from '../plugins/language';

/** One line of a playlist export (CSV or PDF). */
export interface ExportRow {
  position: number;
  name: string;
  version: string | null;
  album: string;
  /** "First Last; …", largest share first. */
  composers: string;
  bpm: number | null;
  /** Seconds. */
  length: number | null;
}

/** `picked` selects (track_id, ord) for $1; rows come in playlist order. */
const rowsSql = (picked: string) => `WITH picked (track_id, ord) AS (${picked})
  SELECT row_number() OVER (ORDER BY p.ord, p.track_id)::integer AS position, t.name, t.version,
    a.name AS album, t.bpm, t.length,
    COALESCE((SELECT string_agg(c.first_name || ' ' || c.last_name, '; '
        ORDER BY ct.pr_ownership_share DESC, c.last_name, c.id)
      FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id WHERE ct.track_id = t.id), '') AS composers
  FROM picked p JOIN tracks t ON t.id = p.track_id JOIN albums a ON a.id = t.album_id
  ORDER BY p.ord, p.track_id`;

/** The track tables of playlist exports: a customer's project or a curated playlist. */
export function playlistExportRepository(db: Pool) {
  const rows = async (picked: string, id: number): Promise<ExportRow[]> =>
    (await db.query<ExportRow>(rowsSql(picked), [id])).rows;
  return {
    projectRows: (projectId: number) =>
      rows('SELECT track_id, position FROM project_tracks WHERE project_id = $1', projectId),
    curatedRows: (playlistId: number) =>
      rows(
        'SELECT track_id, position FROM curated_playlist_tracks WHERE curated_playlist_id = $1',
        playlistId,
      ),
    /** A curated playlist's name in the request language, or null for an unknown id. */
    async curatedName(playlistId: number, language: Language): Promise<string | null> {
      // The language is a whitelist ('en' | 'pt'), safe to splice.
      const { rows: found } = await db.query<{ name: string }>(
        `SELECT name_${language} AS name FROM curated_playlists WHERE id = $1`,
        [playlistId],
      );
      return found[0]?.name ?? null;
    },
  };
}
export type PlaylistExportRepository = ReturnType<typeof playlistExportRepository>;
