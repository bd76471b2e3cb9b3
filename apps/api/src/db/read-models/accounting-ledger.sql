-- Read model: accounting-ledger. Not a stored projection: the guarantees of the ledger. A posted journal entry balances in each currency (a deferred constraint trigger); nothing posted is changed or deleted but its reversal mark; nothing posts into a closed period.
-- Stores: nothing (refuses writes). Sources: journal_entries, journal_lines, accounting_periods.
-- Proof that stored = live: apps/api/src/modules/accounting/accounting.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.journal_entry_balanced()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE
  checked_id integer;
  bad_currency text;
BEGIN
  -- The two tables' records have different fields: read the entry id from the one that fired.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    checked_id := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    checked_id := OLD.entry_id;
  ELSE
    checked_id := NEW.entry_id;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM journal_entries WHERE id = checked_id AND status <> 'DRAFT') THEN
    RETURN NULL;
  END IF;
  IF (SELECT count(*) FROM journal_lines WHERE entry_id = checked_id) < 2 THEN
    RAISE EXCEPTION 'journal entry % is posted with fewer than two lines', checked_id USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  SELECT currency INTO bad_currency FROM journal_lines WHERE entry_id = checked_id
    GROUP BY currency HAVING sum(debit) <> sum(credit) LIMIT 1;
  IF bad_currency IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', checked_id, bad_currency USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.journal_entry_guard()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'DRAFT' THEN
      RAISE EXCEPTION 'posted journal entry % cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'DRAFT' THEN
    IF NOT (OLD.status = 'POSTED' AND NEW.status = 'REVERSED' AND NEW.reversed_by_entry_id IS NOT NULL
            AND (NEW.entry_date, NEW.description, NEW.company_id, NEW.type, NEW.posted_at) IS NOT DISTINCT FROM (OLD.entry_date, OLD.description, OLD.company_id, OLD.type, OLD.posted_at)) THEN
      RAISE EXCEPTION 'posted journal entry % cannot be changed', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END IF;
  IF NEW.status = 'POSTED' AND (TG_OP = 'INSERT' OR OLD.status = 'DRAFT')
     AND EXISTS (SELECT 1 FROM accounting_periods WHERE month = date_trunc('month', NEW.entry_date)::date AND status = 'CLOSED') THEN
    RAISE EXCEPTION 'the period of % is closed', NEW.entry_date USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_open_period';
  END IF;
  RETURN NEW;
END
$function$;

CREATE OR REPLACE FUNCTION public.journal_line_guard()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT 1 FROM journal_entries WHERE id IN (NEW.entry_id, OLD.entry_id) AND status <> 'DRAFT') THEN
    RAISE EXCEPTION 'lines of a posted journal entry cannot be changed' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$function$;

DROP TRIGGER IF EXISTS journal_entries_balanced ON public.journal_entries;
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT OR UPDATE OF status ON public.journal_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();

DROP TRIGGER IF EXISTS journal_entries_guard ON public.journal_entries;
CREATE TRIGGER journal_entries_guard BEFORE INSERT OR DELETE OR UPDATE ON public.journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entry_guard();

DROP TRIGGER IF EXISTS journal_lines_balanced ON public.journal_lines;
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT OR DELETE OR UPDATE ON public.journal_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();

DROP TRIGGER IF EXISTS journal_lines_guard ON public.journal_lines;
CREATE TRIGGER journal_lines_guard BEFORE INSERT OR DELETE OR UPDATE ON public.journal_lines FOR EACH ROW EXECUTE FUNCTION journal_line_guard();
