-- A track's card: the Track DTO's columns in one language, as one JSON row. A page of search results names 20 tracks
-- spread over the catalogue; building their DTOs from the nine tables they join read about 250 pages the server did
-- not hold (3 files, 5 taxonomy links, composers, publishers, sounds a track), 20-25 ms at 100k tracks, half of a
-- brief's time. Their cards are about 40 pages: 2 ms.
--
-- A card exists only while it is current: every write to a table a card reads renews the cards it touches, in the
-- writer's transaction (statement triggers below); a track without a card yet (written since the last refresh) is
-- built from its tables by the same function on reading. refresh_track_search() makes the missing cards.
CREATE TABLE track_cards (
  track_id integer NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'pt')),
  card json NOT NULL,
  PRIMARY KEY (track_id, language)
);

-- The cards of `ids` in `lang`. Each related table is read once for all of them and grouped by
-- track (per-track subqueries cost ten index scans a track); the tracks with their album, label and tempo first, then
-- the lists joined to them: two small join problems plan in a fraction of the time of one of nine relations.
CREATE FUNCTION track_cards_of(ids integer[], lang text) RETURNS TABLE (for_track integer, card json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH listed AS MATERIALIZED (SELECT t.id, t.external_id, t.external_main_id, t.main_track_id,
      t.name, t.version, t.stem,
      CASE WHEN lang = 'pt' THEN COALESCE(t.description_pt, t.description) ELSE t.description END AS description,
      t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit, t.directory_with_number,
      CASE WHEN lang = 'pt' THEN tp.name_pt ELSE tp.name_en END AS tempo,
      CASE WHEN l.id IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('id', l.id, 'name', l.name)) END
        AS labels,
      a.id AS album_id, a.uuid AS album_uuid, a.name AS album_name, a.cover_path AS album_cover_path,
      round(ts.bpm::numeric, 1)::float8 AS detected_bpm, ts.key AS detected_key,
      round(ts.loudness_lufs::numeric, 1)::float8 AS loudness_lufs,
      round(ts.bpm_confidence::numeric, 2)::float8 AS bpm_confidence,
      round(ts.key_confidence::numeric, 2)::float8 AS key_confidence
    FROM unnest(ids) AS listed (id)
    JOIN tracks t ON t.id = listed.id
    LEFT JOIN track_sounds ts ON ts.track_id = t.id
    JOIN albums a ON a.id = t.album_id
    LEFT JOIN labels l ON l.id = a.label_id
    LEFT JOIN tempos tp ON tp.id = t.tempo_id),
  named AS (SELECT n.track_id,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 0) AS publishers,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 1) AS genres,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 2)
        AS instrumentations,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 3) AS moods,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 4) AS keywords,
      json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name) FILTER (WHERE kind = 5) AS topics
    FROM (SELECT 0 AS kind, j.track_id, x.id, x.name FROM publishers_tracks j
        JOIN publishers x ON x.id = j.publisher_id WHERE j.track_id = ANY(ids)
      UNION ALL SELECT 1, j.track_id, x.id, CASE WHEN lang = 'pt' THEN x.name_pt ELSE x.name_en END
        FROM tracks_genres j JOIN genres x ON x.id = j.genre_id WHERE j.track_id = ANY(ids)
      UNION ALL SELECT 2, j.track_id, x.id, CASE WHEN lang = 'pt' THEN x.name_pt ELSE x.name_en END
        FROM tracks_instrumentations j JOIN instrumentations x ON x.id = j.instrumentation_id
        WHERE j.track_id = ANY(ids)
      UNION ALL SELECT 3, j.track_id, x.id, CASE WHEN lang = 'pt' THEN x.name_pt ELSE x.name_en END
        FROM tracks_moods j JOIN moods x ON x.id = j.mood_id WHERE j.track_id = ANY(ids)
      UNION ALL SELECT 4, j.track_id, x.id, CASE WHEN lang = 'pt' THEN x.name_pt ELSE x.name_en END
        FROM tracks_keywords j JOIN keywords x ON x.id = j.keyword_id WHERE j.track_id = ANY(ids)
      UNION ALL SELECT 5, j.track_id, x.id, CASE WHEN lang = 'pt' THEN x.name_pt ELSE x.name_en END
        FROM tracks_topics j JOIN topics x ON x.id = j.topic_id WHERE j.track_id = ANY(ids)) n
    GROUP BY n.track_id)
  SELECT d.id, row_to_json(d) FROM (SELECT t.id, t.external_id, t.external_main_id, t.main_track_id, t.name,
      t.version, t.stem, t.description, t.length, t.bpm, t.isrc, t.prs, t.filename, t.mixout, t.explicit,
      t.directory_with_number, t.tempo,
      COALESCE(alternates.count, 0) AS alternative_tracks_count,
      COALESCE(files.sizes, '{}') AS file_sizes,
      COALESCE(files.has_peaks, false) AS has_peaks,
      COALESCE(people.composers, '[]') AS composers,
      COALESCE(people.lyricists, '[]') AS lyricists,
      COALESCE(people.shares, '[]') AS composers_tracks,
      t.labels,
      COALESCE(named.publishers, '[]') AS publishers,
      COALESCE(named.genres, '[]') AS genres,
      COALESCE(named.instrumentations, '[]') AS instrumentations,
      COALESCE(named.moods, '[]') AS moods,
      COALESCE(named.keywords, '[]') AS keywords,
      COALESCE(named.topics, '[]') AS topics,
      t.album_id, t.album_uuid, t.album_name, t.album_cover_path, t.detected_bpm, t.detected_key, t.loudness_lufs,
      t.bpm_confidence, t.key_confidence
    FROM listed t
    LEFT JOIN (SELECT alt.main_track_id, count(*) AS count FROM tracks alt WHERE alt.main_track_id = ANY(ids)
      GROUP BY alt.main_track_id) alternates ON alternates.main_track_id = t.id
    LEFT JOIN (SELECT f.track_id, json_object_agg(f.format, f.size ORDER BY f.format) AS sizes,
        bool_or(f.peaks_path IS NOT NULL) AS has_peaks
      FROM track_files f WHERE f.track_id = ANY(ids) GROUP BY f.track_id) files ON files.track_id = t.id
    LEFT JOIN (SELECT ct.track_id,
        json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'first_name', c.first_name,
          'last_name', c.last_name, 'ipi', c.ipi) ORDER BY c.last_name, c.id) FILTER (WHERE ct.role = 'composer')
          AS composers,
        json_agg(json_build_object('id', c.id, 'uuid', c.uuid, 'first_name', c.first_name,
          'last_name', c.last_name, 'ipi', c.ipi) ORDER BY c.last_name, c.id) FILTER (WHERE ct.role = 'lyricist')
          AS lyricists,
        json_agg(json_build_object('composer_id', ct.composer_id, 'pr_ownership_share', ct.pr_ownership_share)
          ORDER BY ct.composer_id, ct.role) AS shares
      FROM composers_tracks ct JOIN composers c ON c.id = ct.composer_id WHERE ct.track_id = ANY(ids)
      GROUP BY ct.track_id) people ON people.track_id = t.id
    LEFT JOIN named ON named.track_id = t.id) d;
