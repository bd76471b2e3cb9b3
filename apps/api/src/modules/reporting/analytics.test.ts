import { adminAnalyticsSchema, envelopeSchema, reportChartSchema, reportRangeSchema, reportRangeDays, reportSeriesSchema, ReportingMessage, type AdminAnalytics, type AdminReport, type CompanyReport, type ReportChart, type ReportRange, type ReportTable } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  businessTypes,
  companies,
  companyBusinessTypes,
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
  pressReleaseDailyStats,
  pressReleases,
  refreshTokens,
  userConnections,
  users,
  webhookDeliveries,
} from '../../db/schema/index';

const V1 = '/api/v1';
/** Every hand-counted row below is dated in the first days of 2030, long after anything the helpers create. */
const RANGE = 'from=2030-01-01&to=2030-01-07';
const at = (day: string, time = '12:00') => new Date(`2030-01-${day}T${time}:00Z`);

/** A series' non-zero days as { 'DD': value } and its total. */
function seriesOf(report: { range: ReportRange; charts: ReportChart[] }, key: string) {
  const found = report.charts.flatMap((chart) => chart.series).find((entry) => entry.key === key);
  if (!found) throw new Error(`no series ${key}`);
  const days = reportRangeDays(report.range);
  return { total: found.total, days: Object.fromEntries(found.values.flatMap((value, index) => (value === 0 ? [] : [[days[index]!.slice(8), value]]))) };
}
const rowsOf = (tables: ReportTable[], key: string) => tables.find((entry) => entry.key === key)?.rows;

