-- Search (speed): the companies' name-prefix candidates (the first 50 active names starting with
-- the term, in byte order). Through companies_search_name_prefix_id_idx they are a bitmap scan that visits
-- the heap for every company starting with the term and sorts them ('aurora': 245 rows, 172 heap pages,
-- 0.44 ms): an index-only scan needs every column the lookup reads, and it reads lower("name"), which
-- PostgreSQL 15 takes from "name" itself, not from the index expression. With "name" in the index the
-- lookup is an ordered index-only scan that stops after 50 entries (0.02 ms). Same expression and
-- predicate as 0018's index, which it replaces; hand-written because drizzle-kit cannot express INCLUDE.
CREATE INDEX IF NOT EXISTS "companies_search_name_prefix_named_idx" ON "companies" USING btree (lower("name") text_pattern_ops) INCLUDE ("id", "name") WHERE "status" = 'ACTIVE';
--> statement-breakpoint
DROP INDEX IF EXISTS "companies_search_name_prefix_id_idx";
