DROP INDEX "games_active_type_volatility_rtp_idx";--> statement-breakpoint
DROP INDEX "games_active_release_idx";--> statement-breakpoint
DROP INDEX "games_active_rtp_idx";--> statement-breakpoint
DROP INDEX "games_active_name_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "provider_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "jurisdiction_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;