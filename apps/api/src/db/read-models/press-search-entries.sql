-- Read model: press-search-entries. One narrow row per release the public may list, for the public list's search.
-- Stores: press_search_entries. Sources: press_releases.
-- Proof that stored = live: apps/api/test/read-models.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.press_releases_sync_search_entry()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.status = 'PUBLISHED' AND NEW.is_public AND NEW.company_active THEN
    INSERT INTO press_search_entries (release_id, company_id, category, tags, embargo_until, published_at, search_vector)
      VALUES (NEW.id, NEW.company_id, NEW.category, NEW.tags, NEW.embargo_until, NEW.published_at, NEW.search_vector)
      ON CONFLICT (release_id) DO UPDATE SET company_id = EXCLUDED.company_id, category = EXCLUDED.category, tags = EXCLUDED.tags,
        embargo_until = EXCLUDED.embargo_until, published_at = EXCLUDED.published_at, search_vector = EXCLUDED.search_vector;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM press_search_entries WHERE release_id = NEW.id;
  END IF;
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS press_releases_search_entry ON public.press_releases;
CREATE TRIGGER press_releases_search_entry AFTER INSERT OR UPDATE OF status, is_public, company_active, company_id, category, tags, embargo_until, published_at, title, summary, keywords, content_text ON public.press_releases FOR EACH ROW EXECUTE FUNCTION press_releases_sync_search_entry();
