-- How many tracks each brief word finds when it is searched alone, counted once per refresh. A word the vocabulary
-- reads by meaning ("sunny": Happy or Uplifting, or the word itself) can mean a third of the catalogue: at 1M tracks
-- its page is the newest matches (cheap), but its total visited every match (392,935 rows, 260 ms for "sunny";
-- "gentle" 209,158 and 110 ms), as a word's total did before migration 340 counted them at the refresh.
--
-- The vocabulary lives with the API (its data files); the API writes it here when it starts (one row per phrase and
-- term it means, by the term's English name, as its data files name them). The refresh resolves the names to ids
-- as the API does (every row of that name), and counts each phrase as a search matches it: any of its terms, or its
-- own words as a phrase in either language; and each set of terms alone (a misspelt phrase is read as its terms).
CREATE TABLE search_vocabulary (
  -- The phrase's own words, folded (case, accents) and separated by one space.
  words text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('genres', 'moods', 'instruments', 'keywords', 'topics', 'tempos')),
  name text NOT NULL,
  PRIMARY KEY (words, kind, name)
);

-- Keyed by the words and the ids by kind, as the API writes them (search-meaning-totals.ts): `sunny|moods:1,8`; the
-- terms alone as `|moods:1,8`.
CREATE TABLE search_meaning_totals (
  meaning text PRIMARY KEY,
  total integer NOT NULL
);

CREATE FUNCTION refresh_search_meaning_totals() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m record;
  matches text;
  counted integer;
BEGIN
  DELETE FROM search_meaning_totals;
  FOR m IN
    WITH named AS (
      SELECT 'genres' AS kind, id, name_en FROM genres
      UNION ALL SELECT 'moods', id, name_en FROM moods
      UNION ALL SELECT 'instruments', id, name_en FROM instrumentations
      UNION ALL SELECT 'keywords', id, name_en FROM keywords
      UNION ALL SELECT 'topics', id, name_en FROM topics
      UNION ALL SELECT 'tempos', id, name_en FROM tempos),
    meant AS (
      SELECT v.words, v.kind, array_agg(DISTINCT n.id ORDER BY n.id) AS ids
      FROM search_vocabulary v JOIN named n ON n.kind = v.kind AND n.name_en = v.name
      GROUP BY v.words, v.kind),
    phrases AS (
      SELECT words, string_agg(kind || ':' || array_to_string(ids, ','), ';' ORDER BY kind) AS terms,
        jsonb_object_agg(kind, ids) AS ids
      FROM meant GROUP BY words)
    SELECT words, terms, ids FROM phrases
    UNION SELECT '', terms, ids FROM phrases
  LOOP
    -- The arrays first, then the phrase (search-meanings-sql.ts `anyOf`); ids are integers from the tables above.
    SELECT string_agg(CASE k.kind
        WHEN 'tempos' THEN format('s.tempo_id = ANY(%L::int[])', k.ids)
        ELSE format('s.%s && %L::int[]', CASE k.kind WHEN 'genres' THEN 'genre_ids' WHEN 'moods' THEN 'mood_ids'
          WHEN 'instruments' THEN 'instrumentation_ids' WHEN 'keywords' THEN 'keyword_ids' ELSE 'topic_ids' END, k.ids)
        END, ' OR ')
    INTO matches
    FROM (SELECT e.key AS kind, ARRAY(SELECT jsonb_array_elements_text(e.value)::int) AS ids
      FROM jsonb_each(m.ids) e) k;
    IF m.words <> '' THEN
      matches := matches || ' OR s.doc @@ (CASE WHEN to_tsquery(''rsm_english'', $1) = to_tsquery(''rsm_portuguese'', $1)'
        || ' THEN to_tsquery(''rsm_english'', $1) ELSE to_tsquery(''rsm_english'', $1) || to_tsquery(''rsm_portuguese'', $1) END)';
    END IF;
    EXECUTE format('SELECT count(*) FROM track_text s WHERE %s', matches)
      INTO counted USING replace(m.words, ' ', ' <-> ');
    INSERT INTO search_meaning_totals (meaning, total) VALUES (m.words || '|' || m.terms, counted)
    ON CONFLICT (meaning) DO UPDATE SET total = excluded.total;
  END LOOP;
END;
$$;

-- Forgotten with the words' totals, whenever track_text changes outside a refresh.
CREATE OR REPLACE FUNCTION forget_search_word_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_totals;
  DELETE FROM search_lexemes;
  DELETE FROM search_meaning_totals;
  RETURN NULL;
END;
$$;

-- The refresh of migration 510, counting the brief words' totals after the words'.
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_brief();
  SELECT store_added_sound_keys();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
  SELECT refresh_search_meaning_totals();
  SELECT refresh_search_lexemes();
  SELECT fill_track_cards();
$$;
