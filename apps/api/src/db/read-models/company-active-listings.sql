-- Read model: company-active-listings. Each job's and press release's copy of its company's state, so the public lists filter their own rows.
-- Stores: jobs.company_active, press_releases.company_active. Sources: companies (status), jobs (company_id), press_releases (company_id).
-- Proof that stored = live: apps/api/test/read-models.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.listings_sync_company_active()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.company_active := coalesce((SELECT c.status = 'ACTIVE' FROM companies c WHERE c.id = NEW.company_id), false);
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.companies_sync_listings_company_active()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE jobs SET company_active = (NEW.status = 'ACTIVE')
    WHERE company_id = NEW.id AND company_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  UPDATE press_releases SET company_active = (NEW.status = 'ACTIVE')
    WHERE company_id = NEW.id AND company_active IS DISTINCT FROM (NEW.status = 'ACTIVE');
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS companies_listings_company_active ON public.companies;
CREATE TRIGGER companies_listings_company_active AFTER UPDATE OF status ON public.companies FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION companies_sync_listings_company_active();

DROP TRIGGER IF EXISTS jobs_company_active ON public.jobs;
CREATE TRIGGER jobs_company_active BEFORE INSERT OR UPDATE OF company_id, company_active ON public.jobs FOR EACH ROW EXECUTE FUNCTION listings_sync_company_active();

DROP TRIGGER IF EXISTS press_releases_company_active ON public.press_releases;
CREATE TRIGGER press_releases_company_active BEFORE INSERT OR UPDATE OF company_id, company_active ON public.press_releases FOR EACH ROW EXECUTE FUNCTION listings_sync_company_active();
