-- Text search that finds what people type: one vector per track holding everything a customer may type about it
-- (its name, its taxonomy terms and keywords in both languages, its album, composers, description, version), each
-- text stemmed by both languages' configurations. A query word then matches when either language's stem of it is
-- there, whatever the request language: "guitarra" and "guitar", "triste" and "sad", "orquestra" and "orquestral".
-- Weights: name A; genres, moods, instruments, tempo, keywords, topics B; album and composers C; description and
-- version D (ts_rank's default weights put a taxonomy match well above a word in a description).
-- Hyphenated words are findable written together too ("lofi" for "Lo-Fi").
CREATE FUNCTION rsm_joined_compounds(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(ARRAY(SELECT replace(m[1], '-', '')
    FROM regexp_matches(coalesce($1, ''), '([[:alnum:]]+(-[[:alnum:]]+)+)', 'g') m), ' ');
$$;
CREATE FUNCTION rsm_both_vectors(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('rsm_english', x) || to_tsvector('rsm_portuguese', x)
  FROM (SELECT concat_ws(' ', $1, nullif(rsm_joined_compounds($1), '')) AS x) t;
$$;

ALTER TABLE track_search ADD COLUMN doc tsvector NOT NULL DEFAULT '';

-- The narrow copy text-only searches read (ranked or newest first), as track_text_en/pt were for one language.
CREATE TABLE track_text (
  track_id integer PRIMARY KEY REFERENCES track_search (track_id) ON DELETE CASCADE,
  album_id integer NOT NULL,
  position integer NOT NULL,
  release_date date,
  bpm integer,
  doc tsvector NOT NULL
);

CREATE FUNCTION refresh_track_docs() RETURNS void LANGUAGE sql AS $$
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

  INSERT INTO track_text SELECT track_id, album_id, position, release_date, bpm, doc FROM track_search
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, bpm, doc) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.bpm, excluded.doc)
  WHERE track_text IS DISTINCT FROM excluded;
$$;

-- The catalogue's words, lower-cased and accent-free, with their stem in each language: a typed word that is none of
-- them (nor a stem of one, nor the start of one) is a misspelling, corrected to the nearest word by trigram
-- candidates and an edit distance (computed by the API). Thousands of rows, however many tracks.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  stem_en text NOT NULL,
  stem_pt text NOT NULL,
  -- How many names and texts use it: the commoner of two equally near corrections wins.
  uses integer NOT NULL
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
CREATE INDEX search_words_stem_en_idx ON search_words (stem_en);
CREATE INDEX search_words_stem_pt_idx ON search_words (stem_pt);

CREATE FUNCTION refresh_search_words() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, stem_en, stem_pt, uses)
  SELECT word,
    array_to_string(tsvector_to_array(to_tsvector('rsm_english', word)), ' '),
    array_to_string(tsvector_to_array(to_tsvector('rsm_portuguese', word)), ' '),
    sum(uses)
  FROM (SELECT regexp_split_to_table(lower(unaccent(text || ' ' || rsm_joined_compounds(text))), '[^[:alnum:]]+')
      AS word, uses
    FROM (SELECT name AS text, count(*) AS uses FROM tracks WHERE main_track_id IS NULL GROUP BY name
      UNION ALL SELECT description, count(*) FROM tracks WHERE main_track_id IS NULL GROUP BY description
      UNION ALL SELECT version, count(*) FROM tracks WHERE main_track_id IS NULL GROUP BY version
      UNION ALL SELECT name, 1 FROM albums
      UNION ALL SELECT first_name || ' ' || last_name, 1 FROM composers
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM genres
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM moods
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM instrumentations
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM keywords
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM topics
      UNION ALL SELECT name_en || ' ' || name_pt, 1 FROM tempos) texts
    WHERE text IS NOT NULL) words
  WHERE word <> ''
  GROUP BY word;
$$;

