-- Read model: company-list-entries. One row per company with everything the public company list filters, sorts and shows.
-- Stores: company_list_entries. Sources: companies, company_business_types, company_jurisdictions, business_types, license_jurisdictions.
-- Proof that stored = live: apps/api/src/modules/companies/list-entries.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.company_list_entry(c companies)
  RETURNS text
  LANGUAGE sql STABLE
AS $function$
  SELECT json_build_object(
    'id', c.id,
    'name', c.name,
    'website', c.website,
    'description', c.description,
    'logo', c.logo,
    'status', c.status,
    'verified', c.verified,
    'isIndividual', c.is_individual,
    'businessTypes', coalesce(
      (SELECT json_agg(json_build_object('id', bt.id, 'name', bt.name) ORDER BY bt.name, bt.id)
         FROM company_business_types cbt JOIN business_types bt ON bt.id = cbt.business_type_id
        WHERE cbt.company_id = c.id),
      '[]'::json),
    'jurisdictions', coalesce(
      (SELECT json_agg(json_build_object('id', lj.id, 'name', lj.name, 'code', lj.code) ORDER BY lj.name, lj.id)
         FROM company_jurisdictions cj JOIN license_jurisdictions lj ON lj.id = cj.jurisdiction_id
        WHERE cj.company_id = c.id),
      '[]'::json),
    -- What JavaScript's Date#toISOString writes (milliseconds, UTC), as the list answered before.
    'createdAt', to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$function$;

CREATE OR REPLACE FUNCTION public.company_list_entries_refresh(ids integer[])
  RETURNS void
  LANGUAGE sql
AS $function$
  INSERT INTO company_list_entries (company_id, entry)
    SELECT c.id, company_list_entry(c) FROM companies c WHERE c.id = ANY(ids)
  ON CONFLICT (company_id) DO UPDATE SET entry = EXCLUDED.entry
$function$;

CREATE OR REPLACE FUNCTION public.companies_list_entries_inserted()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_list_entries_refresh(ARRAY(SELECT inserted.id FROM inserted));
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.companies_list_entry_updated()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO company_list_entries (company_id, entry) VALUES (NEW.id, company_list_entry(NEW))
  ON CONFLICT (company_id) DO UPDATE SET entry = EXCLUDED.entry;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.company_links_list_entries_changed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_list_entries_refresh(ARRAY(SELECT DISTINCT changed.company_id FROM changed));
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.business_types_list_entries_renamed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_list_entries_refresh(ARRAY(SELECT cbt.company_id FROM company_business_types cbt WHERE cbt.business_type_id = NEW.id));
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.license_jurisdictions_list_entries_renamed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_list_entries_refresh(ARRAY(SELECT cj.company_id FROM company_jurisdictions cj WHERE cj.jurisdiction_id = NEW.id));
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS business_types_list_entries_renamed ON public.business_types;
CREATE TRIGGER business_types_list_entries_renamed AFTER UPDATE OF name ON public.business_types FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION business_types_list_entries_renamed();

DROP TRIGGER IF EXISTS companies_list_entries_inserted ON public.companies;
CREATE TRIGGER companies_list_entries_inserted AFTER INSERT ON public.companies REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION companies_list_entries_inserted();

DROP TRIGGER IF EXISTS companies_list_entry_updated ON public.companies;
CREATE TRIGGER companies_list_entry_updated AFTER UPDATE ON public.companies FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.website IS DISTINCT FROM new.website) OR (old.description IS DISTINCT FROM new.description) OR (old.logo IS DISTINCT FROM new.logo) OR (old.status IS DISTINCT FROM new.status) OR (old.verified IS DISTINCT FROM new.verified) OR (old.is_individual IS DISTINCT FROM new.is_individual) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.updated_at IS DISTINCT FROM new.updated_at))) EXECUTE FUNCTION companies_list_entry_updated();

DROP TRIGGER IF EXISTS company_business_types_list_deleted ON public.company_business_types;
CREATE TRIGGER company_business_types_list_deleted AFTER DELETE ON public.company_business_types REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_business_types_list_inserted ON public.company_business_types;
CREATE TRIGGER company_business_types_list_inserted AFTER INSERT ON public.company_business_types REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_business_types_list_updated_from ON public.company_business_types;
CREATE TRIGGER company_business_types_list_updated_from AFTER UPDATE ON public.company_business_types REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_business_types_list_updated_to ON public.company_business_types;
CREATE TRIGGER company_business_types_list_updated_to AFTER UPDATE ON public.company_business_types REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_jurisdictions_list_deleted ON public.company_jurisdictions;
CREATE TRIGGER company_jurisdictions_list_deleted AFTER DELETE ON public.company_jurisdictions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_jurisdictions_list_inserted ON public.company_jurisdictions;
CREATE TRIGGER company_jurisdictions_list_inserted AFTER INSERT ON public.company_jurisdictions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_jurisdictions_list_updated_from ON public.company_jurisdictions;
CREATE TRIGGER company_jurisdictions_list_updated_from AFTER UPDATE ON public.company_jurisdictions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS company_jurisdictions_list_updated_to ON public.company_jurisdictions;
CREATE TRIGGER company_jurisdictions_list_updated_to AFTER UPDATE ON public.company_jurisdictions REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION company_links_list_entries_changed();

DROP TRIGGER IF EXISTS license_jurisdictions_list_entries_renamed ON public.license_jurisdictions;
CREATE TRIGGER license_jurisdictions_list_entries_renamed AFTER UPDATE OF name, code ON public.license_jurisdictions FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.code IS DISTINCT FROM new.code))) EXECUTE FUNCTION license_jurisdictions_list_entries_renamed();
