import type { AdminOverview, Role } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  bugReports,
  businessTypes,
  companies,
  companyBusinessTypes,
  companyCertifications,
  companyConnections,
  directMessages,
  events,
  groupChats,
  groupMessages,
  integrationTypes,
  invoicePayments,
  invoices,
  jobApplications,
  jobs,
  journalEntries,
  partnerships,
  pressReleases,
  privilegeRequests,
  refreshTokens,
  supportTickets,
  userConnections,
  users,
} from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { adminOverview } from './overview';

const V1 = '/api/v1';
const DAY = 86_400_000;
/** A fixed clock years after every row the helpers create, so only the rows written below fall in a window. */
const NOW = new Date('2031-03-15T12:00:00Z');
const ago = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY - hours * 3_600_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const viewer = (roles: Role[]): AuthUser => ({ id: 1, email: 'viewer@example.com', username: 'viewer', userType: 'user', roles, emailVerified: true, sessionId: 's' });
const figures = (overview: AdminOverview) => new Map(overview.groups.flatMap((group) => group.figures.map((figure) => [figure.key, figure.value])));
const groupKeys = (overview: AdminOverview) => overview.groups.map((group) => group.key);

describe('admin overview', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let finance: Actor;
  let support: Actor;
  let member: Actor;
  let typeIds: number[];

  const promote = async (actor: Actor, role: string) => {
    const res = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: actor.userId, role });
    if (res.statusCode !== 200) throw new Error(`role assignment failed: ${res.body}`);
  };

  /**
   * The hand-counted data set, dated around NOW:
   * - people: 3 sign-ups today, 2 more in the last 7 days, 1 more in the last 30 days, 1 older;
   *   active: A signed in 2 hours ago, B refreshed 3 days ago (and signed in 20 days ago), C refreshed 20 days ago.
   * - companies: 2 pending, 2 verified, 1 approved unverified, 1 inactive; type 1 on 3 of them, type 2 on 1.
   */
  async function seed() {
    const db = t.app.platform.db;
    const person = (name: string, createdAt: Date, lastLoginAt: Date | null = null) => ({
      email: `${name}@reporting.test`,
      username: name,
      passwordHash: 'x',
      firstName: name,
      lastName: 'Test',
      createdAt,
      lastLoginAt,
    });
    const people = await db
      .insert(users)
      .values([
        person('today1', ago(0, 1), ago(0, 2)),
        person('today2', ago(0, 2)),
        person('today3', ago(0, 3)),
        person('week1', ago(3), ago(20)),
        person('week2', ago(6)),
        person('month1', ago(20)),
        person('old1', ago(40), ago(35)),
      ])
      .returning({ id: users.id });
    const [a, b, c, d, e] = people.map((row) => row.id) as [number, number, number, number, number];
    const token = (userId: number, createdAt: Date, n: number) => ({ userId, familyId: `f${n}`, tokenHash: `h${n}`, expiresAt: ago(-30), createdAt });
    await db.insert(refreshTokens).values([token(d, ago(3), 1), token(e, ago(20), 2), token(e, ago(45), 3)]);

    const made = await db
      .insert(companies)
      .values([
        { name: 'Pending One', status: 'PENDING' },
        { name: 'Pending Two', status: 'PENDING' },
        { name: 'Verified One', status: 'ACTIVE', verified: true },
        { name: 'Verified Two', status: 'ACTIVE', verified: true },
        { name: 'Plain One', status: 'ACTIVE' },
        { name: 'Gone One', status: 'INACTIVE' },
      ])
      .returning({ id: companies.id });
    const [p1, , v1, v2, plain] = made.map((row) => row.id) as [number, number, number, number, number, number];
    const types = await db.select({ id: businessTypes.id }).from(businessTypes).orderBy(businessTypes.id).limit(2);
    typeIds = types.map((row) => row.id);
    const [type1, type2] = typeIds as [number, number];
    await db.insert(companyBusinessTypes).values([
      { companyId: v1, businessTypeId: type1 },
      { companyId: v2, businessTypeId: type1 },
      { companyId: plain, businessTypeId: type1 },
      { companyId: plain, businessTypeId: type2 },
    ]);

    // Pending work: 2 open privilege requests (one closed), 1 pending certification (one verified),
    // 2 open tickets (one resolved), 1 new bug report (one confirmed).
    await db.insert(privilegeRequests).values([
      { companyId: v1, privilege: 'company_jobs' },
      { companyId: v2, privilege: 'company_press', status: 'VERIFICATION_REQUESTED' },
      { companyId: plain, privilege: 'company_jobs', status: 'REJECTED' },
    ]);
    await db.insert(companyCertifications).values([
      { companyId: v1, standard: 'ISO 27001' },
      { companyId: v2, standard: 'ISO 27001', status: 'VERIFIED' },
    ]);
    await db.insert(supportTickets).values([
      { title: 'One', description: 'x' },
      { title: 'Two', description: 'x', status: 'pending_customer' },
      { title: 'Three', description: 'x', status: 'resolved' },
    ]);
    await db.insert(bugReports).values([
      { title: 'One', description: 'x' },
      { title: 'Two', description: 'x', status: 'confirmed' },
    ]);

    // Activity: 3 messages in the last 7 days (2 direct, 1 group) and 1 older; 1 person and 1 company
    // connection made this week, 1 person connection older and 1 still pending.
    await db.insert(directMessages).values([
      { senderId: a, recipientId: b, content: 'hi', createdAt: ago(1) },
      { senderId: b, recipientId: a, content: 'hi', createdAt: ago(6) },
      { senderId: b, recipientId: a, content: 'old', createdAt: ago(9) },
    ]);
    const [group] = await db.insert(groupChats).values({ name: 'Team' }).returning({ id: groupChats.id });
    await db.insert(groupMessages).values({ groupId: group!.id, content: 'hello', createdAt: ago(2) });
    await db.insert(userConnections).values([
      { requesterId: a, receiverId: b, status: 'connected', respondedAt: ago(2) },
      { requesterId: a, receiverId: c, status: 'connected', respondedAt: ago(12) },
      { requesterId: b, receiverId: c, status: 'pending' },
    ]);
    await db.insert(companyConnections).values({ requesterCompanyId: v1, targetCompanyId: v2, status: 'connected', respondedAt: ago(1) });

    // Jobs: 2 published, 1 draft; 2 applications this week, 1 older.
    const job = (title: string, status: string) => ({
      companyId: v1,
      title,
      description: 'x',
      descriptionText: 'x',
      function: 'ENGINEERING',
      seniority: 'SENIOR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      validThrough: ago(-30),
      status,
    });
    const jobRows = await db.insert(jobs).values([job('One', 'PUBLISHED'), job('Two', 'PUBLISHED'), job('Three', 'DRAFT')]).returning({ id: jobs.id });
    await db.insert(jobApplications).values([
      { jobId: jobRows[0]!.id, applicantUserId: a, createdAt: ago(1) },
      { jobId: jobRows[0]!.id, applicantUserId: b, createdAt: ago(5) },
      { jobId: jobRows[1]!.id, applicantUserId: a, createdAt: ago(10) },
    ]);

    // Events: 2 upcoming (published, postponed), 1 upcoming draft, 1 past.
    const event = (title: string, status: string, start: Date) => ({ companyId: v1, type: 'CONFERENCE', title, status, startDateTime: start, endDateTime: new Date(start.getTime() + DAY) });
    await db.insert(events).values([event('A', 'PUBLISHED', ago(-3)), event('B', 'POSTPONED', ago(-40)), event('C', 'DRAFT', ago(-5)), event('D', 'PUBLISHED', ago(5))]);

    // Press: 2 published in 30 days, 1 published earlier, 1 unpublished.
    const release = (title: string, status: string, publishedAt: Date | null) => ({ companyId: v1, title, summary: 'x', content: 'x', contentText: 'x', status, publishedAt });
    await db.insert(pressReleases).values([release('A', 'PUBLISHED', ago(1)), release('B', 'PUBLISHED', ago(29)), release('C', 'PUBLISHED', ago(31)), release('D', 'UNPUBLISHED', ago(2))]);

    // Partnerships: 1 active, 1 pending.
    const [integration] = await db.insert(integrationTypes).values({ name: 'Wallet', integrationIdentifier: 'reporting-wallet' }).returning({ id: integrationTypes.id });
    await db.insert(partnerships).values([
      { requesterCompanyId: v1, providerCompanyId: v2, integrationTypeId: integration!.id, status: 'ACTIVE' },
      { requesterCompanyId: plain, providerCompanyId: v2, integrationTypeId: integration!.id },
    ]);

    // Money: EUR issued 100.00 + 50.00 in the window, 70.00 before it, a void and a draft; USD 20.00.
    // Paid: EUR 30.00 in the window (on the old invoice), 10.00 before it.
    const invoice = (currency: string, total: number, issued: Date, state: string, sequence: number | null) => ({
      companyId: p1,
      currency,
      total,
      issueDate: isoDay(issued),
      dueDate: isoDay(ago(-14)),
      billingEmail: 'billing@example.com',
      state,
      sequence,
    });
    const bills = await db
      .insert(invoices)
      .values([
        invoice('EUR', 10_000, ago(3), 'ISSUED', 1),
        invoice('EUR', 5_000, ago(29), 'ISSUED', 2),
        invoice('EUR', 7_000, ago(45), 'ISSUED', 3),
        invoice('EUR', 9_000, ago(2), 'VOID', 4),
        invoice('EUR', 9_000, ago(2), 'DRAFT', null),
        invoice('USD', 2_000, ago(1), 'ISSUED', 5),
      ])
      .returning({ id: invoices.id });
    const [entry] = await db.insert(journalEntries).values({ entryDate: isoDay(ago(1)), description: 'payment' }).returning({ id: journalEntries.id });
    await db.insert(invoicePayments).values([
      { invoiceId: bills[2]!.id, amount: 3_000, paidOn: isoDay(ago(4)), method: 'BANK_TRANSFER', journalEntryId: entry!.id },
      { invoiceId: bills[2]!.id, amount: 1_000, paidOn: isoDay(ago(40)), method: 'BANK_TRANSFER', journalEntryId: entry!.id },
    ]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    finance = await signUp(t.app);
    support = await signUp(t.app);
    member = await signUp(t.app);
    await promote(finance, 'finance_admin');
    await promote(support, 'support_admin');
    await seed();
  });
  afterAll(() => t.close());

  it('counts every figure by hand for an admin', async () => {
    const overview = await adminOverview(t.app.platform.db, viewer(['ROLE_ADMIN']), NOW);
    expect(groupKeys(overview)).toEqual(['people', 'companies', 'pending', 'activity', 'money']);
    const [type1, type2] = typeIds;
    expect(Object.fromEntries(figures(overview))).toEqual({
      'signups.today': 3,
      'signups.week': 5,
      'signups.month': 6,
      'active.day': 1,
      'active.week': 2,
      'active.month': 3,
      'companies.verified': 2,
      'companies.unverified': 1,
      'companies.pending': 2,
      'companies.inactive': 1,
      [`companies.type.${type1}`]: 3,
      [`companies.type.${type2}`]: 1,
      'pending.companies': 2,
      'pending.privilegeRequests': 2,
      'pending.certifications': 1,
      'pending.tickets': 2,
      'pending.bugReports': 1,
      'messages.week': 3,
      'connections.people.week': 1,
      'connections.companies.week': 1,
      'jobs.published': 2,
      'jobs.applications.week': 2,
      'events.upcoming': 2,
      'press.month': 2,
      'partnerships.active': 1,
      'revenue.invoiced.EUR': 15_000,
      'revenue.paid.EUR': 3_000,
      'revenue.invoiced.USD': 2_000,
      'revenue.paid.USD': 0,
    });
    const money = overview.groups.find((group) => group.key === 'money')!;
    expect(money.figures.map((figure) => figure.currency)).toEqual(['EUR', 'EUR', 'USD', 'USD']);
    for (const group of overview.groups) for (const figure of group.figures) expect(figure.href).toMatch(/^\/dashboard\//);
    // The tile opens the request queue, not the screen that grants privileges one user at a time.
    expect(overview.groups.flatMap((group) => group.figures).find((figure) => figure.key === 'pending.privilegeRequests')?.href).toBe('/dashboard/company-privileges');
    const companiesGroup = overview.groups.find((group) => group.key === 'companies')!;
    expect(companiesGroup.figures.filter((figure) => figure.breakdown === 'By business type').map((figure) => figure.value)).toEqual([3, 1]);
  });

  it('shows a finance admin the revenue but not the admin-only pending work', async () => {
    const overview = await adminOverview(t.app.platform.db, viewer(['ROLE_FINANCE_ADMIN']), NOW);
    expect(groupKeys(overview)).toEqual(['people', 'companies', 'pending', 'activity', 'money']);
    const keys = [...figures(overview).keys()];
    expect(keys).toContain('revenue.invoiced.EUR');
    expect(keys.filter((key) => key.startsWith('pending.'))).toEqual(['pending.certifications']);
  });

  it('never shows a support admin the revenue', async () => {
    const overview = await adminOverview(t.app.platform.db, viewer(['ROLE_SUPPORT_ADMIN']), NOW);
    expect(groupKeys(overview)).toEqual(['people', 'companies', 'pending', 'activity']);
    const keys = [...figures(overview).keys()];
    expect(keys.some((key) => key.startsWith('revenue.'))).toBe(false);
    expect(keys.filter((key) => key.startsWith('pending.'))).toEqual(['pending.certifications', 'pending.tickets']);
  });

  it('answers the four admin roles over HTTP and refuses everyone else', async () => {
    const keysOf = async (actor: Actor) => {
      const res = await http.get(`${V1}/admin/overview`, actor.token);
      expect(res.statusCode).toBe(200);
      return groupKeys(res.json().data as AdminOverview);
    };
    expect(await keysOf(root)).toContain('money');
    expect(await keysOf(finance)).toContain('money');
    expect(await keysOf(support)).not.toContain('money');
    expect((await http.get(`${V1}/admin/overview`, member.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${V1}/admin/overview` })).statusCode).toBe(401);
  });
});
