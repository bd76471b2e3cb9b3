ALTER TABLE "jobs" ADD COLUMN "company_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "press_releases" ADD COLUMN "company_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The public jobs board and press list show only rows of active companies. Joining companies in their
-- ranked page cost about a quarter of the statement (planning the join and hashing every company), so
-- each row carries its company's state, kept by these triggers in the transaction of whatever write
-- changes it.
CREATE OR REPLACE FUNCTION "listings_sync_company_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_active := coalesce((SELECT c.status = 'ACTIVE' FROM companies c WHERE c.id = NEW.company_id), false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_company_active" BEFORE INSERT OR UPDATE OF "company_id", "company_active" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION listings_sync_company_active();
--> statement-breakpoint
CREATE TRIGGER "press_releases_company_active" BEFORE INSERT OR UPDATE OF "company_id", "company_active" ON "press_releases"
  FOR EACH ROW EXECUTE FUNCTION listings_sync_company_active();
--> statement-breakpoint
-- A company approved, suspended or rejected: its jobs and releases follow (only rows whose answer changes).
CREATE OR REPLACE FUNCTION "companies_sync_listings_company_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET company_active = (NEW.status = 'ACTIVE')
    WHERE company_id = NEW.id AND company_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  UPDATE press_releases SET company_active = (NEW.status = 'ACTIVE')
    WHERE company_id = NEW.id AND company_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_listings_company_active" AFTER UPDATE OF "status" ON "companies"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION companies_sync_listings_company_active();
--> statement-breakpoint
UPDATE "jobs" j SET "company_active" = true FROM "companies" c WHERE c.id = j.company_id AND c.status = 'ACTIVE';
--> statement-breakpoint
UPDATE "press_releases" p SET "company_active" = true FROM "companies" c WHERE c.id = p.company_id AND c.status = 'ACTIVE';