describe('analytics, reporting and company reporting', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;
  let finance: Actor;
  let support: Actor;
  let founderA: Actor & { companyId: number };
  let founderB: Actor & { companyId: number };
  let staffA: Actor;
  let typeName: string;

  const promote = async (actor: Actor, role: string) => {
    const res = await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: actor.userId, role });
    if (res.statusCode !== 200) throw new Error(`role assignment failed: ${res.body}`);
  };

  /**
   * The hand-counted data set (2030-01-01 to 2030-01-07, plus rows just outside it):
   * sign-ups 2 on 01, 1 on 03; active: 2 people on 02 (one twice), 1 on 05; 2 companies registered on 04
   * (type 1, one approved); messages 3 on 02, 1 on 06; connections: people 1 on 03, companies A-B 1 on 05;
   * jobs of A published on 02 and 03, applications 1 on 03 and 2 on 04; events of A on 05 and 06 (a draft
   * left out); releases of A: 1 published on 02, views 5 on 02 and 3 + 2 on 03; partnerships asked on 01
   * (A to B, active) and 06 (B to A, pending); deliveries A to B delivered on 02 and 03 (EUR 10.00 + 5.00),
   * B to A on 05 (USD 2.00), one failed, one test; invoices EUR 100.00 to A on 02 (30.00 paid on 04),
   * USD 20.00 to B on 05.
   */
  async function seed() {
    const db = t.app.platform.db;
    const a = founderA.companyId;
    const b = founderB.companyId;
    const person = (name: string, createdAt: Date, lastLoginAt: Date | null = null) => ({ email: `${name}@analytics.test`, username: name, passwordHash: 'x', firstName: name, lastName: 'Test', createdAt, lastLoginAt });
    const people = await db
      .insert(users)
      .values([
        person('first1', at('01', '08:00'), at('02', '09:00')),
        person('first2', at('01', '20:00')),
        person('third1', at('03'), at('05')),
        person('before', new Date('2029-12-31T23:59:00Z')),
        person('after', new Date('2030-01-08T00:00:00Z')),
      ])
      .returning({ id: users.id });
    const [u1, u2, u3, u4] = people.map((row) => row.id) as [number, number, number, number, number];
    const token = (userId: number, createdAt: Date, n: number) => ({ userId, familyId: `af${n}`, tokenHash: `ah${n}`, expiresAt: new Date('2031-01-01T00:00:00Z'), createdAt });
    await db.insert(refreshTokens).values([token(u1, at('02', '10:00'), 1), token(u1, at('02', '12:00'), 2), token(u2, at('02'), 3)]);

    const [type] = await db.select({ id: businessTypes.id, name: businessTypes.name }).from(businessTypes).orderBy(businessTypes.id).limit(1);
    typeName = type!.name;
    const made = await db
      .insert(companies)
      .values([
        { name: 'Registered Active', status: 'ACTIVE', createdAt: at('04') },
        { name: 'Registered Pending', status: 'PENDING', createdAt: at('04') },
      ])
      .returning({ id: companies.id });
    await db.insert(companyBusinessTypes).values(made.map((row) => ({ companyId: row.id, businessTypeId: type!.id })));

    await db.insert(directMessages).values([
      { senderId: u1, recipientId: u2, content: 'hi', createdAt: at('02') },
      { senderId: u2, recipientId: u1, content: 'hi', createdAt: at('02') },
      { senderId: u2, recipientId: u1, content: 'hi', createdAt: at('06') },
      { senderId: u2, recipientId: u1, content: 'late', createdAt: at('08') },
    ]);
    const [group] = await db.insert(groupChats).values({ name: 'Analytics' }).returning({ id: groupChats.id });
    await db.insert(groupMessages).values({ groupId: group!.id, content: 'hello', createdAt: at('02') });
    await db.insert(userConnections).values({ requesterId: u1, receiverId: u2, status: 'connected', respondedAt: at('03') });
    await db.insert(companyConnections).values({ requesterCompanyId: a, targetCompanyId: b, status: 'connected', respondedAt: at('05') });

    const job = (title: string, status: string, publishedAt: Date | null) => ({
      companyId: a,
      title,
      description: 'x',
      descriptionText: 'x',
      function: 'ENGINEERING',
      seniority: 'SENIOR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      validThrough: new Date('2031-01-01T00:00:00Z'),
      status,
      publishedAt,
      createdAt: publishedAt ?? at('01'),
    });
    const [j1, j2] = await db.insert(jobs).values([job('Open role', 'PUBLISHED', at('02')), job('Closed role', 'CLOSED', at('03')), job('Draft role', 'DRAFT', null)]).returning({ id: jobs.id });
    await db.insert(jobApplications).values([
      { jobId: j1!.id, applicantUserId: u1, createdAt: at('03') },
      { jobId: j1!.id, applicantUserId: u2, createdAt: at('04') },
      { jobId: j2!.id, applicantUserId: u3, createdAt: at('04') },
      { jobId: j1!.id, applicantUserId: u4, createdAt: new Date('2029-12-20T12:00:00Z') },
    ]);

    const event = (title: string, status: string, start: Date) => ({ companyId: a, type: 'CONFERENCE', title, status, startDateTime: start, endDateTime: new Date(start.getTime() + 3_600_000) });
    await db.insert(events).values([event('Summit', 'PUBLISHED', at('05')), event('Draft', 'DRAFT', at('05')), event('Called off', 'CANCELLED', at('06'))]);

    const release = (title: string, status: string, publishedAt: Date | null) => ({ companyId: a, title, summary: 'x', content: 'x', contentText: 'x', status, publishedAt, createdAt: publishedAt ?? at('01') });
    const [r1, r2] = await db.insert(pressReleases).values([release('Launch', 'PUBLISHED', at('02')), release('Withdrawn', 'UNPUBLISHED', at('03'))]).returning({ id: pressReleases.id });
    await db.insert(pressReleaseDailyStats).values([
      { releaseId: r1!.id, day: '2030-01-02', views: 5, reads: 2, shares: 1 },
      { releaseId: r1!.id, day: '2030-01-03', views: 3 },
      { releaseId: r2!.id, day: '2030-01-03', views: 2, reads: 1 },
      { releaseId: r1!.id, day: '2030-01-09', views: 100 },
    ]);

    const [integration] = await db.insert(integrationTypes).values({ name: 'Wallet', integrationIdentifier: 'analytics-wallet' }).returning({ id: integrationTypes.id });
    const [live] = await db
      .insert(partnerships)
      .values([
        { requesterCompanyId: a, providerCompanyId: b, integrationTypeId: integration!.id, status: 'ACTIVE', createdAt: at('01') },
        { requesterCompanyId: b, providerCompanyId: a, integrationTypeId: integration!.id, createdAt: at('06') },
      ])
      .returning({ id: partnerships.id });
    const delivery = (id: string, from: number, to: number, status: string, createdAt: Date, deliveredAt: Date | null, volume: [number, string] | null, target = 'LIVE') => ({
      id,
      partnershipId: live!.id,
      senderCompanyId: from,
      receiverCompanyId: to,
      eventType: 'transaction.completed',
      target,
      status,
      body: '{}',
      bodySha256: 'x',
      createdAt,
      deliveredAt,
      volumeMinor: volume?.[0] ?? null,
      volumeCurrency: volume?.[1] ?? null,
    });
    await db.insert(webhookDeliveries).values([
      delivery('d1', a, b, 'SUCCEEDED', at('02', '10:00'), at('02', '10:01'), [1_000, 'EUR']),
      delivery('d2', a, b, 'SUCCEEDED', at('02', '23:59'), at('03', '00:01'), [500, 'EUR']),
      delivery('d3', a, b, 'FAILED', at('04'), null, null),
      delivery('d4', a, b, 'SUCCEEDED', at('02'), at('02'), [9_999, 'EUR'], 'TEST'),
      delivery('d5', b, a, 'SUCCEEDED', at('05'), at('05'), [200, 'USD']),
    ]);

    const invoice = (companyId: number, currency: string, total: number, issueDate: string, state: string, sequence: number | null, paidTotal = 0) => ({
      companyId,
      currency,
      total,
      paidTotal,
      issueDate,
      dueDate: '2030-02-01',
      billingEmail: 'billing@example.com',
      state,
      sequence,
      number: sequence === null ? null : `INV-${sequence}`,
    });
    const bills = await db
      .insert(invoices)
      .values([
        invoice(a, 'EUR', 10_000, '2030-01-02', 'ISSUED', 901, 3_000),
        invoice(a, 'EUR', 5_000, '2029-12-15', 'ISSUED', 902),
        invoice(a, 'EUR', 9_000, '2030-01-03', 'VOID', 903),
        invoice(a, 'EUR', 9_000, '2030-01-03', 'DRAFT', null),
        invoice(b, 'USD', 2_000, '2030-01-05', 'ISSUED', 904),
      ])
      .returning({ id: invoices.id });
    const [entry] = await db.insert(journalEntries).values({ entryDate: '2030-01-04', description: 'payment' }).returning({ id: journalEntries.id });
    await db.insert(invoicePayments).values({ invoiceId: bills[0]!.id, amount: 3_000, paidOn: '2030-01-04', method: 'BANK_TRANSFER', journalEntryId: entry!.id });
  }

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
    finance = await signUp(t.app);
    support = await signUp(t.app);
    await promote(finance, 'finance_admin');
    await promote(support, 'support_admin');
    founderA = await approvedCompany(t.app, root, 'Analytics A');
    founderB = await approvedCompany(t.app, root, 'Analytics B');
    staffA = await staffMember(t.app, founderA.companyId, founderA);
    await grantCompanyPrivilege(t.app, root, founderA, 'company_reporting');
    await grantCompanyPrivilege(t.app, root, founderB, 'company_reporting');
    await seed();
  });
  afterAll(() => t.close());

  // The route writes its answer with JSON.stringify, without encoding it through the schema: every
  // answer must hold exactly the contract's fields.
  const strictAnalytics = envelopeSchema(
    adminAnalyticsSchema
      .extend({
        range: reportRangeSchema.strict(),
        charts: z.array(reportChartSchema.extend({ series: z.array(reportSeriesSchema.strict()) }).strict()),
      })
      .strict(),
  );
  const analytics = async (actor: Actor, query = RANGE) => {
    const res = await http.get(`${V1}/admin/analytics?${query}`, actor.token);
    if (res.statusCode === 200) strictAnalytics.parse(res.json());
    return res;
  };

  it('counts every series of the range by hand', async () => {
    const res = await analytics(finance);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as AdminAnalytics;
    expect(data.range).toEqual({ from: '2030-01-01', to: '2030-01-07', days: 7 });
    expect(reportRangeDays(data.range)).toEqual(['01', '02', '03', '04', '05', '06', '07'].map((day) => `2030-01-${day}`));
    for (const chart of data.charts) for (const entry of chart.series) expect(entry.values).toHaveLength(7);
    const expected: Record<string, { total: number; days: Record<string, number> }> = {
      signups: { total: 3, days: { '01': 2, '03': 1 } },
      active: { total: 3, days: { '02': 2, '05': 1 } },
      'companies.registered': { total: 2, days: { '04': 2 } },
      messages: { total: 4, days: { '02': 3, '06': 1 } },
      'connections.people': { total: 1, days: { '03': 1 } },
      'connections.companies': { total: 1, days: { '05': 1 } },
      'jobs.published': { total: 2, days: { '02': 1, '03': 1 } },
      'jobs.applications': { total: 3, days: { '03': 1, '04': 2 } },
      'events.starting': { total: 2, days: { '05': 1, '06': 1 } },
      'press.published': { total: 1, days: { '02': 1 } },
      'press.views': { total: 10, days: { '02': 5, '03': 5 } },
      'press.reads': { total: 3, days: { '02': 2, '03': 1 } },
      'partnerships.requested': { total: 2, days: { '01': 1, '06': 1 } },
      deliveries: { total: 3, days: { '02': 1, '03': 1, '05': 1 } },
      'revenue.invoiced.EUR': { total: 10_000, days: { '02': 10_000 } },
      'revenue.paid.EUR': { total: 3_000, days: { '04': 3_000 } },
      'revenue.invoiced.USD': { total: 2_000, days: { '05': 2_000 } },
    };
    for (const [key, value] of Object.entries(expected)) expect([key, seriesOf(data, key)]).toEqual([key, value]);
    expect(data.charts.filter((chart) => chart.key.startsWith('revenue.')).map((chart) => chart.series[0]!.currency)).toEqual(['EUR', 'USD']);
  });

  it('breaks the range down in tables', async () => {
    const res = await http.get(`${V1}/admin/reporting?${RANGE}`, root.token);
    expect(res.statusCode).toBe(200);
    const { tables } = res.json().data as AdminReport;
    expect(rowsOf(tables, 'companies.byType')).toEqual([{ type: typeName, registered: 2, active: 1 }]);
    expect(rowsOf(tables, 'jobs.topCompanies')).toEqual([{ company: 'Analytics A', companyId: founderA.companyId, jobs: 2, applications: 3 }]);
    expect(rowsOf(tables, 'press.topCompanies')).toEqual([{ company: 'Analytics A', companyId: founderA.companyId, releases: 2, views: 10, reads: 3, shares: 1, downloads: 0 }]);
    expect(rowsOf(tables, 'deliveries.volume')).toEqual([
      { currency: 'EUR', deliveries: 2, volume: 1_500 },
      { currency: 'USD', deliveries: 1, volume: 200 },
    ]);
    expect(rowsOf(tables, 'revenue.byCurrency')).toEqual([
      { currency: 'EUR', invoiced: 10_000, paid: 3_000 },
      { currency: 'USD', invoiced: 2_000, paid: 0 },
    ]);
    expect(rowsOf(tables, 'revenue.topCompanies')).toEqual([
      { company: 'Analytics A', companyId: founderA.companyId, currency: 'EUR', invoices: 1, invoiced: 10_000, paid: 3_000 },
      { company: 'Analytics B', companyId: founderB.companyId, currency: 'USD', invoices: 1, invoiced: 2_000, paid: 0 },
    ]);
    for (const table of tables) for (const row of table.rows) expect(Object.keys(row)).toEqual(table.columns.map((column) => column.key));
  });

  it("reports a company's own figures to its members", async () => {
    const res = await http.get(`${V1}/companies/${founderA.companyId}/reporting?${RANGE}`, founderA.token);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as CompanyReport;
    expect(report.company).toEqual({ id: founderA.companyId, name: 'Analytics A' });
    expect(Object.fromEntries(report.figures.map((figure) => [figure.key, figure.value]))).toEqual({
      members: 2,
      connections: 1,
      'jobs.published': 1,
      'press.published': 1,
      'partnerships.active': 1,
      'invoices.outstanding.EUR': 12_000,
    });
    expect(seriesOf(report, 'connections')).toEqual({ total: 1, days: { '05': 1 } });
    expect(seriesOf(report, 'jobs.applications')).toEqual({ total: 3, days: { '03': 1, '04': 2 } });
    expect(seriesOf(report, 'press.views')).toEqual({ total: 10, days: { '02': 5, '03': 5 } });
    expect(seriesOf(report, 'deliveries.sent')).toEqual({ total: 3, days: { '02': 2, '04': 1 } });
    expect(seriesOf(report, 'deliveries.received')).toEqual({ total: 1, days: { '05': 1 } });
    expect(seriesOf(report, 'events.starting')).toEqual({ total: 2, days: { '05': 1, '06': 1 } });
    expect(rowsOf(report.tables, 'jobs')).toEqual([
      { title: 'Closed role', status: 'CLOSED', publishedOn: '2030-01-03', applications: 1, allApplications: 1 },
      { title: 'Open role', status: 'PUBLISHED', publishedOn: '2030-01-02', applications: 2, allApplications: 3 },
      { title: 'Draft role', status: 'DRAFT', publishedOn: null, applications: 0, allApplications: 0 },
    ]);
    expect(rowsOf(report.tables, 'press')).toEqual([
      { title: 'Withdrawn', status: 'UNPUBLISHED', publishedOn: '2030-01-03', views: 2, reads: 1, shares: 0, downloads: 0 },
      { title: 'Launch', status: 'PUBLISHED', publishedOn: '2030-01-02', views: 8, reads: 2, shares: 1, downloads: 0 },
    ]);
    expect(rowsOf(report.tables, 'partnerships')).toEqual([
      { side: 'Provider', status: 'PENDING', partnerships: 1 },
      { side: 'Requester', status: 'ACTIVE', partnerships: 1 },
    ]);
    expect(rowsOf(report.tables, 'deliveries')).toEqual([
      { direction: 'Received', status: 'SUCCEEDED', currency: 'USD', deliveries: 1, volume: 200 },
      { direction: 'Sent', status: 'FAILED', currency: null, deliveries: 1, volume: null },
      { direction: 'Sent', status: 'SUCCEEDED', currency: 'EUR', deliveries: 2, volume: 1_500 },
    ]);
    expect(rowsOf(report.tables, 'invoices')).toEqual([{ number: 'INV-901', issueDate: '2030-01-02', dueDate: '2030-02-01', currency: 'EUR', total: 10_000, paid: 3_000, credited: 0 }]);
  });

  it('lets admin and finance admin read any company, and nobody else another company', async () => {
    const path = (companyId: number) => `${V1}/companies/${companyId}/reporting?${RANGE}`;
    expect((await http.get(path(founderA.companyId), root.token)).statusCode).toBe(200);
    expect((await http.get(path(founderB.companyId), finance.token)).statusCode).toBe(200);
    expect((await http.get(path(founderB.companyId), founderA.token)).statusCode).toBe(404);
    expect((await http.get(path(founderA.companyId), founderB.token)).statusCode).toBe(404);
    expect((await http.get(path(founderA.companyId), support.token)).statusCode).toBe(404);
    expect((await http.get(path(founderA.companyId), staffA.token)).statusCode).toBe(403);
    expect((await http.get(path(2_000_000), root.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path(founderA.companyId) })).statusCode).toBe(401);
  });

  it('admits admin, superuser and finance admin to analytics and reporting, nobody else', async () => {
    for (const route of ['analytics', 'reporting']) {
      const url = `${V1}/admin/${route}?${RANGE}`;
      expect((await http.get(url, root.token)).statusCode).toBe(200);
      expect((await http.get(url, finance.token)).statusCode).toBe(200);
      expect((await http.get(url, support.token)).statusCode).toBe(403);
      expect((await http.get(url, founderA.token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('validates the date range', async () => {
    const refused = async (query: string, message: string) => {
      const res = await analytics(root, query);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused('from=2030-01-08&to=2030-01-01', ReportingMessage.order);
    await refused('from=2030-02-30&to=2030-03-01', ReportingMessage.badDay);
    await refused('from=yesterday', ReportingMessage.badDay);
    await refused('from=2029-01-06&to=2030-01-07', ReportingMessage.tooLong);
    const company = await http.get(`${V1}/companies/${founderA.companyId}/reporting?from=2030-01-08&to=2030-01-01`, founderA.token);
    expect(company.statusCode).toBe(400);

    const year = await analytics(root, 'from=2029-01-07&to=2030-01-07');
    expect(year.statusCode).toBe(200);
    expect((year.json().data as AdminAnalytics).range.days).toBe(366);
    const single = await analytics(root, 'from=2030-01-04&to=2030-01-04');
    expect(seriesOf(single.json().data as AdminAnalytics, 'jobs.applications')).toEqual({ total: 2, days: { '04': 2 } });
  });

  it('defaults to the last 30 days up to today', async () => {
    const res = await analytics(root, '');
    expect(res.statusCode).toBe(200);
    const { range } = res.json().data as AdminAnalytics;
    const today = new Date().toISOString().slice(0, 10);
    expect(range.to).toBe(today);
    expect(range.days).toBe(30);
    const onlyTo = await analytics(root, 'to=2030-01-07');
    expect((onlyTo.json().data as AdminAnalytics).range).toEqual({ from: '2029-12-09', to: '2030-01-07', days: 30 });
  });
});
