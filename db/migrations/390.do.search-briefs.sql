-- What a brief filters on besides taxonomy: whether a track has vocals (it has lyricists), its length in
-- seconds, and its topics (its own and its album's, as the text vector holds them), so "instrumental", "60-180 s"
-- and "for a documentary" are index-friendly conditions on the same row as the other facets.
ALTER TABLE track_search ADD COLUMN length integer;
ALTER TABLE track_search ADD COLUMN vocal boolean NOT NULL DEFAULT false;
ALTER TABLE track_search ADD COLUMN topic_ids integer[] NOT NULL DEFAULT '{}';

-- Only rows whose values changed are written (a grown catalogue rewrites its new rows).
CREATE FUNCTION refresh_track_brief() RETURNS void LANGUAGE sql AS $$
  UPDATE track_search s SET length = n.length, vocal = n.vocal, topic_ids = n.topic_ids
  FROM (SELECT t.id, t.length,
      EXISTS (SELECT 1 FROM composers_tracks ct WHERE ct.track_id = t.id AND ct.role = 'lyricist') AS vocal,
      ARRAY(SELECT topic_id FROM tracks_topics WHERE track_id = t.id
        UNION SELECT topic_id FROM albums_topics WHERE album_id = t.album_id ORDER BY 1) AS topic_ids
    FROM tracks t WHERE t.main_track_id IS NULL) n
  WHERE n.id = s.track_id
    AND (s.length, s.vocal, s.topic_ids) IS DISTINCT FROM (n.length, n.vocal, n.topic_ids);
$$;

-- The refresh of migration 340, with the brief's columns filled before the pending lists are merged.
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_brief();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
$$;

SELECT refresh_track_brief();
CREATE INDEX track_search_topics_idx ON track_search USING gin (topic_ids);
CREATE INDEX track_search_length_idx ON track_search (length);
SELECT merge_search_pending_lists();
ANALYZE track_search;
