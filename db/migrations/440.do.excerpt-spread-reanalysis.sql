-- The analysis changed: the similarity vector's spreads (of the MFCCs, their change, the spectral summary and each
-- band's energy) are measured over 30-second windows and the median taken, so a track's spread is what an excerpt
-- of it shows and an uploaded excerpt finds its own track. Vectors stored before compare unlike the new ones: every
-- file analysed before is queued again; until its new analysis is stored, a track keeps its old figures.
UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
