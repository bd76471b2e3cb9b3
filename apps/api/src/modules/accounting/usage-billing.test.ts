import type { Earnings } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { ACCOUNTING_SCHEDULES } from './scheduled';

const V1 = '/api/v1/accounting';
type Company = Actor & { companyId: number };

/** The month before the current one (`YYYY-MM`): what the job on the 1st bills. */
const previousMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

interface UsageInvoice {
  id: number;
  usageMonth: string | null;
  number: string;
  total: number;
  status: string;
  lines: { description: string; unitPrice: number }[];
}

describe('metered usage billing', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let operator: Company;
  let casino: Company;
  let sportsbook: Company;
  let provider: Company;
  const month = previousMonth();

  /** `count` successful live deliveries in the middle of the billed month, through a partnership. */
  async function deliveries(partnershipId: number, sender: number, receiver: number, typeId: number, count: number) {
    for (let index = 0; index < count; index += 1) {
      await t.app.platform.db.execute(
        sql`insert into webhook_deliveries (id, partnership_id, sender_company_id, receiver_company_id, integration_type_id, event_type, target, status, body, body_sha256, delivered_at)
            values (${`msg_usage_${partnershipId}_${index}`}, ${partnershipId}, ${sender}, ${receiver}, ${typeId}, 'wallet.debit', 'LIVE', 'SUCCEEDED', '{}', 'x', ${`${month}-15T12:00:00Z`}::timestamptz)`,
      );
    }
  }

  async function partnership(requester: number, typeId: number): Promise<number> {
    const [row] = await executeRows<{ id: number }>(
      t.app.platform.db,
      sql`insert into partnerships (requester_company_id, provider_company_id, integration_type_id, status, activated_at)
          values (${requester}, ${provider.companyId}, ${typeId}, 'ACTIVE', ${`${month}-01T00:00:00Z`}::timestamptz) returning id`,
    );
    return row!.id;
  }

  async function usageInvoice(company: Company): Promise<UsageInvoice> {
    const list = await http.get(`${V1}/companies/${company.companyId}/invoices`, company.token);
    expect(list.statusCode, list.body).toBe(200);
    const invoices = list.json().data.content as UsageInvoice[];
    expect(invoices).toHaveLength(1);
    return (await http.get(`${V1}/invoices/${invoices[0]!.id}`, admin.token)).json().data as UsageInvoice;
  }

  const earnings = async () => (await http.get(`${V1}/companies/${provider.companyId}/earnings`, provider.token)).json().data as Earnings;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    operator = await approvedCompany(t.app, admin, 'Usage Operator');
    casino = await approvedCompany(t.app, admin, 'Usage Casino');
    sportsbook = await approvedCompany(t.app, admin, 'Usage Sportsbook');
    provider = await approvedCompany(t.app, admin, 'Usage Wallet Provider');
    for (const company of [operator, casino, sportsbook, provider]) await grantCompanyPrivilege(t.app, admin, company, 'company_reporting');
    // PER_REQUEST: the sender pays 10 cents a delivery, the receiver 4.
    const [type] = await executeRows<{ id: number }>(
      t.app.platform.db,
      sql`insert into integration_types (name, integration_identifier, is_active, billing_model, currency, sender_per_request_fee, receiver_per_request_fee)
          values ('Usage wallet', 'usage-wallet', true, 'PER_REQUEST', 'EUR', 10, 4) returning id`,
    );
    await deliveries(await partnership(operator.companyId, type!.id), operator.companyId, provider.companyId, type!.id, 3);
    await deliveries(await partnership(casino.companyId, type!.id), casino.companyId, provider.companyId, type!.id, 2);
    await deliveries(await partnership(sportsbook.companyId, type!.id), sportsbook.companyId, provider.companyId, type!.id, 1);
    await t.app.platform.jobs.send(ACCOUNTING_SCHEDULES.billUsage.name, {});
    await t.app.platform.jobs.drain();
  });
  afterAll(() => t.close());

  it('invoices each company its metered charges once for the month, issued on the last day', async () => {
    const operatorInvoice = await usageInvoice(operator);
    expect(operatorInvoice).toMatchObject({ total: 30, usageMonth: month, status: expect.stringMatching(/ISSUED|OVERDUE/), number: expect.stringMatching(/^INV-\d{6}$/) });
    expect(operatorInvoice.lines).toMatchObject([{ description: 'usage-wallet: sent to Usage Wallet Provider (3 deliveries)', unitPrice: 30 }]);
    expect((await usageInvoice(casino)).total).toBe(20);
    // The provider pays its own side (4 cents per delivery received from each consumer), earning nothing on it.
    const providerInvoice = await usageInvoice(provider);
    expect(providerInvoice.total).toBe(24);
    expect(providerInvoice.lines.map((line) => line.description).sort()).toEqual([
      'usage-wallet: received from Usage Casino (2 deliveries)',
      'usage-wallet: received from Usage Operator (3 deliveries)',
      'usage-wallet: received from Usage Sportsbook (1 delivery)',
    ]);

    // A second run of the job bills nobody twice.
    await t.app.platform.jobs.send(ACCOUNTING_SCHEDULES.billUsage.name, {});
    await t.app.platform.jobs.drain();
    await usageInvoice(operator);
  });

  it('holds the consumers’ charges as pending earnings until they pay (pro rata), reverses them on credits, voids and chargebacks; closing the month releases nothing', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await earnings()).toMatchObject({ months: [{ month, earned: 0, pending: 60, paidOut: 0 }], totals: [{ currency: 'EUR', earned: 0, pending: 60, available: 0, paidOut: 0 }] });

    const voided = await http.post(`${V1}/invoices/${(await usageInvoice(sportsbook)).id}/void`, admin.token);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await earnings()).totals).toMatchObject([{ pending: 50, earned: 0 }]);

    // Closing the month releases nothing: the consumers have not paid.
    const closed = await http.post(`${V1}/periods/close`, admin.token, { month });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await earnings()).totals).toMatchObject([{ pending: 50, earned: 0, available: 0 }]);

    // The operator pays 12 of its 30: 12 of the provider's 30 becomes available.
    const operatorInvoice = await usageInvoice(operator);
    const paid = await http.post(`${V1}/invoices/${operatorInvoice.id}/payments`, admin.token, { amount: 12, paidOn: today, method: 'BANK_TRANSFER' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await earnings()).totals).toMatchObject([{ pending: 38, earned: 12, available: 12 }]);
    expect((await earnings()).months.find((row) => row.month === today.slice(0, 7))).toMatchObject({ earned: 12 });

    // A credit of 6 on the casino's 20 reverses 6 of its share; the chargeback voids the 14 still pending.
    const casinoInvoice = await usageInvoice(casino);
    const note = await http.post(`${V1}/credit-notes`, admin.token, { invoiceId: casinoInvoice.id, amount: 6, reason: 'Deliveries retried by us', issueDate: today });
    expect(note.statusCode, note.body).toBe(201);
    const applied = await http.post(`${V1}/credit-notes/${note.json().data.id}/apply`, admin.token, { applications: [{ invoiceId: casinoInvoice.id, amount: 6 }] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await earnings()).totals).toMatchObject([{ pending: 32, earned: 12 }]);
    const charged = await http.post(`${V1}/invoices/${casinoInvoice.id}/chargeback`, admin.token, { reason: 'Card payment disputed' });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ message: 'Chargeback recorded: pending earnings voided', data: { invoiceId: casinoInvoice.id, voidedEntries: 1 } });
    expect((await earnings()).totals).toMatchObject([{ pending: 18, earned: 12 }]);

    const again = await http.post(`${V1}/invoices/${casinoInvoice.id}/chargeback`, admin.token, { reason: 'Card payment disputed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice carries no pending earnings');
    const providerOwn = await usageInvoice(provider);
    expect((await http.post(`${V1}/invoices/${providerOwn.id}/chargeback`, admin.token, { reason: 'Nothing to void' })).statusCode).toBe(409);

    // The operator pays the rest: the whole 30 is available, to the minor unit.
    expect((await http.post(`${V1}/invoices/${operatorInvoice.id}/payments`, admin.token, { amount: 18, paidOn: today, method: 'BANK_TRANSFER' })).statusCode).toBe(201);
    expect((await earnings()).totals).toMatchObject([{ pending: 0, earned: 30, available: 30, paidOut: 0 }]);
    expect((await http.post(`${V1}/invoices/${operatorInvoice.id}/chargeback`, admin.token, { reason: 'Too late' })).statusCode).toBe(409);

    // Finance pays the provider 25 of it (provider earnings payable against cash, for the company).
    const payoutInput = { companyId: provider.companyId, amount: 25, currency: 'EUR', paidOn: today, reference: 'SEPA payout 1' };
    const payout = await http.post(`${V1}/payouts`, admin.token, payoutInput);
    expect(payout.statusCode, payout.body).toBe(201);
    expect(payout.json().data).toMatchObject({ company: { id: provider.companyId }, amount: 25, currency: 'EUR', paidOn: today, reference: 'SEPA payout 1' });
    expect((await earnings()).totals).toMatchObject([{ pending: 0, earned: 30, available: 5, paidOut: 25 }]);
    const entry = await http.get(`${V1}/entries/${payout.json().data.journalEntryId}`, admin.token);
    expect(entry.json().data).toMatchObject({ type: 'PAYOUT', status: 'POSTED', company: { id: provider.companyId }, amount: 25 });

    // More than is available is refused, naming what is available; nothing is posted.
    const tooMuch = await http.post(`${V1}/payouts`, admin.token, { ...payoutInput, amount: 6, reference: 'SEPA payout 2' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('The payout is more than the provider has available (€0.05)');
    expect((await http.post(`${V1}/payouts`, admin.token, { ...payoutInput, currency: 'USD' })).statusCode).toBe(409);
    // Earnings made available today cannot be paid out on an earlier date.
    const earlier = await http.post(`${V1}/payouts`, admin.token, { ...payoutInput, amount: 5, paidOn: `${month}-28` });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toContain('(€0.00)');
    expect((await http.post(`${V1}/payouts`, admin.token, { ...payoutInput, companyId: 2_147_483_000 })).statusCode).toBe(404);
    const bad = await http.post(`${V1}/payouts`, admin.token, { ...payoutInput, amount: 0, reference: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Amount must be greater than zero');

    // Listed for the provider and for finance; another company, and a company member, are refused.
    const own = await http.get(`${V1}/companies/${provider.companyId}/payouts`, provider.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject([{ amount: 25, reference: 'SEPA payout 1' }]);
    expect((await http.get(`${V1}/companies/${provider.companyId}/payouts`, operator.token)).statusCode).toBe(404);
    expect((await http.post(`${V1}/payouts`, provider.token, { ...payoutInput, amount: 1 })).statusCode).toBe(403);
    const all = await http.get(`${V1}/payouts?companyId=${provider.companyId}`, admin.token);
    expect(all.json().data).toMatchObject([{ company: { id: provider.companyId }, amount: 25 }]);
    expect((await http.get(`${V1}/payouts`, provider.token)).statusCode).toBe(403);

    const trial = await http.post(`${V1}/reports`, admin.token, { type: 'TRIAL_BALANCE', endDate: today });
    for (const section of trial.json().data.sections as { totals: { balance: number } }[]) expect(section.totals.balance).toBe(0);
  });

  it('answers a chargeback on a missing invoice with 404, a bad reason with 400, and a company member with 403', async () => {
    expect((await http.post(`${V1}/invoices/999999/chargeback`, admin.token, { reason: 'Disputed' })).statusCode).toBe(404);
    const bad = await http.post(`${V1}/invoices/1/chargeback`, admin.token, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A reason is required');
    expect((await http.post(`${V1}/invoices/1/chargeback`, provider.token, { reason: 'Disputed' })).statusCode).toBe(403);
  });
});
