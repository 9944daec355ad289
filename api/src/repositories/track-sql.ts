import type { Language } from '../plugins/language';
import { descriptionSql, nameColumn } from './language-sql';

/** What the analysis of a track's audio found (track_sounds ts), rounded as shown. */
export const SOUND_COLUMNS = `round(ts.bpm::numeric, 1)::float8 AS detected_bpm, ts.key AS detected_key,
  round(ts.loudness_lufs::numeric, 1)::float8 AS loudness_lufs,
  round(ts.bpm_confidence::numeric, 2)::float8 AS bpm_confidence,
  round(ts.key_confidence::numeric, 2)::float8 AS key_confidence`;

/** Rows about the page's tracks only: one index scan over the page's ids, not one per track. */
const ofPage = (column: string) => `${column} = ANY((SELECT ids FROM page)::int[])`;

const person = `json_build_object('id', c.id, 'uuid', c.uuid, 'first_name', c.first_name, 'last_name', c.last_name,
  'ipi', c.ipi)`;

/** The {id, name} lists of a track: its publishers, then each taxonomy (named in the language). */
const NAMED = ['publishers', 'genres', 'instrumentations', 'moods', 'keywords', 'topics'] as const;

/** One UNION ALL of every {id, name} list of the page's tracks, grouped by track: one subquery to plan, not six. */
function pageNamedLists(language: Language): string {
  const column = nameColumn(language);
  const rows = NAMED.map((list, kind) => {
    if (list === 'publishers')
      return `SELECT ${kind} AS kind, j.track_id, x.id, x.name FROM publishers_tracks j
      JOIN publishers x ON x.id = j.publisher_id WHERE ${ofPage('j.track_id')}`;
    return `SELECT ${kind}, j.track_id, x.id, x.${column} FROM tracks_${list} j
      JOIN ${list} x ON x.id = j.${list.replace(/s$/, '')}_id WHERE ${ofPage('j.track_id')}`;
  });
  const lists = NAMED.map(
    (list, kind) =>
      `json_agg(json_build_object('id', id, 'name', name) ORDER BY name) FILTER (WHERE kind = ${kind}) AS ${list}`,
  );
  return `LEFT JOIN (SELECT track_id, ${lists.join(',\n      ')}
    FROM (${rows.join('\n    UNION ALL ')}) named GROUP BY track_id) named ON named.track_id = t.id`;
}

/**
 * Every column a Track DTO needs, lists as JSON, for the tracks `ids` names (an int[] expression, which may use the
 * statement's parameters), in that array's order. Each related table is read once for the whole page and grouped by
 * track: per-track subqueries cost ten index scans a track.
 */
export function selectTracks(language: Language, ids: string): string {
  // The tracks with their album, label and tempo first, then the lists joined to them: two small join problems
  // plan in a fraction of the time of one of nine relations.
  return `WITH page AS MATERIALIZED (SELECT ${ids} AS ids),
  listed AS MATERIALIZED (SELECT listed.position, t.id, t.external_id, t.external_main_id, t.main_track_id, t.name,
      t.version, t.stem, ${descriptionSql('t', language)} AS description, t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit,
      t.directory_with_number, tp.${nameColumn(language)} AS tempo,
      CASE WHEN l.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('id', l.id, 'name', l.name)) END
        AS labels,
      a.id AS album_id, a.uuid AS album_uuid, a.name AS album_name, a.cover_path AS album_cover_path,
      ${SOUND_COLUMNS}
    FROM unnest((SELECT ids FROM page)) WITH ORDINALITY AS listed (id, position)
    JOIN tracks t ON t.id = listed.id
    LEFT JOIN track_sounds ts ON ts.track_id = t.id
    JOIN albums a ON a.id = t.album_id
    LEFT JOIN labels l ON l.id = a.label_id
    LEFT JOIN tempos tp ON tp.id = t.tempo_id)
  SELECT t.id, t.external_id, t.external_main_id, t.main_track_id, t.name, t.version, t.stem, t.description,
    t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit, t.directory_with_number, t.tempo,
    COALESCE(alternates.count, 0) AS alternative_tracks_count,
    COALESCE(files.sizes, '{}') AS file_sizes,
    COALESCE(files.has_peaks, false) AS has_peaks,
    COALESCE(people.composers, '[]') AS composers,
    COALESCE(people.lyricists, '[]') AS lyricists,
    COALESCE(people.shares, '[]') AS composers_tracks,
    t.labels,
    ${NAMED.map((list) => `COALESCE(named.${list}, '[]') AS ${list}`).join(',\n    ')},
    t.album_id, t.album_uuid, t.album_name, t.album_cover_path, t.detected_bpm, t.detected_key, t.loudness_lufs,
    t.bpm_confidence, t.key_confidence
  FROM listed t
  LEFT JOIN (SELECT main_track_id, count(*) AS count FROM tracks WHERE ${ofPage('main_track_id')}
    GROUP BY main_track_id) alternates ON alternates.main_track_id = t.id
  LEFT JOIN (SELECT track_id, json_object_agg(format, size ORDER BY format) AS sizes, bool_or(peaks_path IS NOT NULL) AS has_peaks
    FROM track_files WHERE ${ofPage('track_id')} GROUP BY track_id) files ON files.track_id = t.id
  LEFT JOIN (SELECT ct.track_id,
      json_agg(${person} ORDER BY c.last_name, c.id) FILTER (WHERE ct.role = 'composer') AS composers,
      json_agg(${person} ORDER BY c.last_name, c.id) FILTER (WHERE ct.role = 'lyricist') AS lyricists,
      json_agg(json_build_object('composer_id', ct.composer_id, 'pr_ownership_share', ct.pr_ownership_share)
        ORDER BY ct.composer_id, ct.role) AS shares
    FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id WHERE ${ofPage('ct.track_id')}
    GROUP BY ct.track_id) people ON people.track_id = t.id
  ${pageNamedLists(language)}
  ORDER BY t.position`;
}
