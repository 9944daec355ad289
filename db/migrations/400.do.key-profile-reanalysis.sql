-- The analysis changed: the key is read from a harmonic pitch class profile (spectral peaks, each counted for the notes
-- it may be a harmonic of) and a nearly even profile names no sure key; loudness covers the whole recording (to 30
-- minutes), not its first six, and a mono MP3 counts once. Every file analysed before is queued again; until its new
-- analysis is stored, a track keeps its old figures. The similarity vector is unchanged.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
