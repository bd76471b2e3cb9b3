-- Search (speed): the exact-name and name-prefix candidates of every kind are read index-only.
-- The search repository ranks them in a prepared statement whose generic plan PostgreSQL keeps only when
-- it costs no more than a plan made for the term; a prefix lookup that visits the heap for each of its
-- (up to 50) rows makes the generic plan look dearer than any custom one, and the statement is then
-- re-planned on every execution. With the row id in the index, neither plan visits the heap. These replace the
-- prefix indexes of 0010 and 0011 (same expressions and predicates, plus INCLUDE "id"); hand-written
-- because drizzle-kit cannot express INCLUDE and three of the tables belong to other modules.
CREATE INDEX IF NOT EXISTS "games_listed_name_prefix_idx" ON "games" USING btree (lower("name") text_pattern_ops) INCLUDE ("id") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "games_listed_name_pattern_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_search_name_prefix_id_idx" ON "companies" USING btree (lower("name") text_pattern_ops) INCLUDE ("id") WHERE "status" = 'ACTIVE';
--> statement-breakpoint
DROP INDEX IF EXISTS "companies_search_name_prefix_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_name_prefix_id_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops) INCLUDE ("id") WHERE "is_enabled";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_name_prefix_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "showcase_listings_search_title_prefix_id_idx" ON "showcase_listings" USING btree (lower("title") text_pattern_ops) INCLUDE ("id") WHERE "is_published";
--> statement-breakpoint
DROP INDEX IF EXISTS "showcase_listings_search_title_prefix_idx";
