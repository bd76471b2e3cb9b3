-- The ledger's own guarantees (hand-written: drizzle-kit does not manage triggers). The service checks
-- the same rules first and answers with a clear message; these make them hold for every writer.
--
-- 1. A posted entry balances: in each currency its debits equal its credits. A constraint trigger,
--    deferred to the commit, so an entry's lines can be written one by one in the transaction that posts it.
CREATE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT OR UPDATE OF "status" ON "journal_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
-- 2. Nothing posted is edited or deleted. The one change a posted entry takes is its reversal mark
--    (POSTED → REVERSED with the id of the reversing entry); posting itself checks the period is open.
CREATE FUNCTION journal_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_guard" BEFORE INSERT OR UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION journal_entry_guard();
--> statement-breakpoint
CREATE FUNCTION journal_line_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM journal_entries WHERE id IN (NEW.entry_id, OLD.entry_id) AND status <> 'DRAFT') THEN
    RAISE EXCEPTION 'lines of a posted journal entry cannot be changed' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_lines_guard" BEFORE INSERT OR UPDATE OR DELETE ON "journal_lines" FOR EACH ROW EXECUTE FUNCTION journal_line_guard();
--> statement-breakpoint
-- Sensible defaults every installation starts with: currencies (EUR the base), the two numbering series
-- and a chart of accounts whose system accounts the books post to by themselves.
INSERT INTO "currencies" ("code", "name", "is_active", "is_base") VALUES
  ('EUR', 'Euro', true, true), ('USD', 'US dollar', true, false), ('GBP', 'Pound sterling', true, false),
  ('CAD', 'Canadian dollar', false, false), ('SEK', 'Swedish krona', false, false), ('CHF', 'Swiss franc', false, false);
--> statement-breakpoint
INSERT INTO "document_series" ("code", "prefix", "next_number") VALUES ('INV', 'INV-', 1), ('CN', 'CN-', 1);
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "name", "type", "system_key") VALUES
  ('1000', 'Cash at bank', 'ASSET', 'cash'),
  ('1100', 'Accounts receivable', 'ASSET', 'receivables'),
  ('2000', 'Accounts payable', 'LIABILITY', 'payables'),
  ('2100', 'VAT payable', 'LIABILITY', 'tax_payable'),
  ('2200', 'Customer credit', 'LIABILITY', 'customer_credit'),
  ('2300', 'Provider earnings pending', 'LIABILITY', 'earnings_pending'),
  ('2400', 'Provider earnings payable', 'LIABILITY', 'provider_payables'),
  ('3000', 'Retained earnings', 'EQUITY', 'retained_earnings'),
  ('4000', 'Platform fees', 'INCOME', 'revenue'),
  ('4100', 'Metered usage', 'INCOME', 'usage_revenue'),
  ('4900', 'Credit notes issued', 'INCOME', 'sales_returns'),
  ('4950', 'Realised exchange differences', 'INCOME', 'fx_difference'),
  ('5000', 'Operating expenses', 'EXPENSE', 'expenses'),
  ('5100', 'Provider revenue share', 'EXPENSE', 'revenue_share'),
  ('5200', 'Bad debt', 'EXPENSE', 'bad_debt');
