-- The analysis changed: the tempo's octave (the metrical level, its double or its half) is chosen by the
-- autocorrelation at its beats over one stretch of the onset envelope, the same for all three, so grooves whose
-- bar repeats at half their beat (half-time drums, a tresillo) read at their beat rather than half of it. The
-- similarity vector's tempo numbers follow. Every file analysed before is queued again; until its new analysis is
-- stored, a track keeps its old figures.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
