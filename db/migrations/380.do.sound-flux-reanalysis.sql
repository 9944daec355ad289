-- The analysis changed (tempo and rhythm from a spectral flux in seven bands, the rhythm of the low, middle and high
-- registers, the bands' energy; 112 numbers instead of 67): every file analysed before is queued again. Until its
-- new analysis is stored, a track keeps its old figures, and its old vector (another length) is left out of
-- similar-by-sound.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
