-- The analysis changed (tempo's low band, a chroma without harmonics' fifths, Temperley's key profiles, 67 numbers
-- with the timbre's movement instead of 54): every file analysed before is queued again. Until its new analysis is
-- stored, a track keeps its old figures, and its old vector (another length) is left out of similar-by-sound.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
