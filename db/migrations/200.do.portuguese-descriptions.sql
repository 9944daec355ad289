-- Track and album descriptions in Portuguese; the English one stays in `description` (and is the fallback).
ALTER TABLE tracks ADD COLUMN description_pt text;
ALTER TABLE albums ADD COLUMN description_pt text;
