-- Search (speed): matching business types would compute
-- to_tsvector('simple', name || ' ' || coalesce(description, '')) for each of their rows (24 on the large
-- set) on every search, about 0.2 ms of database CPU per all-kinds search. The vector is stored with the
-- row (generated, so every writer keeps it); the search reads it. Matching uses neither positions nor weights.
ALTER TABLE "business_types" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "name" || ' ' || coalesce("description", ''))) STORED;
