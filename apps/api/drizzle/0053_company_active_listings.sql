ALTER TABLE "jobs" ADD COLUMN "company_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "company_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Filled here once; from now on kept by the triggers of src/db/read-models/company-active-listings.sql,
-- which the migrator applies after the migrations.
UPDATE "jobs" j SET "company_active" = true FROM "companies" c WHERE c.id = j.company_id AND c.status = 'ACTIVE';
--> statement-breakpoint
UPDATE "press_releases" p SET "company_active" = true FROM "companies" c WHERE c.id = p.company_id AND c.status = 'ACTIVE';
