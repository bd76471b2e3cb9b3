import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryMailer } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { ACCOUNTING_SCHEDULES } from './scheduled';

const V1 = '/api/v1/accounting';
type Company = Actor & { companyId: number };
interface ActionRecord {
  ruleName: string;
  action: string;
  actedAt: string;
  outcome: string | null;
}

describe('credit control', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Actor;
  let debtor: Company;
  let partner: Company;
  let bystander: Company;
  let invoiceId: number;
  let mailer: ReturnType<typeof memoryMailer>;
  const partnershipIds: number[] = [];

  /** The daily run, as the scheduler starts it, on a fixed day. */
  async function runOn(isoInstant: string) {
    vi.setSystemTime(new Date(isoInstant));
    await t.app.platform.jobs.send(ACCOUNTING_SCHEDULES.creditControl.name, {});
    await t.app.platform.jobs.drain();
  }
  const reminders = () => mailer.messages.filter((message) => message.subject.startsWith('Reminder: invoice'));
  const statuses = async () => (await executeRows<{ id: number; status: string }>(t.app.platform.db, sql`select id, status from partnerships order by id`)).map((row) => row.status);
  const actions = async (id = invoiceId) => {
    const res = await http.get(`${V1}/invoices/${id}/credit-control`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ActionRecord[];
  };

  beforeAll(async () => {
    mailer = memoryMailer();
    t = await createTestApp({}, { mailer });
    http = api(t.app);
    admin = await signInSuperuser(t.app);
    debtor = await approvedCompany(t.app, admin, 'Slow Payer Casino');
    partner = await approvedCompany(t.app, admin, 'Wallet Partner');
    bystander = await approvedCompany(t.app, admin, 'Unrelated Operator');
    const [type] = await executeRows<{ id: number }>(t.app.platform.db, sql`insert into integration_types (name, integration_identifier, is_active) values ('Credit wallet', 'credit-wallet', true) returning id`);
    // Two active partnerships of the debtor (one on each side) and one of other companies that must stay active.
    for (const [requester, provider] of [[debtor, partner], [partner, debtor], [bystander, partner]] as const) {
      const [row] = await executeRows<{ id: number }>(
        t.app.platform.db,
        sql`insert into partnerships (requester_company_id, provider_company_id, integration_type_id, status, activated_at) values (${requester.companyId}, ${provider.companyId}, ${type!.id}, 'ACTIVE', now()) returning id`,
      );
      partnershipIds.push(row!.id);
    }
    for (const rule of [
      { name: 'Friendly reminder', daysOverdue: 7, action: 'REMINDER' },
      { name: 'Tell the company', daysOverdue: 14, action: 'NOTIFICATION' },
      { name: 'Suspend integrations', daysOverdue: 30, action: 'SUSPEND_PARTNERSHIPS' },
    ]) {
      const res = await http.post(`${V1}/credit-control/rules`, admin.token, { ...rule, isActive: true });
      expect(res.statusCode, res.body).toBe(201);
    }
    const created = await http.post(`${V1}/invoices`, admin.token, {
      companyId: debtor.companyId,
      currency: 'EUR',
      issueDate: '2026-02-01',
      dueDate: '2026-03-01',
      billingEmail: 'ap@slowpayer.example',
      lines: [{ description: 'Listing', quantity: 1, unitPrice: 120_000, taxRateBasisPoints: 0 }],
    });
    invoiceId = created.json().data.id;
    expect((await http.post(`${V1}/invoices/${invoiceId}/issue`, admin.token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('acts on each rule once the invoice is that many days overdue, once per rule and invoice', async () => {
    // 5 days overdue: no rule yet.
    await runOn('2026-03-06T06:30:00Z');
    expect(await actions()).toEqual([]);

    // 10 days: the reminder goes to the billing address, and is recorded.
    await runOn('2026-03-11T06:30:00Z');
    expect(reminders().map((message) => message.to)).toEqual(['ap@slowpayer.example']);
    expect(reminders()[0]!.subject).toBe(`Reminder: invoice ${(await http.get(`${V1}/invoices/${invoiceId}`, admin.token)).json().data.number} is 10 days overdue`);
    expect((await actions()).map((each) => [each.action, each.outcome])).toEqual([['REMINDER', 'Reminder e-mailed to ap@slowpayer.example']]);

    // The same day again: nothing repeats.
    await runOn('2026-03-11T18:00:00Z');
    expect(reminders()).toHaveLength(1);

    // 20 days: the company's administrators are notified in the app.
    await runOn('2026-03-21T06:30:00Z');
    const notices = await executeRows<{ user_id: number; title: string }>(t.app.platform.db, sql`select user_id, title from notifications where type = 'invoice_overdue'`);
    expect(notices.map((notice) => notice.user_id)).toEqual([debtor.userId]);
    expect(notices[0]!.title).toMatch(/^Invoice INV-\d{6} is overdue$/);
    expect(await statuses()).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);

    // 31 days: the debtor's active partnerships are suspended on both sides; others stay active.
    await runOn('2026-04-01T06:30:00Z');
    expect(await statuses()).toEqual(['SUSPENDED', 'SUSPENDED', 'ACTIVE']);
    const done = await actions();
    expect(done.map((each) => [each.ruleName, each.outcome])).toEqual([
      ['Friendly reminder', 'Reminder e-mailed to ap@slowpayer.example'],
      ['Tell the company', 'Notified 1 company administrator'],
      ['Suspend integrations', '2 active partnerships suspended'],
    ]);
    expect(done.map((each) => each.actedAt.slice(0, 10))).toEqual(['2026-03-11', '2026-03-21', '2026-04-01']);

    // Later runs find nothing left to do: one reminder, one notice, the partnerships untouched.
    await runOn('2026-04-20T06:30:00Z');
    expect(reminders()).toHaveLength(1);
    expect(await executeRows(t.app.platform.db, sql`select 1 from notifications where type = 'invoice_overdue'`)).toHaveLength(1);
    expect(await actions()).toHaveLength(3);
  });

  it('leaves paid invoices alone and answers 404 for an unknown invoice and 403 to a company member', async () => {
    const created = await http.post(`${V1}/invoices`, admin.token, { companyId: partner.companyId, currency: 'EUR', issueDate: '2026-02-01', dueDate: '2026-03-01', billingEmail: 'ap@partner.example', lines: [{ description: 'Listing', quantity: 1, unitPrice: 10_000, taxRateBasisPoints: 0 }] });
    const id = created.json().data.id as number;
    await http.post(`${V1}/invoices/${id}/issue`, admin.token);
    expect((await http.post(`${V1}/invoices/${id}/payments`, admin.token, { amount: 10_000, paidOn: '2026-03-02', method: 'BANK_TRANSFER' })).statusCode).toBe(201);
    await runOn('2026-05-01T06:30:00Z');
    expect(await actions(id)).toEqual([]);
    expect((await http.get(`${V1}/invoices/999999/credit-control`, admin.token)).statusCode).toBe(404);
    expect((await http.get(`${V1}/invoices/${invoiceId}/credit-control`, debtor.token)).statusCode).toBe(403);
  });
  it('changes and removes rules: one that acted keeps its record and is only deactivated; 404, 400 and 403', async () => {
    const rules = async () => (await http.get(`${V1}/credit-control/rules`, admin.token)).json().data as { id: number; name: string; daysOverdue: number; action: string; isActive: boolean }[];
    const acted = (await rules()).find((rule) => rule.name === 'Friendly reminder')!;

    const changed = await http.put(`${V1}/credit-control/rules/${acted.id}`, admin.token, { name: 'Polite reminder', daysOverdue: 12, action: 'REMINDER', isActive: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Credit control rule updated', data: { id: acted.id, name: 'Polite reminder', daysOverdue: 12, isActive: false } });
    // The invoice's history names the rule as it is now; what it did stays recorded.
    expect((await actions())[0]).toMatchObject({ ruleName: 'Polite reminder', outcome: 'Reminder e-mailed to ap@slowpayer.example' });
    const refused = await http.delete(`${V1}/credit-control/rules/${acted.id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This rule has acted on invoices; deactivate it instead');

    const fresh = await http.post(`${V1}/credit-control/rules`, admin.token, { name: 'Final notice', daysOverdue: 200, action: 'NOTIFICATION' });
    const freshId = fresh.json().data.id as number;
    const removed = await http.delete(`${V1}/credit-control/rules/${freshId}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Credit control rule removed');
    expect((await rules()).map((rule) => rule.id)).not.toContain(freshId);

    expect((await http.delete(`${V1}/credit-control/rules/${freshId}`, admin.token)).statusCode).toBe(404);
    expect((await http.put(`${V1}/credit-control/rules/${freshId}`, admin.token, { name: 'Gone', daysOverdue: 5, action: 'REMINDER' })).statusCode).toBe(404);
    const bad = await http.put(`${V1}/credit-control/rules/${acted.id}`, admin.token, { name: '', daysOverdue: 0, action: 'REMINDER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Name is required');
    expect((await http.put(`${V1}/credit-control/rules/${acted.id}`, debtor.token, { name: 'Mine', daysOverdue: 5, action: 'REMINDER' })).statusCode).toBe(403);
    expect((await http.delete(`${V1}/credit-control/rules/${acted.id}`, debtor.token)).statusCode).toBe(403);
  });
});
