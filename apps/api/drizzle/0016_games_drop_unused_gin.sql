DROP INDEX "games_themes_idx";--> statement-breakpoint
DROP INDEX "games_name_trgm_idx";