-- The analysis changed: the tempo's metrical level is chosen among the first reading's 3:2 and 4:3 relatives by how
-- well each fits the bars (the autocorrelation at one to eight of its beats), so syncopated electronic tracks read at
-- their beat rather than 2/3 or 4/3 of it. The similarity vector's tempo numbers follow. Every file analysed before is
-- queued again; until its new analysis is stored, a track keeps its old figures.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
