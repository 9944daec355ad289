-- Search-ready copy of every main track: what the search filters, matches and sorts on, in one row, so a search is
-- index scans on one table instead of an EXISTS per facet over the join tables. Rebuilt by refresh_track_search()
-- after catalogue imports (the seed and the synthetic catalogue call it, next to refresh_search_terms()).
CREATE TABLE track_search (
  track_id integer PRIMARY KEY REFERENCES tracks (id) ON DELETE CASCADE,
  album_id integer NOT NULL,
  position integer NOT NULL,
  release_date date,
  label_id integer,
  tempo_id integer,
  bpm integer,
  -- Facet filters: a chip resolves to ids in its small table first, then `&&` on these (GIN).
  genre_ids integer[] NOT NULL,
  mood_ids integer[] NOT NULL,
  keyword_ids integer[] NOT NULL,
  instrumentation_ids integer[] NOT NULL,
  composer_ids integer[] NOT NULL,
  publisher_ids integer[] NOT NULL,
  -- Text: the track's own vectors (name A, description B, version C) and its album's, as in tracks/albums; a
  -- keyword match goes through keyword_ids. Kept apart so matching and ranking stay what they were.
  track_en tsvector NOT NULL,
  track_pt tsvector NOT NULL,
  album_en tsvector NOT NULL,
  album_pt tsvector NOT NULL,
  -- track_name / album_name filters (contains, accent-insensitive).
  name_norm text NOT NULL,
  album_norm text NOT NULL,
  -- Sort keys: names lower-cased; list fields by their alphabetically first name in each language.
  sort_name text NOT NULL,
  sort_album text NOT NULL,
  sort_label text,
  sort_genre_en text,
  sort_genre_pt text,
  sort_mood_en text,
  sort_mood_pt text,
  sort_instrumentation_en text,
  sort_instrumentation_pt text,
  sort_keyword_en text,
  sort_keyword_pt text,
  sort_composer text,
  sort_publisher text
);
-- Bumped by every change to the catalogue (statement triggers below) and by every refresh: API processes drop what
-- they cached about searches when it moves. Read at most once a second per process.
CREATE TABLE catalogue_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['tracks', 'albums', 'labels', 'tempos', 'genres', 'moods', 'instrumentations',
    'keywords', 'topics', 'composers', 'publishers', 'track_files', 'composers_tracks', 'publishers_tracks',
    'tracks_genres', 'tracks_moods', 'tracks_instrumentations', 'tracks_keywords', 'tracks_topics',
    'albums_genres', 'albums_moods', 'albums_topics']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', name || '_catalogue_version', name);
  END LOOP;
END;
$$;

-- Rows are compared with what is stored: unchanged tracks are not rewritten, so growing a large catalogue only
-- writes the new rows, and readers keep seeing the previous rows until the caller's transaction commits.
CREATE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  WITH next AS MATERIALIZED (SELECT t.id AS track_id, t.album_id, t.position, a.release_date, a.label_id, t.tempo_id, t.bpm,
    coalesce(g.ids, '{}'), coalesce(m.ids, '{}'), coalesce(k.ids, '{}'), coalesce(i.ids, '{}'),
    coalesce(c.ids, '{}'), coalesce(p.ids, '{}'),
    t.search_en, t.search_pt, a.search_en, a.search_pt,
    lower(unaccent(t.name)), lower(unaccent(a.name)),
    lower(t.name), lower(a.name), lower(l.name),
    g.first_en, g.first_pt, m.first_en, m.first_pt, i.first_en, i.first_pt, k.first_en, k.first_pt,
    c.first_name, p.first_name
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
  INSERT INTO track_search SELECT * FROM next
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, label_id, tempo_id, bpm, genre_ids,
    mood_ids, keyword_ids, instrumentation_ids, composer_ids, publisher_ids, track_en, track_pt, album_en, album_pt,
    name_norm, album_norm, sort_name, sort_album, sort_label, sort_genre_en, sort_genre_pt, sort_mood_en,
    sort_mood_pt, sort_instrumentation_en, sort_instrumentation_pt, sort_keyword_en, sort_keyword_pt, sort_composer,
    sort_publisher) = (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.label_id,
    excluded.tempo_id, excluded.bpm, excluded.genre_ids, excluded.mood_ids, excluded.keyword_ids,
    excluded.instrumentation_ids, excluded.composer_ids, excluded.publisher_ids, excluded.track_en,
    excluded.track_pt, excluded.album_en, excluded.album_pt, excluded.name_norm, excluded.album_norm,
    excluded.sort_name, excluded.sort_album, excluded.sort_label, excluded.sort_genre_en, excluded.sort_genre_pt,
    excluded.sort_mood_en, excluded.sort_mood_pt, excluded.sort_instrumentation_en,
    excluded.sort_instrumentation_pt, excluded.sort_keyword_en, excluded.sort_keyword_pt, excluded.sort_composer,
    excluded.sort_publisher)
  WHERE track_search IS DISTINCT FROM excluded;
  UPDATE catalogue_version SET version = version + 1;
$$;
-- Filled before its indexes are built: one sorted build each instead of a million index insertions.
SELECT refresh_track_search();

-- The default order (newest release first), walked in index order when no text is given.
CREATE INDEX track_search_release_idx ON track_search (release_date DESC NULLS LAST, album_id, position, track_id);
CREATE INDEX track_search_genres_idx ON track_search USING gin (genre_ids);
CREATE INDEX track_search_moods_idx ON track_search USING gin (mood_ids);
CREATE INDEX track_search_keywords_idx ON track_search USING gin (keyword_ids);
CREATE INDEX track_search_instrumentations_idx ON track_search USING gin (instrumentation_ids);
CREATE INDEX track_search_composers_idx ON track_search USING gin (composer_ids);
CREATE INDEX track_search_publishers_idx ON track_search USING gin (publisher_ids);
CREATE INDEX track_search_track_en_idx ON track_search USING gin (track_en);
CREATE INDEX track_search_track_pt_idx ON track_search USING gin (track_pt);
CREATE INDEX track_search_album_en_idx ON track_search USING gin (album_en);
CREATE INDEX track_search_album_pt_idx ON track_search USING gin (album_pt);
CREATE INDEX track_search_label_idx ON track_search (label_id);
CREATE INDEX track_search_tempo_idx ON track_search (tempo_id);

-- Typeahead: the shortest names starting with what was typed. Probing this index once per name length reads a
-- handful of entries, where the prefix range of search_terms_prefix_idx reads and sorts every name with the prefix.
-- Covering: the probes are index-only scans once the table is vacuumed.
CREATE INDEX search_terms_length_prefix_idx ON search_terms (kind, length(name), norm text_pattern_ops)
  INCLUDE (name, ref_id, language);
