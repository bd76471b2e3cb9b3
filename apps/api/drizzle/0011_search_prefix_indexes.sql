-- Search (speed): "prefix while typing" candidates come from btree range scans over the
-- lower-cased names of findable rows (text_pattern_ops serves LIKE 'term%' under any collation), so
-- the best-ranked results (exact name, then names starting with the term) no longer depend on which
-- full-text matches a capped scan happens to meet. Hand-written, like 0008, because three of these
-- tables belong to other modules; the search repository uses exactly these expressions and predicates.
CREATE INDEX IF NOT EXISTS "companies_search_name_prefix_idx" ON "companies" USING btree (lower("name") text_pattern_ops) WHERE "status" = 'ACTIVE';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_name_prefix_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops) WHERE "is_enabled";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "showcase_listings_search_title_prefix_idx" ON "showcase_listings" USING btree (lower("title") text_pattern_ops) WHERE "is_published";
