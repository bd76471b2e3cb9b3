-- The theme filter's read model (table in 0014): rows follow their game in the statement that writes it.
-- Statement triggers over the transition table, so a seeder's 2,000-row insert costs two statements, not
-- 2,000 trigger calls; a deleted game's rows go by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "games_sync_themes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_themes WHERE game_id IN (SELECT changed.id FROM changed);
  INSERT INTO game_themes (theme, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win, jurisdiction_ids)
    SELECT DISTINCT theme, c.id, c.is_active AND c.provider_active, c.provider_id, c.game_type_id, c.volatility, c.rtp_bp,
      c.release_date, c.max_win, c.jurisdiction_ids
    FROM changed c CROSS JOIN LATERAL unnest(c.themes) AS theme;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_themes_inserted" AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_themes();
--> statement-breakpoint
CREATE TRIGGER "games_themes_updated" AFTER UPDATE ON "games"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_themes();
--> statement-breakpoint
INSERT INTO game_themes (theme, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win, jurisdiction_ids)
  SELECT DISTINCT theme, g.id, g.is_active AND g.provider_active, g.provider_id, g.game_type_id, g.volatility, g.rtp_bp,
    g.release_date, g.max_win, g.jurisdiction_ids
  FROM games g CROSS JOIN LATERAL unnest(g.themes) AS theme;
--> statement-breakpoint
-- A theme leads; then each sort order of GET /games (name order stays with games' own index), with the
-- other filter columns INCLUDEd: a theme's page ids and its count are index-only scans.
CREATE INDEX "game_themes_listed_newest_idx" ON "game_themes" USING btree ("theme", "release_date" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp", "jurisdiction_ids") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_themes_listed_rtp_idx" ON "game_themes" USING btree ("theme", "rtp_bp" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "jurisdiction_ids") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_themes_listed_max_win_idx" ON "game_themes" USING btree ("theme", "max_win" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp", "jurisdiction_ids") WHERE "is_listed";
