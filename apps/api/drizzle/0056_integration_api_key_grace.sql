ALTER TABLE "company_integration_settings" ADD COLUMN "previous_api_key_hash" text;--> statement-breakpoint
ALTER TABLE "company_integration_settings" ADD COLUMN "previous_api_key_prefix" text;--> statement-breakpoint
ALTER TABLE "company_integration_settings" ADD COLUMN "previous_api_key_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "company_integration_settings_previous_api_key_key" ON "company_integration_settings" USING btree ("previous_api_key_hash");