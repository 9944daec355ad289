-- The key the analysis is sure of, on the search rows. The filter panel counted its key options by looking each match
-- up in track_sounds_confident_key_idx (migration 430): a word in many tracks with a genre ("summer" and Pop, 6,257
-- matches at 100k tracks) made 6,257 index probes, about 16 ms of the panel's 40, because the planner expects a
-- hundred-odd rows from the panel's materialized matches and never reads the index whole. Kept beside the other
-- facet columns, a key is counted from the matches already read, and `q[key][]` is a column condition rather than a
-- lookup per row.
--
-- Unlike the rest of these rows (the catalogue as the last refresh saw it), the key stays live: the analysis writes
-- track_sounds outside any refresh (a reanalysis, a confidence revised) and a filter by key has always found what it
-- says now. Statement triggers on track_sounds write the new key into both tables in the writer's transaction;
-- a refresh fills the rows it adds.
ALTER TABLE track_search ADD COLUMN sound_key text;
ALTER TABLE track_text ADD COLUMN sound_key text;

-- A key as the filter matches it: only one the analysis is sure of (SOUND_CONFIDENCE.key in @rsm/shared; an older
-- analysis has no confidence).
CREATE FUNCTION rsm_confident_key(key text, key_confidence real) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN key_confidence IS NULL OR key_confidence >= 0.3 THEN key END;
$$;

