-- Briefs and the filter panel read the narrow copy too. A brief ("upbeat corporate, no vocals") or a word with a genre
-- matches thousands of tracks by the taxonomy arrays and the text vector, and every match was a row of track_search,
-- whose sort names and older per-language vectors make it three times as wide: at 100k tracks a brief read 3,900
-- pages of it for 7,800 matches, twice (its total, then its ranked page). track_text now carries the columns a
-- search reads when it has text and is ordered by relevance, release or tempo, or counts the panel's options: the
-- taxonomy arrays, label, tempo, length and vocals, with the same GIN indexes. Searches with other filters or orders
-- (names, composers, publishers; sorted by name or by a taxonomy) still read track_search.
ALTER TABLE track_text
  ADD COLUMN label_id integer,
  ADD COLUMN tempo_id integer,
  ADD COLUMN length integer,
  ADD COLUMN vocal boolean NOT NULL DEFAULT false,
  ADD COLUMN genre_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN mood_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN instrumentation_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN keyword_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN topic_ids integer[] NOT NULL DEFAULT '{}';

-- The vectors as migration 092 builds them; the copy now carries the new columns.
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
    genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids)
  SELECT track_id, album_id, position, release_date, bpm, doc, label_id, tempo_id, length, vocal, genre_ids, mood_ids,
    instrumentation_ids, keyword_ids, topic_ids FROM track_search
  ON CONFLICT (track_id) DO UPDATE SET (album_id, position, release_date, bpm, doc, label_id, tempo_id, length, vocal,
    genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids) =
    (SELECT excluded.album_id, excluded.position, excluded.release_date, excluded.bpm, excluded.doc, excluded.label_id,
      excluded.tempo_id, excluded.length, excluded.vocal, excluded.genre_ids, excluded.mood_ids,
      excluded.instrumentation_ids, excluded.keyword_ids, excluded.topic_ids)
  WHERE track_text IS DISTINCT FROM excluded;
$$;

SELECT refresh_track_docs();
CREATE INDEX track_text_genres_idx ON track_text USING gin (genre_ids);
CREATE INDEX track_text_moods_idx ON track_text USING gin (mood_ids);
CREATE INDEX track_text_instrumentations_idx ON track_text USING gin (instrumentation_ids);
CREATE INDEX track_text_keywords_idx ON track_text USING gin (keyword_ids);
CREATE INDEX track_text_topics_idx ON track_text USING gin (topic_ids);
SELECT merge_search_pending_lists();
ANALYZE track_text;
SELECT refresh_search_word_totals();
