-- Search (speed): a narrow copy of what search matches games by. The capped full-text scan of
-- games (a sequential scan that stops after 100 matches of a frequent word, or a bitmap heap scan of a
-- rare one) would read the games heap, ~930 bytes a row (every listing column, arrays, the search vector with
-- positions): 190 MB that do not stay in the shared buffers. This table holds, for listed games only
-- (published, provider approved), the id, the lower-cased name that ranking reads and the stripped
-- search vector (no positions or weights: matching does not use them): ~300 bytes a row, so the same
-- scans read about a third of the pages. Hand-written (a trigger-kept read model, like search_words).
CREATE TABLE IF NOT EXISTS "game_search_documents" (
  "game_id" integer PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  "sort_name" text NOT NULL,
  "document" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_search_documents_document_idx" ON "game_search_documents" USING gin ("document");
--> statement-breakpoint
-- Kept in the same transaction as the write, whoever writes: a game listed gets (or updates) its row, a
-- game unpublished or whose provider is suspended loses it (provider_active is itself trigger-kept, 0010,
-- so a company's approval reaches this table through games). AFTER: the generated search_vector is set.
CREATE OR REPLACE FUNCTION "games_sync_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active AND NEW.provider_active THEN
    INSERT INTO game_search_documents (game_id, sort_name, document)
      VALUES (NEW.id, lower(NEW.name), strip(NEW.search_vector))
      ON CONFLICT (game_id) DO UPDATE SET sort_name = EXCLUDED.sort_name, document = EXCLUDED.document
        WHERE (game_search_documents.sort_name, game_search_documents.document) IS DISTINCT FROM (EXCLUDED.sort_name, EXCLUDED.document);
  ELSE
    DELETE FROM game_search_documents WHERE game_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "games_search_document" ON "games";
--> statement-breakpoint
CREATE TRIGGER "games_search_document" AFTER INSERT OR UPDATE OF "name", "description", "is_active", "provider_active" ON "games"
  FOR EACH ROW EXECUTE FUNCTION games_sync_search_document();
--> statement-breakpoint
INSERT INTO "game_search_documents" ("game_id", "sort_name", "document")
  SELECT "id", lower("name"), strip("search_vector") FROM "games" WHERE "is_active" AND "provider_active"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics now: matching is planned per term from the words' frequencies (sequential scan for a
-- frequent word, GIN for a rare one).
ANALYZE "game_search_documents";
