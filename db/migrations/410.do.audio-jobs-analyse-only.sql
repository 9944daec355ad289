-- The audio queue analyses files; it no longer synthesises anything. Render jobs still queued are dropped (the tracks
-- they would have moved keep playing the files they play now) and the queue takes analyses only.
DELETE FROM audio_jobs WHERE kind <> 'analyse';
ALTER TABLE audio_jobs DROP CONSTRAINT audio_jobs_kind_check;
ALTER TABLE audio_jobs ADD CONSTRAINT audio_jobs_kind_check CHECK (kind = 'analyse');
ALTER TABLE audio_jobs DROP COLUMN spec;
