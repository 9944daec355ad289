-- How sure the analysis is of a file's tempo and key (0 to 1): below the thresholds in the shared catalogue schema
-- a track shows "No steady pulse" or "Key unclear" and the BPM and key filters skip its detected figures. The
-- analysis changed with them (the metrical level read from the signal, not from a prior centred on 105 BPM; a tuning
-- estimate for the key; rhythm features that do not depend on the beat reading): every file is queued again. Until
-- its new analysis is stored, a track keeps its old figures with no confidence (shown as before).
ALTER TABLE audio_analyses ADD COLUMN bpm_confidence real, ADD COLUMN key_confidence real;
ALTER TABLE track_sounds ADD COLUMN bpm_confidence real, ADD COLUMN key_confidence real;

UPDATE audio_jobs
SET done_at = NULL, failed_at = NULL, attempts = 0, last_error = NULL, run_after = now()
WHERE kind = 'analyse';
