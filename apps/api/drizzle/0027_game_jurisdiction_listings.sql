CREATE TABLE "game_jurisdiction_listings" (
	"jurisdiction_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"provider_id" integer NOT NULL,
	"game_type_id" integer,
	"volatility" text,
	"rtp_bp" integer,
	"release_date" date,
	"max_win" integer,
	CONSTRAINT "game_jurisdiction_listings_pkey" PRIMARY KEY("jurisdiction_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "game_jurisdiction_listings" ADD CONSTRAINT "game_jurisdiction_listings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_jurisdiction_listings_game_idx" ON "game_jurisdiction_listings" USING btree ("game_id");--> statement-breakpoint
-- The jurisdiction filter's read model (games list speed), like game_themes (0014, 0015): rows
-- follow their game in the statement that writes it (games.jurisdiction_ids is itself kept from
-- game_jurisdictions by 0010's triggers, so a certification change reaches it through games). Statement
-- triggers over the transition table: a seeder's 2,000-row insert costs two statements, not 2,000 calls;
-- a deleted game's rows go by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "games_sync_jurisdiction_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_jurisdiction_listings WHERE game_id IN (SELECT changed.id FROM changed);
  INSERT INTO game_jurisdiction_listings (jurisdiction_id, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win)
    SELECT DISTINCT jurisdiction_id, c.id, c.is_active AND c.provider_active, c.provider_id, c.game_type_id, c.volatility, c.rtp_bp,
      c.release_date, c.max_win
    FROM changed c CROSS JOIN LATERAL unnest(c.jurisdiction_ids) AS jurisdiction_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_jurisdiction_listings_inserted" AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_jurisdiction_listings();
--> statement-breakpoint
CREATE TRIGGER "games_jurisdiction_listings_updated" AFTER UPDATE ON "games"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION games_sync_jurisdiction_listings();
--> statement-breakpoint
INSERT INTO game_jurisdiction_listings (jurisdiction_id, game_id, is_listed, provider_id, game_type_id, volatility, rtp_bp, release_date, max_win)
  SELECT DISTINCT jurisdiction_id, g.id, g.is_active AND g.provider_active, g.provider_id, g.game_type_id, g.volatility, g.rtp_bp,
    g.release_date, g.max_win
  FROM games g CROSS JOIN LATERAL unnest(g.jurisdiction_ids) AS jurisdiction_id;
--> statement-breakpoint
-- A jurisdiction leads; then, as games' own listing indexes (0010, 0023), type and volatility (a buyer's
-- first narrowing: the page in release order and the count of the pair, RTP a key for a bound), and one
-- index per other sort order, the remaining filter columns INCLUDEd: pages and counts are index-only
-- scans over that jurisdiction's entries alone. Name order and searched lists stay on games.
CREATE INDEX "game_jurisdiction_listings_type_newest_idx" ON "game_jurisdiction_listings" USING btree ("jurisdiction_id", "game_type_id", "volatility", "release_date" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "rtp_bp") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_jurisdiction_listings_type_count_idx" ON "game_jurisdiction_listings" USING btree ("jurisdiction_id", "game_type_id", "volatility", "rtp_bp")
  INCLUDE ("provider_id") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_jurisdiction_listings_newest_idx" ON "game_jurisdiction_listings" USING btree ("jurisdiction_id", "release_date" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_jurisdiction_listings_rtp_idx" ON "game_jurisdiction_listings" USING btree ("jurisdiction_id", "rtp_bp" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility") WHERE "is_listed";
--> statement-breakpoint
CREATE INDEX "game_jurisdiction_listings_max_win_idx" ON "game_jurisdiction_listings" USING btree ("jurisdiction_id", "max_win" DESC NULLS LAST, "game_id" DESC)
  INCLUDE ("provider_id", "game_type_id", "volatility", "rtp_bp") WHERE "is_listed";
