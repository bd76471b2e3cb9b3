-- Read model: game-listing-columns. Columns of games copied from their sources, so the catalogue filters a game's own row.
-- Stores: games.provider_active, games.jurisdiction_ids. Sources: companies (status), game_jurisdictions.
-- Proof that stored = live: apps/api/test/read-models.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.games_sync_provider_active()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.provider_active := coalesce((SELECT c.status = 'ACTIVE' FROM companies c WHERE c.id = NEW.provider_id), false);
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.companies_sync_games_provider_active()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE games SET provider_active = (NEW.status = 'ACTIVE')
    WHERE provider_id = NEW.id AND provider_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.game_jurisdictions_sync_games()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE games g SET jurisdiction_ids = fresh.ids
    FROM (
      SELECT touched.game_id, coalesce(
          (SELECT array_agg(gj.jurisdiction_id ORDER BY gj.jurisdiction_id) FROM game_jurisdictions gj WHERE gj.game_id = touched.game_id),
          '{}'::integer[]) AS ids
      FROM (SELECT DISTINCT changed.game_id FROM changed) touched
    ) fresh
    WHERE g.id = fresh.game_id AND g.jurisdiction_ids IS DISTINCT FROM fresh.ids;
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS companies_games_provider_active ON public.companies;
CREATE TRIGGER companies_games_provider_active AFTER UPDATE OF status ON public.companies FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION companies_sync_games_provider_active();

DROP TRIGGER IF EXISTS game_jurisdictions_deleted ON public.game_jurisdictions;
CREATE TRIGGER game_jurisdictions_deleted AFTER DELETE ON public.game_jurisdictions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();

DROP TRIGGER IF EXISTS game_jurisdictions_inserted ON public.game_jurisdictions;
CREATE TRIGGER game_jurisdictions_inserted AFTER INSERT ON public.game_jurisdictions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();

DROP TRIGGER IF EXISTS game_jurisdictions_updated_from ON public.game_jurisdictions;
CREATE TRIGGER game_jurisdictions_updated_from AFTER UPDATE ON public.game_jurisdictions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();

DROP TRIGGER IF EXISTS game_jurisdictions_updated_to ON public.game_jurisdictions;
CREATE TRIGGER game_jurisdictions_updated_to AFTER UPDATE ON public.game_jurisdictions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();

DROP TRIGGER IF EXISTS games_provider_active ON public.games;
CREATE TRIGGER games_provider_active BEFORE INSERT OR UPDATE OF provider_id, provider_active ON public.games FOR EACH ROW EXECUTE FUNCTION games_sync_provider_active();