-- Typeahead matches the start of any word of a name: one row per word start (`norm` from that word on, `word_start`
-- 0 for the name's own start), and taxonomy terms in both languages join keywords. Exact and whole-word matches sort
-- first in text_pattern_ops order ("piano" < "piano rock" < "pianola"), so a prefix range read in index order
-- yields them first.
ALTER TABLE search_terms DROP CONSTRAINT search_terms_kind_check;
ALTER TABLE search_terms ADD CONSTRAINT search_terms_kind_check CHECK (kind IN ('keyword', 'composer', 'album',
  'track', 'genre', 'mood', 'instrumentation', 'tempo', 'topic'));
ALTER TABLE search_terms ADD COLUMN word_start integer NOT NULL DEFAULT 0;
DROP INDEX search_terms_length_prefix_idx;
DROP INDEX search_terms_prefix_idx;

CREATE FUNCTION rsm_word_starts(text) RETURNS TABLE (norm text, word_start integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(n, p), p - 1 FROM (SELECT lower(unaccent($1)) AS n) x,
    LATERAL (SELECT 1 AS p UNION
      SELECT m.p FROM generate_series(2, length(x.n)) m(p)
      WHERE substr(x.n, m.p - 1, 1) !~ '[[:alnum:]]' AND substr(x.n, m.p, 1) ~ '[[:alnum:]]') starts;
$$;

CREATE OR REPLACE FUNCTION refresh_search_terms() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_terms;
  INSERT INTO search_terms (kind, language, name, norm, ref_id, word_start)
    SELECT n.kind, n.language, n.name, w.norm, n.ref_id, w.word_start
    FROM (SELECT 'keyword' AS kind, 'en' AS language, name_en AS name, id AS ref_id FROM keywords
      UNION ALL SELECT 'keyword', 'pt', name_pt, id FROM keywords
      UNION ALL SELECT 'genre', 'en', name_en, id FROM genres
      UNION ALL SELECT 'genre', 'pt', name_pt, id FROM genres
      UNION ALL SELECT 'mood', 'en', name_en, id FROM moods
      UNION ALL SELECT 'mood', 'pt', name_pt, id FROM moods
      UNION ALL SELECT 'instrumentation', 'en', name_en, id FROM instrumentations
      UNION ALL SELECT 'instrumentation', 'pt', name_pt, id FROM instrumentations
      UNION ALL SELECT 'tempo', 'en', name_en, id FROM tempos
      UNION ALL SELECT 'tempo', 'pt', name_pt, id FROM tempos
      UNION ALL SELECT 'topic', 'en', name_en, id FROM topics
      UNION ALL SELECT 'topic', 'pt', name_pt, id FROM topics
      UNION ALL SELECT 'composer', NULL, first_name || ' ' || last_name, id FROM composers
      UNION ALL SELECT 'album', NULL, name, id FROM albums) n,
      LATERAL rsm_word_starts(n.name) w
    -- Tracks by their names' starts only: the tracks group of the panel is found by full text (the way the search
    -- page finds them), so 3 rows a name for 100k tracks would buy nothing.
    UNION ALL SELECT 'track', NULL, name, lower(unaccent(name)), id, 0 FROM tracks WHERE main_track_id IS NULL;
$$;
CREATE INDEX search_terms_prefix_idx ON search_terms (kind, norm text_pattern_ops) INCLUDE (name, ref_id, language,
  word_start);

CREATE OR REPLACE FUNCTION merge_search_pending_lists() RETURNS void LANGUAGE sql AS $$
  SELECT gin_clean_pending_list(i.indexrelid)
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
  WHERE i.indrelid IN ('track_search'::regclass, 'track_text'::regclass, 'search_words'::regclass) AND a.amname = 'gin';
$$;

-- The per-language narrow tables and vectors gave way to track_text and doc. The tables stay, emptied (maintenance
-- that names them keeps working); the vectors stay as columns, filled by the refresh of 090.
DROP INDEX track_search_track_en_idx, track_search_track_pt_idx, track_search_album_en_idx,
  track_search_album_pt_idx;
TRUNCATE track_text_en, track_text_pt;
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  -- Fresh statistics for the planner (PGlite runs no autovacuum): whether a word is rare decides between walking
  -- the release index and reading the matches.
  ANALYZE track_text, search_words;
$$;
DROP FUNCTION refresh_track_text();

SELECT refresh_search_terms();
SELECT refresh_track_docs();
SELECT refresh_search_words();
CREATE INDEX track_search_doc_idx ON track_search USING gin (doc);
CREATE INDEX track_text_doc_idx ON track_text USING gin (doc);
CREATE INDEX track_text_release_idx ON track_text (release_date DESC NULLS LAST, album_id, position, track_id);
CREATE INDEX track_text_bpm_idx ON track_text (bpm);
CREATE INDEX track_search_bpm_idx ON track_search (bpm);
-- Sorting by name walks this index (a page of "A" to "Z" without sorting every match).
CREATE INDEX track_search_sort_name_idx ON track_search (sort_name NULLS FIRST, release_date DESC NULLS LAST, album_id, position,
  track_id);
ANALYZE track_search;
ANALYZE track_text;
ANALYZE search_words;
ANALYZE search_terms;
