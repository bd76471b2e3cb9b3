CREATE TABLE "game_themes" (
	"theme" text NOT NULL,
	"game_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"provider_id" integer NOT NULL,
	"game_type_id" integer,
	"volatility" text,
	"rtp_bp" integer,
	"release_date" date,
	"max_win" integer,
	"jurisdiction_ids" integer[] NOT NULL,
	CONSTRAINT "game_themes_pkey" PRIMARY KEY("theme","game_id")
);
--> statement-breakpoint
ALTER TABLE "game_themes" ADD CONSTRAINT "game_themes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_themes_game_idx" ON "game_themes" USING btree ("game_id");