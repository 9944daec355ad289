-- Typeahead's track names once per name. A large catalogue repeats names (1M tracks hold a few thousand): the
-- suggestions read every row of each name starting with what was typed to keep one, 25,000 rows for "ho" at 1M
-- tracks (~300 ms). The suggestions already answered each name with its first track (DISTINCT ON name, lowest id),
-- so keeping only that row changes no answer. The function of migration 092 otherwise unchanged.
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
    -- Tracks by their names' starts only, once per name (the first track of that name): the panel lists a name
    -- once and took the first track's, so the other rows of a name only made every prefix read them.
    UNION ALL SELECT 'track', NULL, (array_agg(name ORDER BY id))[1], norm, min(id), 0
      FROM (SELECT name, lower(unaccent(name)) AS norm, id FROM tracks WHERE main_track_id IS NULL) named
      GROUP BY norm;
$$;

SELECT refresh_search_terms();
ANALYZE search_terms;
