-- Read model: game-themes. One row per (theme, game) with the listing columns, for the catalogue filtered by theme.
-- Stores: game_themes. Sources: games.
-- Proof that stored = live: apps/api/test/read-models.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.games_sync_themes()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM game_themes WHERE game_id IN (SELECT changed.id FROM changed);
  INSERT INTO game_themes (theme, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win, jurisdiction_ids)
    SELECT DISTINCT theme, c.id, c.is_active AND c.provider_active, c.provider_id, c.game_type_id, c.volatility, c.rtp_bp,
      c.release_date, c.max_win, c.jurisdiction_ids
    FROM changed c CROSS JOIN LATERAL unnest(c.themes) AS theme;
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS games_themes_inserted ON public.games;
CREATE TRIGGER games_themes_inserted AFTER INSERT ON public.games REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_themes();

DROP TRIGGER IF EXISTS games_themes_updated ON public.games;
CREATE TRIGGER games_themes_updated AFTER UPDATE ON public.games REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_themes();
