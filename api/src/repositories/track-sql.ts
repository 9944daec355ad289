import type { Language } from '../plugins/language';
import { nameColumn, taxaJson } from './language-sql';

const people = (role: 'composer' | 'lyricist') => `COALESCE((SELECT json_agg(json_build_object(
    'id', c.id, 'uuid', c.uuid, 'first_name', c.first_name, 'last_name', c.last_name, 'ipi', c.ipi) ORDER BY c.last_name, c.id)
  FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id
  WHERE ct.track_id = t.id AND ct.role = '${role}'), '[]')`;

/** Every column a Track DTO needs, lists as JSON, in one statement per page of tracks. */
export function selectTracks(language: Language): string {
  return `SELECT t.id, t.external_id, t.external_main_id, t.main_track_id, t.name, t.version, t.stem, t.description,
    t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit, t.directory_with_number,
    tp.${nameColumn(language)} AS tempo,
    (SELECT count(*) FROM tracks alt WHERE alt.main_track_id = t.id) AS alternative_tracks_count,
    COALESCE((SELECT json_object_agg(f.format, f.size) FROM track_files f WHERE f.track_id = t.id), '{}') AS file_sizes,
    EXISTS (SELECT 1 FROM track_files f WHERE f.track_id = t.id AND f.peaks_path IS NOT NULL) AS has_peaks,
    ${people('composer')} AS composers,
    ${people('lyricist')} AS lyricists,
    COALESCE((SELECT json_agg(json_build_object('composer_id', ct.composer_id, 'pr_ownership_share', ct.pr_ownership_share)
      ORDER BY ct.composer_id) FROM composers_tracks ct WHERE ct.track_id = t.id), '[]') AS composers_tracks,
    CASE WHEN l.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('id', l.id, 'name', l.name)) END AS labels,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name)
      FROM publishers_tracks pt JOIN publishers p ON p.id = pt.publisher_id WHERE pt.track_id = t.id), '[]') AS publishers,
    ${taxaJson('genres', 'track', 't', language)} AS genres,
    ${taxaJson('instrumentations', 'track', 't', language)} AS instrumentations,
    ${taxaJson('moods', 'track', 't', language)} AS moods,
    ${taxaJson('keywords', 'track', 't', language)} AS keywords,
    ${taxaJson('topics', 'track', 't', language)} AS topics,
    a.id AS album_id, a.uuid AS album_uuid, a.name AS album_name, a.cover_path AS album_cover_path
  FROM tracks t
  JOIN albums a ON a.id = t.album_id
  LEFT JOIN labels l ON l.id = a.label_id
  LEFT JOIN tempos tp ON tp.id = t.tempo_id`;
}
