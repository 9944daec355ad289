-- The search bar counts what Enter would find at every pause in typing, and what is typed is mostly the start of a
-- word ("di", "pia"): a beginning thousands of tracks share, counted up to the bar's cap of 1,000 by reading track
-- after track ("di" at 100k tracks: 11,767 rows read, 25-30 ms; the suggestions' slowest statement). The refresh
-- now counts the beginnings of words too, not only whole words: every text of two letters or more that starts a
-- catalogue word, kept when the words it starts are used at least once per hundred tracks. Whole words are
-- beginnings of themselves. The keys are still the tsquery the search matches with, so a one-word search or a typed
-- beginning finds its total the same way; one not kept is counted when it is searched, as before. At 100k tracks
-- that is about a thousand totals, counted in 5-7 s of the refresh.
CREATE OR REPLACE FUNCTION refresh_search_word_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_word_totals;
  INSERT INTO search_word_totals (query, total)
  SELECT q.query::text, (SELECT count(*) FROM track_text s WHERE s.doc @@ q.query)
  FROM (SELECT DISTINCT rsm_prefix_query(p.start) AS query
    FROM (SELECT left(w.word, l) AS start FROM search_words w, generate_series(2, length(w.word)) l
      WHERE w.word ~ '^[[:alnum:]]+$'
      GROUP BY 1 HAVING sum(w.uses) >= greatest(20, (SELECT count(*) FROM track_text) / 100)) p) q
  WHERE q.query::text <> ''
  UNION ALL SELECT '*', count(*) FROM track_text;
$$;

SELECT refresh_search_word_totals();
