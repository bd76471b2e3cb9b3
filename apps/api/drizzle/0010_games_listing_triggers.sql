-- Games catalogue read model (speed): the public list filters on the provider's approval and on
-- certified jurisdictions. Joining companies and game_jurisdictions for every row would cost a hash of all
-- companies and a semi-join per page and per count; 0009 copies both facts onto games
-- (provider_active, jurisdiction_ids) and these triggers keep the copies exact in the same transaction
-- as the write that changes them, whoever writes (games, companies or catalogue code, seeders, SQL).

-- A game takes its provider's approval when inserted or moved; provider_active is never set by hand.
CREATE OR REPLACE FUNCTION "games_sync_provider_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.provider_active := coalesce((SELECT c.status = 'ACTIVE' FROM companies c WHERE c.id = NEW.provider_id), false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_provider_active" BEFORE INSERT OR UPDATE OF "provider_id", "provider_active" ON "games"
  FOR EACH ROW EXECUTE FUNCTION games_sync_provider_active();
--> statement-breakpoint
-- A company approved, suspended or rejected: its games follow (only when the answer changes).
CREATE OR REPLACE FUNCTION "companies_sync_games_provider_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games SET provider_active = (NEW.status = 'ACTIVE')
    WHERE provider_id = NEW.id AND provider_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_games_provider_active" AFTER UPDATE OF "status" ON "companies"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION companies_sync_games_provider_active();
--> statement-breakpoint
-- Jurisdictions: once per statement over the changed rows (a seeder links hundreds of thousands at once).
CREATE OR REPLACE FUNCTION "game_jurisdictions_sync_games"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games g SET jurisdiction_ids = coalesce(
      (SELECT array_agg(gj.jurisdiction_id ORDER BY gj.jurisdiction_id) FROM game_jurisdictions gj WHERE gj.game_id = g.id),
      '{}'::integer[])
    WHERE g.id IN (SELECT DISTINCT changed.game_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "game_jurisdictions_inserted" AFTER INSERT ON "game_jurisdictions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();
--> statement-breakpoint
CREATE TRIGGER "game_jurisdictions_deleted" AFTER DELETE ON "game_jurisdictions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();
--> statement-breakpoint
CREATE TRIGGER "game_jurisdictions_updated_from" AFTER UPDATE ON "game_jurisdictions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();
--> statement-breakpoint
CREATE TRIGGER "game_jurisdictions_updated_to" AFTER UPDATE ON "game_jurisdictions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION game_jurisdictions_sync_games();
--> statement-breakpoint
-- Existing rows, in one pass (the BEFORE trigger recomputes provider_active to the same value).
UPDATE games g SET
  provider_active = coalesce((SELECT c.status = 'ACTIVE' FROM companies c WHERE c.id = g.provider_id), false),
  jurisdiction_ids = coalesce(
    (SELECT array_agg(gj.jurisdiction_id ORDER BY gj.jurisdiction_id) FROM game_jurisdictions gj WHERE gj.game_id = g.id),
    '{}'::integer[]);
--> statement-breakpoint
-- Covering indexes of listed games (published, provider approved), one per sort order of GET /games,
-- each INCLUDing every filter column: the page's ids and the total are index-only scans that never touch
-- the 180 MB heap; only the 20 rows of a page are read from it. Type and volatility lead the first
-- because a buyer narrows by them first.
CREATE INDEX "games_listed_type_newest_idx" ON "games" USING btree ("game_type_id", "volatility", "release_date" DESC NULLS LAST, "id" DESC)
  INCLUDE ("provider_id", "rtp_bp", "themes", "jurisdiction_ids") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_newest_idx" ON "games" USING btree ("release_date" DESC NULLS LAST, "id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp", "themes", "jurisdiction_ids") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_rtp_idx" ON "games" USING btree ("rtp_bp" DESC NULLS LAST, "id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "themes", "jurisdiction_ids") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_max_win_idx" ON "games" USING btree ("max_win" DESC NULLS LAST, "id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp", "themes", "jurisdiction_ids") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_name_idx" ON "games" USING btree (lower("name"), "id") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
-- Themes, full-text matches and name prefixes of listed games (what public lists and search read):
-- partial, so smaller than the whole-table ones of 0007 that a provider's own (draft) list still uses.
CREATE INDEX "games_listed_themes_idx" ON "games" USING gin ("themes") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_search_vector_idx" ON "games" USING gin ("search_vector") WHERE "is_active" AND "provider_active";
--> statement-breakpoint
CREATE INDEX "games_listed_name_pattern_idx" ON "games" USING btree (lower("name") text_pattern_ops) WHERE "is_active" AND "provider_active";
