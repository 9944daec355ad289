-- store_sound_keys (migration 510) matched its tracks with `track_id = ANY (ids)`: inside the function the array is
-- a parameter, tested element by element against every row read. A refresh of a catalogue imported whole gives it
-- every track (store_added_sound_keys): at 1M tracks that was 10^12 comparisons, a refresh that never ended; the
-- analyses of a recording shared by many tracks paid the same at a smaller scale (8 rounds of 12,500 tracks took 28 s
-- at 100k). The tracks are now joined with the array's elements, each looked up once by its key.
CREATE OR REPLACE FUNCTION store_sound_keys(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE track_search s SET sound_key = k.key
  FROM (SELECT i.track_id, rsm_confident_key(ts.key, ts.key_confidence) AS key
    FROM (SELECT DISTINCT unnest(ids) AS track_id) i LEFT JOIN track_sounds ts ON ts.track_id = i.track_id) k
  WHERE k.track_id = s.track_id AND s.sound_key IS DISTINCT FROM k.key;
  UPDATE track_text s SET sound_key = x.sound_key
  FROM (SELECT DISTINCT unnest(ids) AS track_id) i JOIN track_search x ON x.track_id = i.track_id
  WHERE s.track_id = i.track_id AND s.sound_key IS DISTINCT FROM x.sound_key;
END;
$$;
