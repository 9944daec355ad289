-- Text searches without facet or name filters (the broad one-word search above all) read every match to rank it. On
-- track_search (~740 bytes a row, both languages' vectors, every sort key) that is most of the table's pages: ~5,700
-- of 9,400 at 100k tracks, more than PGlite's 32 MB of shared buffers hold, so every such search read them all back.
-- track_text_en / track_text_pt hold what those searches need in one language (~230 bytes a row): the same column
-- names as track_search, so the same SQL runs on either.
CREATE TABLE track_text_en (
  track_id integer PRIMARY KEY REFERENCES track_search (track_id) ON DELETE CASCADE,
  album_id integer NOT NULL,
  position integer NOT NULL,
  release_date date,
  keyword_ids integer[] NOT NULL,
  track_en tsvector NOT NULL,
  album_en tsvector NOT NULL
);
CREATE TABLE track_text_pt (
  track_id integer PRIMARY KEY REFERENCES track_search (track_id) ON DELETE CASCADE,
  album_id integer NOT NULL,
  position integer NOT NULL,
  release_date date,
  keyword_ids integer[] NOT NULL,
  track_pt tsvector NOT NULL,
  album_pt tsvector NOT NULL
);

-- The refresh of 090 keeps filling track_search; the text tables follow it, rewriting only rows that changed.
ALTER FUNCTION refresh_track_search() RENAME TO refresh_track_search_rows;

CREATE FUNCTION refresh_track_text() RETURNS void LANGUAGE sql AS $$
  INSERT INTO track_text_en
  SELECT track_id, album_id, position, release_date, keyword_ids, track_en, album_en FROM track_search
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, keyword_ids, track_en, album_en) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.keyword_ids, excluded.track_en,
      excluded.album_en)
  WHERE track_text_en IS DISTINCT FROM excluded;
  INSERT INTO track_text_pt
  SELECT track_id, album_id, position, release_date, keyword_ids, track_pt, album_pt FROM track_search
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, keyword_ids, track_pt, album_pt) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.keyword_ids, excluded.track_pt,
      excluded.album_pt)
  WHERE track_text_pt IS DISTINCT FROM excluded;
$$;

-- A GIN index takes new rows into a pending list that every search scans in full until VACUUM merges it. A refresh
-- writes whole catalogues at once, so the list held every row: at 100k tracks one facet probe took ~25 ms instead of
-- ~1, and PGlite, which runs no autovacuum, never merged it. Bulk writes then one merge is ~7x faster than writing
-- each row into the GIN trees (fastupdate off), so the refresh ends with the merge, in the caller's transaction.
CREATE FUNCTION merge_search_pending_lists() RETURNS void LANGUAGE sql AS $$
  SELECT gin_clean_pending_list(i.indexrelid)
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
  WHERE i.indrelid IN ('track_search'::regclass, 'track_text_en'::regclass, 'track_text_pt'::regclass)
    AND a.amname = 'gin';
$$;

CREATE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_text();
  SELECT merge_search_pending_lists();
$$;

-- Filled before their indexes are built (one sorted build each).
SELECT refresh_track_text();
CREATE INDEX track_text_en_track_idx ON track_text_en USING gin (track_en);
CREATE INDEX track_text_en_album_idx ON track_text_en USING gin (album_en);
CREATE INDEX track_text_en_keywords_idx ON track_text_en USING gin (keyword_ids);
CREATE INDEX track_text_en_release_idx ON track_text_en (release_date DESC NULLS LAST, album_id, position, track_id);
CREATE INDEX track_text_pt_track_idx ON track_text_pt USING gin (track_pt);
CREATE INDEX track_text_pt_album_idx ON track_text_pt USING gin (album_pt);
CREATE INDEX track_text_pt_keywords_idx ON track_text_pt USING gin (keyword_ids);
CREATE INDEX track_text_pt_release_idx ON track_text_pt (release_date DESC NULLS LAST, album_id, position, track_id);
-- Catalogues refreshed before this migration still carry their pending lists.
SELECT merge_search_pending_lists();
