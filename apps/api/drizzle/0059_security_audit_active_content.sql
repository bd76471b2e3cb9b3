ALTER TABLE "job_applications" ADD COLUMN "cv_active_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD COLUMN "active_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_setting_changes" ADD COLUMN "company_id" integer;