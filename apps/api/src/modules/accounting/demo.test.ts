import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { companyIdByName } from '../companies/index';
import { seedDemoDataOnce } from '../demo-data/index';
import { earningsOf } from './earnings-repository';

describe('accounting demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.app);
  });
  afterAll(() => t.close());

  it("credits SwiftPay only with what Aurora paid: the older month available and paid out, the last one partly paid", async () => {
    const swiftpay = await companyIdByName(t.app.platform.db, 'SwiftPay Gateway');
    expect(swiftpay).toBeDefined();
    const earnings = await earningsOf(t.app.platform.db, swiftpay!);
    expect(earnings.totals).toEqual([{ currency: 'EUR', earned: 54_300, pending: 17_700, available: 20_000, paidOut: 34_300 }]);
  });

  it('ties out: each currency balances and its receivables equal its open invoices', async () => {
    const rows = await executeRows<{ currency: string; balance: string; receivables: string; open: string }>(
      t.app.platform.db,
      sql`select l.currency, sum(l.debit - l.credit)::text as balance,
            sum(l.debit - l.credit) filter (where a.system_key = 'receivables')::text as receivables,
            (select coalesce(sum(total - paid_total - credited_total), 0) from invoices i where i.state = 'ISSUED' and i.currency = l.currency)::text as open
          from journal_lines l join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
          where e.status <> 'DRAFT' group by l.currency order by l.currency`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(Number(row.balance), row.currency).toBe(0);
      expect(Number(row.receivables ?? 0), row.currency).toBe(Number(row.open));
    }
  });
});
