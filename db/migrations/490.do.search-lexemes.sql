-- The last word of a search is matched as the start of a word ("acoust" finds "acoustic"): the customer may still be
-- typing it. A prefix in a tsquery costs twice. The GIN index reads every entry it starts (at 100k tracks,
-- 'acoust':* and 'calm':* took 6-10 ms per index scan, repeated for each branch of a brief's ORs) and cannot step past
-- tracks another term rules out. And each match is tested and ranked against it row by row, four times slower than a
-- whole lexeme (2.6 µs against 0.6 µs per vector). The vectors' own lexemes, kept here at each refresh, let the API
-- write that word as the few lexemes it starts ('acoust' | 'acoustic'), the same matches by an exact lookup.
CREATE TABLE search_lexemes (
  lexeme text COLLATE "C" PRIMARY KEY
);

CREATE FUNCTION refresh_search_lexemes() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_lexemes;
  INSERT INTO search_lexemes (lexeme) SELECT word FROM ts_stat('SELECT doc FROM track_text');
$$;

-- A vector changed outside a refresh may hold lexemes not listed: the list is dropped with the totals, and the last
-- word is matched as a prefix until the next refresh lists them again.
CREATE OR REPLACE FUNCTION forget_search_word_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_word_totals;
  DELETE FROM search_lexemes;
  RETURN NULL;
END;
$$;

-- The refresh of migration 390, listing the lexemes once the vectors are final.
CREATE OR REPLACE FUNCTION refresh_track_search() RETURNS void LANGUAGE sql AS $$
  SELECT refresh_track_search_rows();
  SELECT refresh_track_brief();
  SELECT refresh_track_docs();
  SELECT refresh_search_words();
  SELECT merge_search_pending_lists();
  ANALYZE track_text, search_words;
  SELECT refresh_search_word_totals();
  SELECT refresh_search_lexemes();
$$;

SELECT refresh_search_lexemes();
ANALYZE search_lexemes;