END;
$$;

-- Cards are written one writer at a time: a writer renewing cards waits for any other to commit, then reads the
-- tables afresh, so a card never misses a change another transaction made meanwhile (one lock per schema: the API
-- tests keep a catalogue in each of theirs).
CREATE FUNCTION lock_track_cards() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(5002, hashtext(current_schema()));
$$;

-- The cards of `ids`, built and stored in both languages (a card already stored is rewritten only if it changed),
-- by a writer holding the lock. PL/pgSQL: a session plans each statement once, where an SQL function plans its
-- statements at every call (a track's write cost 35 ms instead of 10).
CREATE FUNCTION store_track_cards(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO track_cards (track_id, language, card)
    SELECT c.for_track, l.language, c.card FROM unnest(ARRAY['en', 'pt']) AS l (language),
      LATERAL track_cards_of(ids, l.language) c
    ON CONFLICT (track_id, language) DO UPDATE SET card = excluded.card
    WHERE track_cards.card::text IS DISTINCT FROM excluded.card::text;
  END IF;
END;
$$;

-- The cards of `ids` that exist, rebuilt from their tables (after a write to them). NULL: every card.
CREATE FUNCTION renew_track_cards(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_track_cards();
  IF ids IS NULL THEN
    PERFORM store_track_cards(ARRAY(SELECT DISTINCT c.track_id FROM track_cards c ORDER BY 1));
  ELSE
    PERFORM store_track_cards(ARRAY(SELECT DISTINCT c.track_id FROM track_cards c WHERE c.track_id = ANY(ids)
      ORDER BY 1));
  END IF;
END;
$$;

-- Cards for every track without one in either language (a refresh, after bulk writes), 10,000 tracks at a time: a
-- whole catalogue at once held every card in one function result (3 GB at a million tracks, spilled to disk).
CREATE FUNCTION fill_track_cards() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing integer[];
BEGIN
  PERFORM lock_track_cards();
  missing := ARRAY(SELECT t.id FROM tracks t
    WHERE (SELECT count(*) FROM track_cards c WHERE c.track_id = t.id) < 2 ORDER BY t.id);
  FOR start IN 1 .. cardinality(missing) BY 10000 LOOP
    PERFORM store_track_cards(missing[start:start + 9999]);
  END LOOP;
END;
$$;

-- The statement triggers: which tracks a write touched, from its transition tables (written_new, written_old; an
-- insert has only the first, a delete only the second). TG_ARGV[0] names how: 'track_id' (a table of one track's
-- rows), 'tracks' (a track and the main track it is an alternate of, whose count of alternates moves), 'albums' (the
-- tracks of the album), 'names' (a taxonomy, a label, a person: every card, a rare write).
CREATE FUNCTION renew_written_track_cards() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT * FROM written_new'
    WHEN 'DELETE' THEN 'SELECT * FROM written_old'
    ELSE 'SELECT * FROM written_new UNION ALL SELECT * FROM written_old' END;
  touched integer[];
BEGIN
  IF TG_ARGV[0] = 'names' THEN
    PERFORM renew_track_cards(NULL);
    RETURN NULL;
  END IF;
  EXECUTE format(CASE TG_ARGV[0]
    WHEN 'track_id' THEN 'SELECT ARRAY(SELECT DISTINCT w.track_id FROM (%s) w)'
    WHEN 'tracks' THEN 'SELECT ARRAY(SELECT DISTINCT unnest(ARRAY[w.id, w.main_track_id]) FROM (%s) w)'
    ELSE 'SELECT ARRAY(SELECT t.id FROM tracks t WHERE t.album_id IN (SELECT w.id FROM (%s) w))' END, written)
    INTO touched;
  PERFORM renew_track_cards(touched);
  RETURN NULL;
END;
$$;

CREATE FUNCTION forget_track_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_track_cards();
  DELETE FROM track_cards;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  name text;
  kind text;
BEGIN
  FOR name, kind IN VALUES ('tracks', 'tracks'), ('albums', 'albums'), ('track_sounds', 'track_id'),
    ('track_files', 'track_id'), ('composers_tracks', 'track_id'), ('publishers_tracks', 'track_id'),
    ('tracks_genres', 'track_id'), ('tracks_moods', 'track_id'), ('tracks_instrumentations', 'track_id'),
    ('tracks_keywords', 'track_id'), ('tracks_topics', 'track_id')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS written_new
      FOR EACH STATEMENT EXECUTE FUNCTION renew_written_track_cards(%L)', name || '_cards_insert', name, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS written_new OLD TABLE AS written_old
      FOR EACH STATEMENT EXECUTE FUNCTION renew_written_track_cards(%L)', name || '_cards_update', name, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS written_old
      FOR EACH STATEMENT EXECUTE FUNCTION renew_written_track_cards(%L)', name || '_cards_delete', name, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION forget_track_cards()',
      name || '_cards_truncate', name);
  END LOOP;
  FOREACH name IN ARRAY ARRAY['labels', 'tempos', 'genres', 'moods', 'instrumentations', 'keywords', 'topics',
    'composers', 'publishers']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OR DELETE ON %I FOR EACH STATEMENT
      EXECUTE FUNCTION renew_written_track_cards(''names'')', name || '_cards', name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION forget_track_cards()',
      name || '_cards_truncate', name);
  END LOOP;
END;
$$;

-- The refresh of migration 490, then the cards of the tracks written since.
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_brief();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
  SELECT refresh_search_lexemes();
  SELECT fill_track_cards();
$$;

SELECT fill_track_cards();
ANALYZE track_cards;
