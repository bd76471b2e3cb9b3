import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1/accounting';

interface ReportSection {
  currency: string;
  rows: { code: string; balance: number }[];
  totals: { balance: number };
}

describe('realised exchange differences', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    companyId = (await approvedCompany(t.app, admin)).companyId;
    // Fixed rates: units of EUR per USD from each date on.
    for (const [effectiveDate, rate] of [['2026-01-01', '0.9'], ['2026-02-01', '0.95'], ['2026-03-01', '0.85']] as const) {
      const res = await http.post(`${V1}/exchange-rates`, admin.token, { currency: 'USD', effectiveDate, rate });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
  afterAll(() => t.close());

  async function issued(currency: string, unitPrice: number): Promise<number> {
    const created = await http.post(`${V1}/invoices`, admin.token, {
      companyId,
      currency,
      issueDate: '2026-01-05',
      dueDate: '2026-02-04',
      billingEmail: 'ap@customer.example',
      lines: [{ description: 'Integration fees', quantity: 1, unitPrice, taxRateBasisPoints: 0 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await http.post(`${V1}/invoices/${created.json().data.id}/issue`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }

  const pay = async (id: number, amount: number, paidOn: string) => {
    const res = await http.post(`${V1}/invoices/${id}/payments`, admin.token, { amount, paidOn, method: 'BANK_TRANSFER' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { payments: { amount: number; paidOn: string; exchangeDifference: number | null }[]; status: string };
  };

  async function report(convertTo?: string): Promise<ReportSection[]> {
    const res = await http.post(`${V1}/reports`, admin.token, { type: 'TRIAL_BALANCE', startDate: '2026-01-01', endDate: '2026-12-31', ...(convertTo ? { convertTo } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.sections as ReportSection[];
  }
  const balanceOf = (section: ReportSection | undefined, code: string) => section?.rows.find((line) => line.code === code)?.balance ?? 0;

  it('a payment at a higher rate posts a gain, at a lower rate a loss, each in its own account, and every currency keeps its own receivables', async () => {
    // $1,000.00 issued at 0.90: booked at €900.00.
    const id = await issued('USD', 100_000);
    // $400.00 on 10 Feb at 0.95 is worth €380.00; that slice was booked at €360.00: a gain of €20.00.
    const first = await pay(id, 40_000, '2026-02-10');
    expect(first.payments.map((payment) => payment.exchangeDifference)).toEqual([2_000]);
    // $600.00 on 5 Mar at 0.85 is worth €510.00; booked at €540.00: a loss of €30.00.
    const second = await pay(id, 60_000, '2026-03-05');
    expect(second.status).toBe('PAID');
    expect(second.payments.map((payment) => payment.exchangeDifference)).toEqual([2_000, -3_000]);

    const entries = await http.get(`${V1}/entries?type=FX&size=50`, admin.token);
    expect(entries.statusCode, entries.body).toBe(200);
    const fx = entries.json().data.content as { entryDate: string; status: string; lines: { currency: string; debit: number; credit: number; account: { code: string } }[] }[];
    expect(fx).toHaveLength(2);
    for (const entry of fx) {
      expect(entry.status).toBe('POSTED');
      expect(entry.lines.every((line) => line.currency === 'EUR')).toBe(true);
    }

    // Per currency every section balances; the gain and the loss have accounts of their own (debit − credit),
    // and the EUR receivables hold nothing of a USD invoice: each currency's receivables are its open invoices.
    const perCurrency = await report();
    for (const section of perCurrency) expect(section.totals.balance).toBe(0);
    const eur = perCurrency.find((section) => section.currency === 'EUR');
    expect(balanceOf(eur, '4960')).toBe(-2_000);
    expect(balanceOf(eur, '5960')).toBe(3_000);
    expect(balanceOf(eur, '1100')).toBe(0);
    expect(balanceOf(eur, '1150')).toBe(-1_000);
    expect(balanceOf(perCurrency.find((section) => section.currency === 'USD'), '1100')).toBe(0);
    // Converted to EUR at each entry's date, the settled receivable and its revaluation net to zero.
    const converted = await report('EUR');
    expect(balanceOf(converted[0], '1100') + balanceOf(converted[0], '1150')).toBe(0);
    expect(converted[0]!.totals.balance).toBe(0);
  });

  it('posts nothing for an invoice in the base currency or a payment at the rate of the issue date', async () => {
    const euros = await issued('EUR', 50_000);
    expect((await pay(euros, 50_000, '2026-03-05')).payments[0]!.exchangeDifference).toBeNull();
    const dollars = await issued('USD', 30_000);
    expect((await pay(dollars, 30_000, '2026-01-20')).payments[0]!.exchangeDifference).toBeNull();
    const entries = await http.get(`${V1}/entries?type=FX&size=50`, admin.token);
    expect(entries.json().data.totalElements).toBe(2);
  });

  it('splits the booked value across partial payments to the minor unit', async () => {
    // $0.07 booked at 0.90 is €0.06; paid in $0.03 and $0.04 at 0.95 (€0.03 and €0.04).
    const id = await issued('USD', 7);
    const paid = (await pay(id, 3, '2026-02-02')).payments;
    const all = (await pay(id, 4, '2026-02-03')).payments;
    expect(paid[0]!.exchangeDifference).toBeNull();
    // Booked slices 3 (0.9 × 3 = 2.7 → 3) and 6 − 3 = 3; realised 3 and 4: the differences add up to 7 − 6.
    expect(all.reduce((sum, payment) => sum + (payment.exchangeDifference ?? 0), 0)).toBe(1);
  });
});
