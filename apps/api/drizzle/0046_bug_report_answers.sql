ALTER TABLE "bug_reports" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;