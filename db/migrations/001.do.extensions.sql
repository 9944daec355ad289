-- Both ship with PGlite and Debian's Postgres 15 contrib; search and typeahead build on them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
