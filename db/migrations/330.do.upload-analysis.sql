-- Composer uploads are analysed like the catalogue's files (tempo, key, loudness prefill the submission form):
-- audio uploads sent before this release join the queue of migration 201 once.
INSERT INTO audio_jobs (kind, path)
SELECT 'analyse', u.path FROM uploads u
WHERE u.kind = 'audio' AND NOT EXISTS (SELECT 1 FROM audio_analyses a WHERE a.path = u.path)
ON CONFLICT (kind, path) DO NOTHING;
