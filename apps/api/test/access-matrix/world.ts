import type { CompanyPrivilege } from '@paytable/contracts';
import { Role } from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import { passkeyCredentials, trustedDevices } from '../../src/db/schema/index';
import { unique } from '../auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, staffMember, type Actor } from '../company-helpers';
import { addGame, grantCompanyPrivilege } from '../games-helpers';
import { multipartBody, pngImage } from '../upload-helpers';

const V1 = '/api/v1';

export const principalNames = [
  'anonymous',
  'no company',
  'staff of A',
  'admin of A',
  'admin of B',
  'support admin',
  'finance admin',
  'admin',
  'superuser',
] as const;
export type PrincipalName = (typeof principalNames)[number];

export interface Principal {
  name: PrincipalName;
  token?: string;
  userId?: number;
  roles: string[];
  /** The company it belongs to, and whether it is that company's admin. */
  company?: 'A' | 'B';
  companyAdmin: boolean;
}

/** Whose a resource is: a company's, a user's (a principal or an outsider), or nobody's in particular. */
export type Owner = { company: 'A' | 'B' } | { user: PrincipalName | 'outsider' } | 'shared';

export interface World {
  principals: Principal[];
  companies: { A: number; B: number; C: number };
  /** What each company holds (its admins hold all of it). */
  companyPrivileges: Record<'A' | 'B', CompanyPrivilege[]>;
  /** People who are no principal: `colleague` works at A, `outsider` and friends are plain members. */
  people: { colleague: Actor; outsider: Actor; friend: Actor; stranger: Actor };
  ids: {
    gameA: number;
    listingA: number;
    certificationA: number;
    /** A published job of A; an application to a job of C by the outsider; the outsider's saved search. */
    jobA: number;
    /** A published, public press release of A. */
    pressA: number;
    /** A published public event of A. */
    eventA: number;
    /** The outsider's meeting request to friend at eventA. */
    outsiderMeeting: number;
    outsiderApplication: number;
    outsiderSavedSearch: number;
    /** A support ticket the outsider opened, and the screenshot attached to it. */
    outsiderTicket: number;
    outsiderTicketAttachment: number;
    /** A bug report the outsider filed, its screenshot, and a suggestion anyone signed in may read. */
    outsiderBugReport: number;
    outsiderBugScreenshot: number;
    suggestion: number;
    invitationA: number;
    privilegeRequestA: number;
    companyRequestToA: number;
    colleagueMembership: number;
    outsiderRequest: number;
    outsiderConnection: number;
    outsiderGroup: number;
    /** A notice of the outsider's own (its request to friend was accepted). */
    outsiderNotification: number;
    /** A browser the outsider trusted to skip the second step. */
    outsiderTrustedDevice: number;
    /** A passkey of the outsider. */
    outsiderPasskey: number;
    /** The outsider's sign-in session (its access token's `sid`). */
    outsiderSession: string;
    outsiderItems: Record<string, number>;
    /** An issued invoice of A. */
    invoiceA: number;
    /** A credit note of A (for its invoice). */
    creditNoteA: number;
    businessType: number;
    jurisdiction: number;
    gameType: number;
  };
}

