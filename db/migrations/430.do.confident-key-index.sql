-- The keys the analysis is sure of (SOUND_CONFIDENCE.key in @rsm/shared, 0.3: the predicate must read as the
-- search writes it for the planner to use the index), one narrow entry a track. The filter panel counts its key
-- options over a search's matches from here instead of reading track_sounds, whose rows carry every track's
-- features (56 MB at 100k tracks).
CREATE INDEX track_sounds_confident_key_idx ON track_sounds (track_id) INCLUDE (key)
  WHERE key IS NOT NULL AND (key_confidence IS NULL OR key_confidence >= 0.3);
