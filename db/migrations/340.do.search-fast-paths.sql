-- The album listing's orders (GET /v1_rsm/albums, sort by release date, name or creation, either direction), each
-- as an index in exactly the ORDER BY's form, NULLS placement included: a page's ids are then the index's entries
-- from the offset on (an index-only scan, ~1 ms for page 400 of 48 at 8,000 albums), never a sort of every album.
-- Read backwards, each serves the opposite direction too.
CREATE INDEX albums_listing_release_idx ON albums (release_date DESC NULLS LAST, id DESC);
CREATE INDEX albums_listing_name_idx ON albums (name DESC NULLS LAST, id DESC);
CREATE INDEX albums_listing_created_idx ON albums (created_at DESC NULLS LAST, id DESC);

-- How many tracks a common word finds, counted once per refresh. A word in most of the catalogue ("cue" is in nearly
-- every description) lists its matches newest first by walking the release index, which stops after a page; its
-- total was the cost (a bitmap over every track: 55 ms at 100k). Keyed by the tsquery a one-word search matches
-- (the word as a prefix, either language's stem), so the search finds it with the very expression it matches with.
-- Only words used by at least a tenth of the tracks are kept: a rarer word's matches are few and counted quickly.
-- `*` (never a tsquery's text, which quotes its lexemes) holds every track's count: a listing without filters, sorted
-- by name, walks its index for the page but counted every track for its total (40 ms at 100k).
CREATE TABLE search_word_totals (
  query text PRIMARY KEY,
  total integer NOT NULL
);

-- Anything that changes track_text outside a refresh (a track deleted cascades into it) makes the totals unknown:
-- they are dropped, and searches count again until the next refresh counts them anew.
CREATE FUNCTION forget_search_word_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_totals;
  RETURN NULL;
END;
$$;
CREATE TRIGGER track_text_forget_totals AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON track_text
  FOR EACH STATEMENT EXECUTE FUNCTION forget_search_word_totals();

CREATE FUNCTION rsm_prefix_query(text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('rsm_english', $1 || ':*') || to_tsquery('rsm_portuguese', $1 || ':*');
$$;

CREATE FUNCTION refresh_search_word_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_word_totals;
  INSERT INTO search_word_totals (query, total)
  SELECT q.query::text, (SELECT count(*) FROM track_text s WHERE s.doc @@ q.query)
  FROM (SELECT DISTINCT rsm_prefix_query(w.word) AS query FROM search_words w
    WHERE w.uses >= greatest(20, (SELECT count(*) FROM track_text) / 10) AND w.word ~ '^[[:alnum:]]+$') q
  WHERE q.query::text <> ''
  UNION ALL SELECT '*', count(*) FROM track_text;
$$;

-- The refresh of migration 092, then the totals (they count track_text as the refresh left it).
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
$$;

SELECT refresh_search_word_totals();
