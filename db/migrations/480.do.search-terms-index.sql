-- A search with text and facets ("horizon", Pop, Happy) ANDed each condition's own GIN index scan into a bitmap:
-- every match of each term was read, however few tracks had them all. At 1M tracks the Calm mood alone is 198k
-- entries (48 ms to read) for a search that finds nothing. One GIN index over the vector and the taxonomy arrays
-- takes such conditions in one scan, which steps through the entries of all its terms together, skipping what the
-- rarest term rules out. A condition on a single column reads that column of the index as its own index would.
CREATE INDEX track_text_terms_idx ON track_text
  USING gin (doc, genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids);
DROP INDEX track_text_doc_idx, track_text_genres_idx, track_text_moods_idx, track_text_instrumentations_idx,
  track_text_keywords_idx, track_text_topics_idx;

-- track_search serves searches without text, and text with name, composer or publisher filters or other orders.
CREATE INDEX track_search_terms_idx ON track_search
  USING gin (doc, genre_ids, mood_ids, instrumentation_ids, keyword_ids, topic_ids, composer_ids, publisher_ids);
DROP INDEX track_search_doc_idx, track_search_genres_idx, track_search_moods_idx, track_search_instrumentations_idx,
  track_search_keywords_idx, track_search_topics_idx, track_search_composers_idx, track_search_publishers_idx;
ANALYZE track_text, track_search;
