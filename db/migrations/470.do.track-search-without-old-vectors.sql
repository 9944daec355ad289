-- track_search still carried the per-language vectors of migration 090 (track_en, track_pt, album_en, album_pt):
-- nothing has read them since migration 092 matched on doc, yet the refresh filled them, about a quarter of a row.
-- And that refresh wrote `SELECT *` into a table that has grown columns since (doc, length, vocal, topic_ids, all
-- filled by later steps), so every stored row differed from its fresh copy, whose later columns are defaults: each
-- refresh rewrote every row, and at 100k tracks left the table about half dead space. The refresh now names its
-- columns and rewrites a row only when one of them changed; the vectors and the emptied per-language tables of 091
-- are gone.
CREATE OR REPLACE FUNCTION refresh_track_search_rows() RETURNS void LANGUAGE sql AS $$
  WITH next AS MATERIALIZED (SELECT t.id AS track_id, t.album_id, t.position, a.release_date, a.label_id, t.tempo_id,
    t.bpm, coalesce(g.ids, '{}') AS genre_ids, coalesce(m.ids, '{}') AS mood_ids, coalesce(k.ids, '{}') AS keyword_ids,
    coalesce(i.ids, '{}') AS instrumentation_ids, coalesce(c.ids, '{}') AS composer_ids,
    coalesce(p.ids, '{}') AS publisher_ids, lower(unaccent(t.name)) AS name_norm, lower(unaccent(a.name)) AS album_norm,
    lower(t.name) AS sort_name, lower(a.name) AS sort_album, lower(l.name) AS sort_label,
    g.first_en AS sort_genre_en, g.first_pt AS sort_genre_pt, m.first_en AS sort_mood_en, m.first_pt AS sort_mood_pt,
    i.first_en AS sort_instrumentation_en, i.first_pt AS sort_instrumentation_pt, k.first_en AS sort_keyword_en,
    k.first_pt AS sort_keyword_pt, c.first_name AS sort_composer, p.first_name AS sort_publisher
  FROM tracks t
  JOIN albums a ON a.id = t.album_id
  LEFT JOIN labels l ON l.id = a.label_id
  LEFT JOIN (SELECT j.track_id, array_agg(x.id ORDER BY x.id) AS ids, min(lower(x.name_en)) AS first_en,
      min(lower(x.name_pt)) AS first_pt
    FROM tracks_genres j JOIN genres x ON x.id = j.genre_id GROUP BY j.track_id) g ON g.track_id = t.id
  LEFT JOIN (SELECT j.track_id, array_agg(x.id ORDER BY x.id) AS ids, min(lower(x.name_en)) AS first_en,
      min(lower(x.name_pt)) AS first_pt
    FROM tracks_moods j JOIN moods x ON x.id = j.mood_id GROUP BY j.track_id) m ON m.track_id = t.id
  LEFT JOIN (SELECT j.track_id, array_agg(x.id ORDER BY x.id) AS ids, min(lower(x.name_en)) AS first_en,
      min(lower(x.name_pt)) AS first_pt
    FROM tracks_keywords j JOIN keywords x ON x.id = j.keyword_id GROUP BY j.track_id) k ON k.track_id = t.id
  LEFT JOIN (SELECT j.track_id, array_agg(x.id ORDER BY x.id) AS ids, min(lower(x.name_en)) AS first_en,
      min(lower(x.name_pt)) AS first_pt
    FROM tracks_instrumentations j JOIN instrumentations x ON x.id = j.instrumentation_id
    GROUP BY j.track_id) i ON i.track_id = t.id
  -- Composers and lyricists alike, as the composer filter and sort always did.
  LEFT JOIN (SELECT j.track_id, array_agg(DISTINCT x.id ORDER BY x.id) AS ids,
      min(lower(x.last_name)) AS first_name
    FROM composers_tracks j JOIN composers x ON x.id = j.composer_id GROUP BY j.track_id) c ON c.track_id = t.id
  LEFT JOIN (SELECT j.track_id, array_agg(x.id ORDER BY x.id) AS ids, min(lower(x.name)) AS first_name
    FROM publishers_tracks j JOIN publishers x ON x.id = j.publisher_id GROUP BY j.track_id) p ON p.track_id = t.id
  WHERE t.main_track_id IS NULL),
  gone AS (DELETE FROM track_search s WHERE NOT EXISTS (SELECT 1 FROM next n WHERE n.track_id = s.track_id))
  INSERT INTO track_search (track_id, album_id, position, release_date, label_id, tempo_id, bpm, genre_ids, mood_ids,
    keyword_ids, instrumentation_ids, composer_ids, publisher_ids, name_norm, album_norm, sort_name, sort_album,
    sort_label, sort_genre_en, sort_genre_pt, sort_mood_en, sort_mood_pt, sort_instrumentation_en,
    sort_instrumentation_pt, sort_keyword_en, sort_keyword_pt, sort_composer, sort_publisher)
  SELECT * FROM next
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, label_id, tempo_id, bpm, genre_ids,
    mood_ids, keyword_ids, instrumentation_ids, composer_ids, publisher_ids, name_norm, album_norm, sort_name,
    sort_album, sort_label, sort_genre_en, sort_genre_pt, sort_mood_en, sort_mood_pt, sort_instrumentation_en,
    sort_instrumentation_pt, sort_keyword_en, sort_keyword_pt, sort_composer, sort_publisher) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.label_id, excluded.tempo_id,
      excluded.bpm, excluded.genre_ids, excluded.mood_ids, excluded.keyword_ids, excluded.instrumentation_ids,
      excluded.composer_ids, excluded.publisher_ids, excluded.name_norm, excluded.album_norm, excluded.sort_name,
      excluded.sort_album, excluded.sort_label, excluded.sort_genre_en, excluded.sort_genre_pt, excluded.sort_mood_en,
      excluded.sort_mood_pt, excluded.sort_instrumentation_en, excluded.sort_instrumentation_pt,
      excluded.sort_keyword_en, excluded.sort_keyword_pt, excluded.sort_composer, excluded.sort_publisher)
  WHERE (track_search.album_id, track_search.position, track_search.release_date, track_search.label_id,
      track_search.tempo_id, track_search.bpm, track_search.genre_ids, track_search.mood_ids, track_search.keyword_ids,
      track_search.instrumentation_ids, track_search.composer_ids, track_search.publisher_ids, track_search.name_norm,
      track_search.album_norm, track_search.sort_name, track_search.sort_album, track_search.sort_label,
      track_search.sort_genre_en, track_search.sort_genre_pt, track_search.sort_mood_en, track_search.sort_mood_pt,
      track_search.sort_instrumentation_en, track_search.sort_instrumentation_pt, track_search.sort_keyword_en,
      track_search.sort_keyword_pt, track_search.sort_composer, track_search.sort_publisher)
    IS DISTINCT FROM (excluded.album_id, excluded.position, excluded.release_date, excluded.label_id,
      excluded.tempo_id, excluded.bpm, excluded.genre_ids, excluded.mood_ids, excluded.keyword_ids,
      excluded.instrumentation_ids, excluded.composer_ids, excluded.publisher_ids, excluded.name_norm,
      excluded.album_norm, excluded.sort_name, excluded.sort_album, excluded.sort_label, excluded.sort_genre_en,
      excluded.sort_genre_pt, excluded.sort_mood_en, excluded.sort_mood_pt, excluded.sort_instrumentation_en,
      excluded.sort_instrumentation_pt, excluded.sort_keyword_en, excluded.sort_keyword_pt, excluded.sort_composer,
      excluded.sort_publisher);
  UPDATE catalogue_version SET version = version + 1;
$$;

ALTER TABLE track_search DROP COLUMN track_en, DROP COLUMN track_pt, DROP COLUMN album_en, DROP COLUMN album_pt;
DROP TABLE track_text_en, track_text_pt;
-- A dropped column's values stay in the rows until they are written again: one rewrite gives a catalogue migrated
-- here its narrower rows (and compact indexes) at once. The table is only derived data; on a new database it is empty.
CLUSTER track_search USING track_search_release_idx;
ANALYZE track_search;
