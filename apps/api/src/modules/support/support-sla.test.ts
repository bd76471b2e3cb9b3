import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reissuedToken } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { slaOfCompany } from './contract-sla';
import type { SlaSettings } from './mapper';
import { SUPPORT_SCHEDULES } from './scheduled';

const V1 = '/api/v1';

/**
 * The SLA targets through the API on a fake clock: Monday 23 November 2026, the desk open 09:00–17:00
 * Malta time (UTC+1). Access tokens live 15 minutes, so each actor's token is signed again after the
 * clock moves (same session).
 */
describe('support SLA on a fake clock', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let agent: Actor;
  let customer: Actor;

  const reissue = async (actor: Actor) => {
    actor.token = await reissuedToken(t.config.jwtSecret!, actor.token);
  };
  const clockAt = async (iso: string) => {
    vi.setSystemTime(new Date(iso));
    for (const actor of [root, agent, customer]) await reissue(actor);
  };
  const sweep = async () => {
    await t.app.platform.jobs.send(SUPPORT_SCHEDULES.slaSweep.name, {});
    await t.app.platform.jobs.drain({ until: new Date(Date.now() + 60_000) });
  };
  const detail = async (actor: Actor, id: number) => (await http.get(`${V1}/support/tickets/${id}`, actor.token)).json().data;
  const reply = (actor: Actor, id: number, content: string) => http.post(`${V1}/support/tickets/${id}/messages`, actor.token, { content, isInternal: false });

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T07:30:00Z'));
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    agent = await signUp(t.app);
    const promoted = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: agent.userId, role: 'support_admin' });
    if (promoted.statusCode !== 200) throw new Error(`role assignment failed: ${promoted.body}`);
    await reissue(agent);
    customer = await approvedCompany(t.app, root);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('tracks the next response after each customer message, pauses it, escalates it and lists its breach', async () => {
    await clockAt('2026-11-23T08:00:00Z'); // Monday 09:00 local
    const created = await http.post(`${V1}/support/tickets`, customer.token, { title: 'Deposits stuck', description: 'Deposits stay pending.', priority: 'urgent', category: 'integration' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.sla.nextResponse).toBeNull();
    await http.put(`${V1}/support/tickets/${id}/assign`, root.token, { assigneeId: agent.userId });

    await clockAt('2026-11-23T08:30:00Z');
    expect((await reply(agent, id, 'Looking into it.')).statusCode).toBe(201);
    await clockAt('2026-11-23T09:00:00Z'); // 60 business minutes on the clock
    await reply(customer, id, 'Still pending here.');
    await clockAt('2026-11-23T09:30:00Z');
    // Urgent: the next reply is due within two business hours of the customer's message.
    expect((await detail(customer, id)).sla.nextResponse).toEqual({ dueAt: '2026-11-23T11:00:00.000Z', state: 'active', remainingMinutes: 90 });

    // Waiting on the payment provider from 11:00 to 15:30 local: the clock stands still.
    await clockAt('2026-11-23T10:00:00Z');
    await http.put(`${V1}/support/tickets/${id}`, agent.token, { status: 'pending_third_party' });
    await clockAt('2026-11-23T14:00:00Z');
    expect((await detail(agent, id)).sla.nextResponse).toEqual({ dueAt: null, state: 'paused', remainingMinutes: 60 });
    await clockAt('2026-11-23T14:30:00Z');
    await http.put(`${V1}/support/tickets/${id}`, agent.token, { status: 'open' });
    expect((await detail(agent, id)).sla.nextResponse).toMatchObject({ dueAt: '2026-11-23T15:30:00.000Z', state: 'active' });

    // Twenty minutes before it falls due the sweep escalates the ticket and warns the assignee.
    await clockAt('2026-11-23T15:10:00Z');
    await sweep();
    const escalated = await detail(agent, id);
    expect(escalated).toMatchObject({ escalated: true });
    expect(escalated.escalationReason).toBe('SLA: next response due 2026-11-23T15:30:00.000Z');
    const notices = (await http.get(`${V1}/notifications?size=50`, agent.token)).json().data.content as { type: string; message: string }[];
    expect(notices.some((notice) => notice.type === 'ticket_sla_warning' && notice.message.includes('next response'))).toBe(true);

    // Past due: the next sweep puts it on the breach list.
    await clockAt('2026-11-23T15:35:00Z');
    await sweep();
    const breaches = (await http.get(`${V1}/support/tickets/breaches?size=100`, agent.token)).json().data.content as { id: number }[];
    expect(breaches.map((row) => row.id)).toContain(id);
    expect((await detail(agent, id)).sla.nextResponse).toMatchObject({ state: 'missed', remainingMinutes: -5 });

    // The late answer keeps its count: 135 business minutes against 120.
    await clockAt('2026-11-23T15:45:00Z');
    await reply(agent, id, 'The provider fixed it.');
    const answered = await detail(customer, id);
    expect(answered.sla.nextResponse).toEqual({ dueAt: null, state: 'missed', remainingMinutes: null });
    expect(answered.sla.firstResponse.state).toBe('hit');
    expect(answered.sla.resolution.state).toBe('active');
  });

  describe('contract SLAs', () => {
    const contract = {
      timeZone: 'America/New_York',
      workingDays: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '18:00' })),
      holidays: ['2026-11-23'],
      policies: {
        urgent: { firstResponseMinutes: 30, nextResponseMinutes: 60, resolutionMinutes: 240 },
        high: { firstResponseMinutes: 60, nextResponseMinutes: 120, resolutionMinutes: 480 },
        medium: { firstResponseMinutes: 120, nextResponseMinutes: 240, resolutionMinutes: 960 },
        low: { firstResponseMinutes: 240, nextResponseMinutes: 480, resolutionMinutes: 1920 },
      },
    };

    it('a paid-plan company gets its own calendar and targets; its open tickets follow, and return to the default once removed', async () => {
      await clockAt('2026-11-23T15:50:00Z'); // Monday 16:50 Malta, 10:50 New York (a holiday in this contract)
      const paying = await approvedCompany(t.app, root);
      const plain = await approvedCompany(t.app, root);
      await reissue(root);
      const invoice = await http.post(`${V1}/accounting/invoices`, root.token, {
        companyId: paying.companyId,
        currency: 'EUR',
        issueDate: '2026-11-02',
        dueDate: '2026-12-02',
        billingEmail: 'billing@paying.example',
        lines: [{ description: 'Marketplace plan', quantity: 1, unitPrice: 50_000 }],
      });
      expect(invoice.statusCode).toBe(201);
      expect((await http.post(`${V1}/accounting/invoices/${invoice.json().data.id}/issue`, root.token)).statusCode).toBe(200);

      const created = await http.post(`${V1}/support/tickets`, paying.token, { title: 'Bonus wallet frozen', description: 'Players cannot use bonus funds.', priority: 'urgent', category: 'technical' });
      const id = created.json().data.id as number;
      // Default: 10 minutes left of Malta's Monday, 50 on Tuesday from 09:00 local.
      expect(created.json().data.sla.firstResponse.dueAt).toBe('2026-11-24T08:50:00.000Z');

      const companies = (await http.get(`${V1}/support/contract-slas/companies`, agent.token)).json().data as { id: number; basis: string }[];
      expect(companies).toContainEqual(expect.objectContaining({ id: paying.companyId, basis: 'paid_plan' }));
      expect(companies.map((company) => company.id)).not.toContain(plain.companyId);

      expect((await http.put(`${V1}/support/contract-slas/${paying.companyId}`, paying.token, contract)).statusCode).toBe(403);
      const refused = await http.put(`${V1}/support/contract-slas/${plain.companyId}`, agent.token, contract);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Only a company with an active partnership or a paid plan can have a contract SLA');
      const badZone = await http.put(`${V1}/support/contract-slas/${paying.companyId}`, agent.token, { ...contract, timeZone: 'Mars/Olympus' });
      expect(badZone.statusCode).toBe(400);

      const saved = await http.put(`${V1}/support/contract-slas/${paying.companyId}`, agent.token, contract);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ company: { id: paying.companyId }, basis: 'paid_plan', timeZone: 'America/New_York', holidays: ['2026-11-23'] });
      // New York is closed for the holiday: 30 minutes from Tuesday 08:00 local (13:00 UTC).
      expect((await detail(paying, id)).sla.firstResponse.dueAt).toBe('2026-11-24T13:30:00.000Z');
      const list = (await http.get(`${V1}/support/contract-slas`, agent.token)).json().data as { company: { id: number } }[];
      expect(list.map((entry) => entry.company.id)).toContain(paying.companyId);
      expect((await http.get(`${V1}/support/contract-slas`, paying.token)).statusCode).toBe(403);

      // A ticket opened under the contract starts on its calendar too.
      await clockAt('2026-11-23T16:00:00Z');
      const second = await http.post(`${V1}/support/tickets`, paying.token, { title: 'Second wallet issue', description: 'Still frozen.', priority: 'urgent', category: 'technical' });
      expect(second.json().data.sla.firstResponse.dueAt).toBe('2026-11-24T13:30:00.000Z');

      expect((await http.delete(`${V1}/support/contract-slas/${paying.companyId}`, agent.token)).statusCode).toBe(200);
      expect((await detail(paying, id)).sla.firstResponse.dueAt).toBe('2026-11-24T08:50:00.000Z');
      expect((await http.delete(`${V1}/support/contract-slas/${paying.companyId}`, agent.token)).statusCode).toBe(404);
    });

    it('applies a contract SLA only while its company is still eligible, the default otherwise', async () => {
      await clockAt('2026-11-23T15:50:00Z');
      const paying = await approvedCompany(t.app, root);
      await reissue(root);
      const issue = async (issueDate: string) => {
        const invoice = await http.post(`${V1}/accounting/invoices`, root.token, {
          companyId: paying.companyId,
          currency: 'EUR',
          issueDate,
          dueDate: '2026-12-02',
          billingEmail: 'billing@paying.example',
          lines: [{ description: 'Marketplace plan', quantity: 1, unitPrice: 50_000 }],
        });
        expect(invoice.statusCode).toBe(201);
        expect((await http.post(`${V1}/accounting/invoices/${invoice.json().data.id}/issue`, root.token)).statusCode).toBe(200);
        return invoice.json().data.id as number;
      };
      const invoiceId = await issue('2026-11-02');
      expect((await http.put(`${V1}/support/contract-slas/${paying.companyId}`, agent.token, contract)).statusCode).toBe(200);
      const created = await http.post(`${V1}/support/tickets`, paying.token, { title: 'Cashier page blank', description: 'Players see a blank cashier.', priority: 'urgent', category: 'technical' });
      const id = created.json().data.id as number;
      // On the contract: New York's holiday, so 30 minutes from Tuesday 08:00 local.
      expect(created.json().data.sla.firstResponse.dueAt).toBe('2026-11-24T13:30:00.000Z');

      // The paid plan ends (its only invoice is voided): the stored contract stays, but the ticket runs on the default.
      expect((await http.post(`${V1}/accounting/invoices/${invoiceId}/void`, root.token)).statusCode).toBe(200);
      expect((await detail(paying, id)).sla.firstResponse.dueAt).toBe('2026-11-24T08:50:00.000Z');
      expect((await detail(agent, id)).sla.firstResponse.dueAt).toBe('2026-11-24T08:50:00.000Z');
      const listed = (await http.get(`${V1}/support/contract-slas`, agent.token)).json().data as { company: { id: number }; basis: string | null }[];
      expect(listed.find((entry) => entry.company.id === paying.companyId)).toMatchObject({ basis: null });
      // A ticket opened now starts on the default too.
      const lapsed = await http.post(`${V1}/support/tickets`, paying.token, { title: 'Cashier page blank again', description: 'Still blank.', priority: 'urgent', category: 'technical' });
      expect(lapsed.json().data.sla.firstResponse.dueAt).toBe('2026-11-24T08:50:00.000Z');

      // A new invoice makes the company eligible again, and the contract applies again.
      await issue('2026-11-20');
      expect((await detail(paying, id)).sla.firstResponse.dueAt).toBe('2026-11-24T13:30:00.000Z');

      // The same rule as at save: an invoice counts for 400 days (issued 20 November 2026: through 25 December 2027).
      const fallback: SlaSettings = { calendar: { timeZone: 'UTC', hours: {}, holidays: [] }, policies: {} as SlaSettings['policies'] };
      const db = t.app.platform.db;
      expect((await slaOfCompany(db, fallback, paying.companyId, new Date('2027-12-24T12:00:00Z'))).calendar.timeZone).toBe('America/New_York');
      expect(await slaOfCompany(db, fallback, paying.companyId, new Date('2027-12-26T12:00:00Z'))).toBe(fallback);
      expect(await slaOfCompany(db, fallback, null, new Date('2026-11-24T12:00:00Z'))).toBe(fallback);
    });
  });
});
