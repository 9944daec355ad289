-- Room in each page of track_text for a row's next version. The refresh writes tracks alike side by side (migration
-- 510), but a catalogue is imported and refreshed first and its recordings analysed after, one at a time: each
-- analysis writes the track's key into its row, and a full page (five to eight rows of 1 to 1.5 kB) has no room for
-- the new version, so the row moved to another page, away from the tracks alike. Every reanalysis moved more of them.
--
-- With a fifth of each page left free (a version of the longest rows), a key written later stays in its page (a
-- heap-only update: no index is touched, and the old version is reclaimed at the next visit to the page). Measured at
-- 100k tracks, analyses landing one per page at a time: 99,978 of 100,000 updates in place, and "upbeat corporate, no
-- vocals" (7,809 matches) reads the pages it read straight after the refresh (1,532 with 15 % free); at full pages 15 %
-- of the rows moved in the first round of analyses (1,650 pages against 1,291), and a whole recording's tracks
-- analysed in one statement moved most (2,820). The table is a quarter larger. It is rewritten once here, in the order
-- the refresh writes, so that every row has the room.
ALTER TABLE track_text SET (fillfactor = 80);
CREATE INDEX track_text_alike_idx ON track_text (genre_ids, mood_ids, instrumentation_ids, keyword_ids, track_id);
CLUSTER track_text USING track_text_alike_idx;
DROP INDEX track_text_alike_idx;
ANALYZE track_text;
