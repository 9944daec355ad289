-- The tempo a composer gives with a submission (prefilled from the analysis of the upload, editable).
ALTER TABLE briefing_submissions ADD COLUMN bpm smallint CHECK (bpm BETWEEN 20 AND 300);
