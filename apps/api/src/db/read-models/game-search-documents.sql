-- Read model: game-search-documents. The stripped search vector and sort name of every listed game, so a game search is index-only.
-- Stores: game_search_documents. Sources: games.
-- Proof that stored = live: apps/api/test/read-models.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.games_sync_search_document()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
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
$function$;

DROP TRIGGER IF EXISTS games_search_document ON public.games;
CREATE TRIGGER games_search_document AFTER INSERT OR UPDATE OF name, description, is_active, provider_active ON public.games FOR EACH ROW EXECUTE FUNCTION games_sync_search_document();
