-- The analysis changed: the tempo's metrical step also weighs the other strong peaks of the first reading, so held
-- orchestral pieces are read at the beat that repeats over their bars. Every file analysed before is queued again;
-- until its new analysis is stored, a track keeps its old figures.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
