ALTER TABLE "support_tickets" ADD COLUMN "next_response_start_minutes" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "next_response_minutes" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "next_response_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "support_tickets_next_response_due_idx" ON "support_tickets" USING btree ("next_response_due_at") WHERE "support_tickets"."next_response_due_at" is not null;