-- The keys of the given tracks, written where they differ.
CREATE FUNCTION store_sound_keys(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE track_search s SET sound_key = k.key
  FROM (SELECT x.track_id, rsm_confident_key(ts.key, ts.key_confidence) AS key
    FROM track_search x LEFT JOIN track_sounds ts ON ts.track_id = x.track_id WHERE x.track_id = ANY (ids)) k
  WHERE k.track_id = s.track_id AND s.sound_key IS DISTINCT FROM k.key;
  UPDATE track_text s SET sound_key = x.sound_key FROM track_search x
  WHERE x.track_id = s.track_id AND x.track_id = ANY (ids) AND s.sound_key IS DISTINCT FROM x.sound_key;
END;
$$;

-- The rows a refresh adds (in track_search, not yet copied into track_text) get their keys before the copy; the
-- others are kept by the triggers below. Storing every track's key again cost 5.8 s a refresh at 1M tracks.
CREATE FUNCTION store_added_sound_keys() RETURNS void LANGUAGE sql AS $$
  SELECT store_sound_keys(ARRAY(SELECT s.track_id FROM track_search s
    WHERE NOT EXISTS (SELECT 1 FROM track_text t WHERE t.track_id = s.track_id)));
$$;

CREATE FUNCTION store_written_sound_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT track_id FROM written_new'
    WHEN 'DELETE' THEN 'SELECT track_id FROM written_old'
    WHEN 'UPDATE' THEN 'SELECT track_id FROM written_new UNION SELECT track_id FROM written_old' END;
  touched integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE track_search SET sound_key = NULL WHERE sound_key IS NOT NULL;
    UPDATE track_text SET sound_key = NULL WHERE sound_key IS NOT NULL;
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT ARRAY(SELECT DISTINCT w.track_id FROM (%s) w)', written) INTO touched;
  PERFORM store_sound_keys(touched);
  RETURN NULL;
END;
$$;

CREATE TRIGGER track_sounds_keys_insert AFTER INSERT ON track_sounds REFERENCING NEW TABLE AS written_new
  FOR EACH STATEMENT EXECUTE FUNCTION store_written_sound_keys();
CREATE TRIGGER track_sounds_keys_update AFTER UPDATE ON track_sounds
  REFERENCING NEW TABLE AS written_new OLD TABLE AS written_old
  FOR EACH STATEMENT EXECUTE FUNCTION store_written_sound_keys();
CREATE TRIGGER track_sounds_keys_delete AFTER DELETE ON track_sounds REFERENCING OLD TABLE AS written_old
  FOR EACH STATEMENT EXECUTE FUNCTION store_written_sound_keys();
CREATE TRIGGER track_sounds_keys_truncate AFTER TRUNCATE ON track_sounds
  FOR EACH STATEMENT EXECUTE FUNCTION store_written_sound_keys();

-- A key written into track_text changes no word's total nor its lexemes: only rows added or removed, or a vector
-- written, make them unknown (migration 340's trigger fired on any update).
DROP TRIGGER track_text_forget_totals ON track_text;
CREATE TRIGGER track_text_forget_totals AFTER INSERT OR DELETE OR TRUNCATE ON track_text
  FOR EACH STATEMENT EXECUTE FUNCTION forget_search_word_totals();
CREATE TRIGGER track_text_forget_totals_doc AFTER UPDATE OF doc ON track_text
  FOR EACH STATEMENT EXECUTE FUNCTION forget_search_word_totals();

-- The copy of migration 460, carrying the key into the rows it adds, which it writes in the order of their genres,
-- moods, instruments and keywords: tracks alike side by side. A brief or a word with a facet matches thousands of
-- tracks by those terms and reads each match's row; at 100k tracks "upbeat corporate, no vocals" (7,809 matches) read
-- 2,537 pages of track_text in the order of track ids, 4,003 in release order, 1,321 in this one (15.5 ms warm against
-- 18 and 25).
CREATE OR REPLACE FUNCTION refresh_track_docs() RETURNS void LANGUAGE sql AS $$
  WITH terms AS MATERIALIZED (SELECT s.track_id,
      setweight(rsm_both_vectors(t.name), 'A') ||
      setweight(rsm_both_vectors(concat_ws(' ',
        (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM genres x WHERE x.id = ANY (s.genre_ids)),
        (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM moods x WHERE x.id = ANY (s.mood_ids)),
        (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM instrumentations x
          WHERE x.id = ANY (s.instrumentation_ids)),
        (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM keywords x WHERE x.id = ANY (s.keyword_ids)),
        (SELECT x.name_en || ' ' || x.name_pt FROM tempos x WHERE x.id = s.tempo_id),
        (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ' ORDER BY x.id) FROM topics x
          WHERE x.id IN (SELECT topic_id FROM tracks_topics WHERE track_id = s.track_id
            UNION SELECT topic_id FROM albums_topics WHERE album_id = s.album_id)))), 'B') ||
      setweight(rsm_both_vectors(concat_ws(' ', a.name,
        (SELECT string_agg(x.first_name || ' ' || x.last_name, ' ' ORDER BY x.id) FROM composers x
          WHERE x.id = ANY (s.composer_ids)))), 'C') ||
      setweight(rsm_both_vectors(concat_ws(' ', t.description, t.version)), 'D') AS doc
    FROM track_search s JOIN tracks t ON t.id = s.track_id JOIN albums a ON a.id = s.album_id)
  UPDATE track_search s SET doc = terms.doc FROM terms
  WHERE terms.track_id = s.track_id AND s.doc IS DISTINCT FROM terms.doc;

  INSERT INTO track_text (track_id, album_id, position, release_date, bpm, doc, label_id, tempo_id, length, vocal,
    genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids, sound_key)
  SELECT track_id, album_id, position, release_date, bpm, doc, label_id, tempo_id, length, vocal, genre_ids, mood_ids,
    instrumentation_ids, keyword_ids, topic_ids, sound_key FROM track_search
  ORDER BY genre_ids, mood_ids, instrumentation_ids, keyword_ids, track_id
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, bpm, doc, label_id, tempo_id, length, vocal,
    genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids, sound_key) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.bpm, excluded.doc, excluded.label_id,
      excluded.tempo_id, excluded.length, excluded.vocal, excluded.genre_ids, excluded.mood_ids,
      excluded.instrumentation_ids, excluded.keyword_ids, excluded.topic_ids, excluded.sound_key)
  WHERE track_text IS DISTINCT FROM excluded;
$$;

-- The refresh of migration 500, the keys of the rows it adds written before they are copied.
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_brief();
  SELECT store_added_sound_keys();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
  SELECT refresh_search_lexemes();
  SELECT fill_track_cards();
$$;

-- A catalogue migrated here has every row written once more: both tables rewritten, track_search in release order as
-- migration 470 did, track_text in the order the refresh now writes, so the search reads no dead versions (nor their
-- index entries) until a vacuum.
SELECT store_sound_keys(ARRAY(SELECT track_id FROM track_search));
CLUSTER track_search USING track_search_release_idx;
CREATE INDEX track_text_alike_idx ON track_text (genre_ids, mood_ids, instrumentation_ids, keyword_ids, track_id);
CLUSTER track_text USING track_text_alike_idx;
DROP INDEX track_text_alike_idx;
-- Nothing reads the index of confident keys now: the rows carry them.
DROP INDEX track_sounds_confident_key_idx;
ANALYZE track_search, track_text;
