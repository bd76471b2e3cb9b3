import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1/accounting';
const DAY_MS = 86_400_000;
/** Today ± days as `YYYY-MM-DD` (UTC), the same clock the server reads. */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe('entry dates', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let companyId: number;
  let accounts: Map<string, number>;

  beforeAll(async () => {
    // Only Date is faked, at midday, so the test and the server agree on today even near midnight.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    // A narrow window so that dates a few weeks off are outside it.
    t = await createTestApp({ accountingDates: { backdateDays: 30, forwardDays: 7 } });
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    companyId = (await approvedCompany(t.app, admin)).companyId;
    const chart = (await http.get(`${V1}/chart-of-accounts`, admin.token)).json().data as { id: number; code: string }[];
    accounts = new Map(chart.map((account) => [account.code, account.id]));
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const entry = (entryDate: string) => ({
    entryDate,
    description: 'Office rent',
    lines: [
      { accountId: accounts.get('5000'), debit: 1_000, credit: 0, currency: 'EUR' },
      { accountId: accounts.get('1000'), debit: 0, credit: 1_000, currency: 'EUR' },
    ],
  });

  async function issuedInvoice(issueDate: string): Promise<number> {
    const created = await http.post(`${V1}/invoices`, admin.token, { companyId, currency: 'EUR', issueDate, dueDate: day(30), billingEmail: 'ap@customer.example', lines: [{ description: 'Listing', quantity: 1, unitPrice: 10_000, taxRateBasisPoints: 0 }] });
    expect(created.statusCode, created.body).toBe(201);
    expect((await http.post(`${V1}/invoices/${created.json().data.id}/issue`, admin.token)).statusCode).toBe(200);
    return created.json().data.id as number;
  }

  const window = () => `between ${day(-30)} and ${day(7)}`;

  it('refuses a journal entry dated 1999 or 2099 with the window in the message, and takes one inside it', async () => {
    for (const date of ['1999-12-31', '2099-01-01', day(-31), day(8)]) {
      const res = await http.post(`${V1}/journal-entries`, admin.token, entry(date));
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: `The entry date must be ${window()}` });
    }
    const ok = await http.post(`${V1}/journal-entries`, admin.token, entry(day(-30)));
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await http.post(`${V1}/journal-entries/${ok.json().data.id}/post`, admin.token)).statusCode).toBe(200);
    expect((await http.post(`${V1}/journal-entries`, admin.token, entry(day(7)))).statusCode).toBe(201);
  });

  it('refuses a reversal dated before the entry it reverses or outside the window', async () => {
    const created = await http.post(`${V1}/journal-entries`, admin.token, entry(day(-2)));
    const id = created.json().data.id as number;
    expect((await http.post(`${V1}/journal-entries/${id}/post`, admin.token)).statusCode).toBe(200);
    const early = await http.post(`${V1}/journal-entries/${id}/reverse`, admin.token, { reason: 'Booked twice', entryDate: day(-3) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(`The reversal date cannot be before the entry it reverses (${day(-2)})`);
    expect((await http.post(`${V1}/journal-entries/${id}/reverse`, admin.token, { reason: 'Booked twice', entryDate: '2099-01-01' })).statusCode).toBe(400);
    expect((await http.post(`${V1}/journal-entries/${id}/reverse`, admin.token, { reason: 'Booked twice', entryDate: day(-2) })).statusCode).toBe(200);
  });

  it('refuses an invoice issued outside the window', async () => {
    const res = await http.post(`${V1}/invoices`, admin.token, { companyId, currency: 'EUR', issueDate: '1999-01-01', dueDate: '1999-02-01', billingEmail: 'ap@customer.example', lines: [{ description: 'Listing', quantity: 1, unitPrice: 100, taxRateBasisPoints: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The issue date must be ${window()}`);
  });

  it("refuses a payment before the invoice's issue date or outside the window; takes one on the issue date", async () => {
    const id = await issuedInvoice(day(-5));
    const pay = (paidOn: string) => http.post(`${V1}/invoices/${id}/payments`, admin.token, { amount: 1_000, paidOn, method: 'BANK_TRANSFER' });
    const early = await pay(day(-6));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ success: false, message: `The payment date cannot be before the invoice's issue date (${day(-5)})` });
    for (const date of ['1999-06-30', '2099-06-30']) {
      const res = await pay(date);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe(`The payment date must be ${window()}`);
    }
    expect((await pay(day(-5))).statusCode).toBe(201);
    const invoice = (await http.get(`${V1}/invoices/${id}`, admin.token)).json().data as { paidTotal: number; payments: unknown[] };
    expect(invoice).toMatchObject({ paidTotal: 1_000 });
    expect(invoice.payments).toHaveLength(1);
  });

  it("refuses a credit note dated before its invoice's issue date", async () => {
    const id = await issuedInvoice(day(-4));
    const res = await http.post(`${V1}/credit-notes`, admin.token, { invoiceId: id, amount: 500, reason: 'Goodwill', issueDate: day(-10) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The credit note date cannot be before the invoice's issue date (${day(-4)})`);
    expect((await http.post(`${V1}/credit-notes`, admin.token, { invoiceId: id, amount: 500, reason: 'Goodwill', issueDate: day(-4) })).statusCode).toBe(201);
  });
});