async function expectStatus(label: string, response: { statusCode: number; body: string }, status: number) {
  if (response.statusCode !== status) throw new Error(`${label}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as { data: Record<string, unknown> & { id: number } };
}

const profileItems: Record<string, Record<string, unknown>> = {
  experience: { title: 'Head of Payments', companyName: 'SwiftPay', startDate: '2021-04' },
  education: { institution: 'University of Malta', degree: 'BSc', startYear: 2012 },
  skill: { name: 'Risk management' },
  certification: { name: 'CAMS', issuingOrganization: 'ACAMS', issueDate: '2020-01' },
  project: { name: 'Open banking payouts', startDate: '2022-01' },
};

/** A published job of `company` (which holds company_jobs). */
async function publishedJob(app: FastifyInstance, company: Actor & { companyId: number }): Promise<number> {
  const http = api(app);
  const validThrough = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const body = { title: unique('Risk Analyst '), description: '<p>Model fraud risk.</p>', function: 'COMPLIANCE', seniority: 'SENIOR', employmentType: 'FULL_TIME', workplace: 'REMOTE', country: 'MT', validThrough };
  const job = await expectStatus('job', await http.post(`${V1}/jobs/company/${company.companyId}`, company.token, body), 201);
  await expectStatus('publish', await app.inject({ method: 'PATCH', url: `${V1}/jobs/${job.data.id}/company/${company.companyId}/status`, headers: { authorization: `Bearer ${company.token}` }, payload: { status: 'PUBLISHED' } }), 200);
  return job.data.id;
}

/** A published public event of `company` (which holds company_events). */
async function publishedEvent(app: FastifyInstance, company: Actor & { companyId: number }): Promise<number> {
  const start = new Date(Date.now() + 20 * 86_400_000);
  const body = { title: unique('Risk Summit '), startDateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 8 * 3_600_000).toISOString(), location: 'Malta', status: 'PUBLISHED' };
  return (await expectStatus('event', await api(app).post(`${V1}/events`, company.token, body), 201)).data.id;
}

/**
 * Everyone the matrix calls as, and a resource of each kind owned by company A or by an outsider:
 * all made through the API, the way users make them.
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const http = api(app);
  const root = await signInSuperuser(app);
  const adminA = await approvedCompany(app, root, unique('Company A '));
  const adminB = await approvedCompany(app, root, unique('Company B '));
  const companyC = await approvedCompany(app, root, unique('Company C '));
  const privilegesA: CompanyPrivilege[] = ['admin_access', 'game_content', 'provider_access', 'company_jobs', 'company_press', 'company_events'];
  for (const privilege of privilegesA.slice(1)) await grantCompanyPrivilege(app, root, adminA, privilege);
  const staffA = await staffMember(app, adminA.companyId, adminA);
  const colleague = await staffMember(app, adminA.companyId, adminA);
  const [plain, support, finance, admin, outsider, friend, stranger] = await Promise.all(Array.from({ length: 7 }, () => signUp(app)));
  for (const [person, role] of [
    [support, Role.SUPPORT_ADMIN],
    [finance, Role.FINANCE_ADMIN],
    [admin, Role.ADMIN],
  ] as const) {
    await expectStatus('role', await http.post(`${V1}/admin/user-roles/assign`, root.token, { userId: person!.userId, role }), 200);
  }

  const gameA = await addGame(app, adminA);
  const listingA = await expectStatus(
    'listing',
    await http.post(`${V1}/showcase/company/${adminA.companyId}`, adminA.token, { title: 'Instant payouts', isPublished: true }),
    201,
  );
  const certificationA = await expectStatus(
    'certification',
    await http.post(`${V1}/certifications/company/${adminA.companyId}`, adminA.token, { standard: 'ISO 27001' }),
    201,
  );
  const invited = await expectStatus('invitation', await http.post(`${V1}/company/invitations`, adminA.token, { emails: [`${unique()}@example.com`] }), 201);
  const privilegeRequestA = await expectStatus('privilege request', await http.post(`${V1}/company-privileges/requests`, adminA.token, { privilege: 'company_reporting' }), 201);
  const companyRequestToA = await expectStatus('company connection', await http.post(`${V1}/companies/${adminA.companyId}/connect`, adminB.token), 201);
  const colleagueMembership = await expectStatus('membership', await http.get(`${V1}/user/company-association`, colleague.token), 200);

  const outsiderRequest = await expectStatus('connection request', await http.post(`${V1}/connections/request`, outsider!.token, { receiverId: stranger!.userId }), 201);
  const toFriend = await expectStatus('connection request', await http.post(`${V1}/connections/request`, outsider!.token, { receiverId: friend!.userId }), 201);
  const outsiderConnection = await expectStatus('accept', await http.post(`${V1}/connections/requests/${toFriend.data.id}/accept`, friend!.token), 200);
  const outsiderGroup = await expectStatus('group', await http.post(`${V1}/group-chats`, outsider!.token, { name: 'Outsiders', memberIds: [friend!.userId] }), 201);
  const outsiderNotices = await expectStatus('notifications', await http.get(`${V1}/notifications`, outsider!.token), 200);
  const outsiderItems: Record<string, number> = {};
  for (const [section, body] of Object.entries(profileItems)) {
    outsiderItems[section] = (await expectStatus(`profile ${section}`, await http.post(`${V1}/profile/me/${section}`, outsider!.token, body), 201)).data.id;
  }
  const jobA = await publishedJob(app, adminA);
  const pressA = await expectStatus('press release', await http.post(`${V1}/press-releases/company/${adminA.companyId}`, adminA.token, { title: 'Launch', summary: 'A launch', content: '<p>Live today</p>' }), 201);
  await expectStatus('publish press release', await http.post(`${V1}/press-releases/${pressA.data.id}/company/${adminA.companyId}/publish`, adminA.token, {}), 200);
  const eventA = await publishedEvent(app, adminA);
  for (const person of [outsider!, friend!]) await expectStatus('attend', await http.put(`${V1}/events/${eventA}/attendance`, person.token, { status: 'GOING', listed: true }), 200);
  const eventStart = Date.parse(String((await expectStatus('event', await http.get(`${V1}/events/${eventA}`), 200)).data.startDateTime));
  const outsiderMeeting = await expectStatus(
    'meeting',
    await http.post(`${V1}/events/${eventA}/meetings`, outsider!.token, { inviteeUserId: friend!.userId, startsAt: new Date(eventStart + 3_600_000).toISOString(), endsAt: new Date(eventStart + 5_400_000).toISOString() }),
    201,
  );
  await grantCompanyPrivilege(app, root, companyC, 'company_jobs');
  const jobC = await publishedJob(app, companyC);
  const outsiderApplication = await expectStatus('application', await http.post(`${V1}/jobs/${jobC}/apply`, outsider!.token, { coverLetter: 'Hello' }), 201);
  const outsiderSavedSearch = await expectStatus('saved search', await http.post(`${V1}/jobs/saved-searches`, outsider!.token, { name: 'Remote', filters: { workplace: 'REMOTE' } }), 201);
  const ticketForm = await multipartBody({ field: 'attachment', name: 'screen.png', type: 'image/png', content: await pngImage(64, 64) }, { title: 'Payout report empty', description: 'No rows for October.' });
  const outsiderTicket = await expectStatus('support ticket', await http.upload(`${V1}/support/tickets`, outsider!.token, ticketForm), 201);
  const bugForm = await multipartBody({ field: 'screenshot', name: 'bug.png', type: 'image/png', content: await pngImage(64, 64) }, { title: 'Export does nothing', description: 'No file is downloaded.' });
  const outsiderBugReport = await expectStatus('bug report', await http.upload(`${V1}/feedback/bug-reports`, outsider!.token, bugForm), 201);
  const suggestion = await expectStatus('suggestion', await http.post(`${V1}/feedback/suggestions`, outsider!.token, { title: 'Dark mode digests', description: 'Please.' }), 201);
  const businessType = await expectStatus('business type', await http.post(`${V1}/business-types`, root.token, { name: unique('Type '), description: 'A business type' }), 201);
  const jurisdiction = await expectStatus('jurisdiction', await http.post(`${V1}/license-jurisdictions`, root.token, { name: unique('Land '), code: unique('J').slice(0, 8).toUpperCase() }), 201);
  const gameType = await expectStatus('game type', await http.post(`${V1}/game-types`, root.token, { name: unique('Slots ') }), 201);

  const invoiceA = await expectStatus(
    'invoice',
    await http.post(`${V1}/accounting/invoices`, root.token, { companyId: adminA.companyId, currency: 'EUR', issueDate: '2026-01-05', dueDate: '2026-02-04', billingEmail: 'billing@a.example', lines: [{ description: 'Subscription', quantity: 1, unitPrice: 10_000 }] }),
    201,
  );
  await expectStatus('invoice issue', await http.post(`${V1}/accounting/invoices/${invoiceA.data.id}/issue`, root.token), 200);
  const creditNoteA = await expectStatus('credit note', await http.post(`${V1}/accounting/credit-notes`, root.token, { invoiceId: invoiceA.data.id, amount: 1_000, reason: 'Goodwill', issueDate: '2026-01-06' }), 201);

  const principals: Principal[] = [
    { name: 'anonymous', roles: [], companyAdmin: false },
    { name: 'no company', token: plain!.token, userId: plain!.userId, roles: [Role.USER], companyAdmin: false },
    { name: 'staff of A', token: staffA.token, userId: staffA.userId, roles: [Role.USER], company: 'A', companyAdmin: false },
    { name: 'admin of A', token: adminA.token, userId: adminA.userId, roles: [Role.USER], company: 'A', companyAdmin: true },
    { name: 'admin of B', token: adminB.token, userId: adminB.userId, roles: [Role.USER], company: 'B', companyAdmin: true },
    { name: 'support admin', token: support!.token, userId: support!.userId, roles: [Role.SUPPORT_ADMIN], companyAdmin: false },
    { name: 'finance admin', token: finance!.token, userId: finance!.userId, roles: [Role.FINANCE_ADMIN], companyAdmin: false },
    { name: 'admin', token: admin!.token, userId: admin!.userId, roles: [Role.ADMIN], companyAdmin: false },
    { name: 'superuser', token: root.token, userId: root.userId, roles: [Role.SUPERUSER, Role.ADMIN], companyAdmin: false },
  ];
  // A trusted device is made by a second step; its row alone is what the matrix needs.
  const [device] = await app.platform.db
    .insert(trustedDevices)
    .values({ userId: outsider!.userId, tokenHash: unique('device'), expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: trustedDevices.id });
  const outsiderTrustedDevice = device!.id;
  const [passkey] = await app.platform.db
    .insert(passkeyCredentials)
    .values({ userId: outsider!.userId, credentialId: unique('credential'), publicKey: 'AA', deviceType: 'singleDevice', name: 'Outsider key' })
    .returning({ id: passkeyCredentials.id });
  return {
    principals,
    companies: { A: adminA.companyId, B: adminB.companyId, C: companyC.companyId },
    companyPrivileges: { A: privilegesA, B: ['admin_access'] },
    people: { colleague, outsider: outsider!, friend: friend!, stranger: stranger! },
    ids: {
      gameA,
      listingA: listingA.data.id,
      certificationA: certificationA.data.id,
      jobA,
      pressA: pressA.data.id,
      eventA,
      outsiderMeeting: outsiderMeeting.data.id,
      outsiderApplication: outsiderApplication.data.id,
      outsiderSavedSearch: outsiderSavedSearch.data.id,
      outsiderTicket: outsiderTicket.data.id,
      outsiderTicketAttachment: (outsiderTicket.data.attachments as { id: number }[])[0]!.id,
      outsiderBugReport: outsiderBugReport.data.id,
      outsiderBugScreenshot: (outsiderBugReport.data.screenshots as { id: number }[])[0]!.id,
      suggestion: suggestion.data.id,
      invitationA: (invited.data.invited as { id: number }[])[0]!.id,
      privilegeRequestA: privilegeRequestA.data.id,
      companyRequestToA: companyRequestToA.data.id,
      colleagueMembership: colleagueMembership.data.id,
      outsiderRequest: outsiderRequest.data.id,
      outsiderConnection: outsiderConnection.data.id,
      outsiderGroup: outsiderGroup.data.id,
      outsiderNotification: (outsiderNotices.data.content as { id: number }[])[0]!.id,
      outsiderTrustedDevice,
      outsiderPasskey: passkey!.id,
      outsiderSession: (JSON.parse(Buffer.from(outsider!.token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid,
      outsiderItems,
      invoiceA: invoiceA.data.id,
      creditNoteA: creditNoteA.data.id,
      businessType: businessType.data.id,
      jurisdiction: jurisdiction.data.id,
      gameType: gameType.data.id,
    },
  };
}
