-- Search: full-text and trigram indexes over other modules' tables, written by hand because
-- their schemas belong to those modules. The search repository uses exactly these expressions.
CREATE INDEX IF NOT EXISTS "companies_search_vector_idx" ON "companies" USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_vector_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, "first_name" || ' ' || "last_name" || ' ' || "username"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);
--> statement-breakpoint
-- Typo tolerance at scale: a dictionary of the words in searchable names. A typed word is corrected
-- against this small table (trigram similarity, GIN) and the corrections join the full-text query, so
-- the big tables are only ever searched through their full-text indexes. Triggers keep it filled;
-- words of deleted rows stay (they only widen a query with a word that matches nothing).
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    INSERT INTO search_words (word)
      SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(to_jsonb(NEW) ->> col, '')))) AS w
      WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alnum:]]+$'
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_words" AFTER INSERT OR UPDATE OF "name" ON "companies" FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');
--> statement-breakpoint
CREATE TRIGGER "users_search_words" AFTER INSERT OR UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW EXECUTE FUNCTION search_words_collect('first_name', 'last_name');
--> statement-breakpoint
CREATE TRIGGER "games_search_words" AFTER INSERT OR UPDATE OF "name" ON "games" FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');
--> statement-breakpoint
CREATE TRIGGER "showcase_listings_search_words" AFTER INSERT OR UPDATE OF "title" ON "showcase_listings" FOR EACH ROW EXECUTE FUNCTION search_words_collect('title');
--> statement-breakpoint
CREATE TRIGGER "business_types_search_words" AFTER INSERT OR UPDATE OF "name" ON "business_types" FOR EACH ROW EXECUTE FUNCTION search_words_collect('name');
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT w FROM (
    SELECT name AS source FROM companies UNION ALL SELECT first_name || ' ' || last_name FROM users
    UNION ALL SELECT name FROM games UNION ALL SELECT title FROM showcase_listings UNION ALL SELECT name FROM business_types
  ) names, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, source))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alnum:]]+$'
ON CONFLICT DO NOTHING;
