-- Search (speed): the exact-name and name-prefix candidates of games read the narrow search
-- documents (0021) too. On games their btree (lower(name), an expression) serves an index scan that
-- visits the games heap for each of up to 50 names (about 1 ms under load); here the name is a plain
-- column, so with the row id in the index the lookup is index-only once the table is vacuumed (the bulk
-- seed ends with VACUUM ANALYZE). text_pattern_ops serves both `=` and the prefix range `~>=~ / ~<~`.
CREATE INDEX IF NOT EXISTS "game_search_documents_name_idx" ON "game_search_documents" USING btree ("sort_name" text_pattern_ops) INCLUDE ("game_id");
