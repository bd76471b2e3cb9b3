import { hasAnyRole, Role, type AdminOverview, type OverviewFigure, type OverviewGroup, type OverviewGroupKey } from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { revenueSince } from '../accounting/index';
import { countActiveUsers, countSignUps, type Windows } from '../auth/index';
import { countCompaniesByBusinessType, countCompaniesByState, countOpenPrivilegeRequests } from '../companies/index';
import { countConnectionsMadeSince } from '../connections/index';
import { countUpcomingEvents } from '../events/index';
import { countNewBugReports } from '../feedback/index';
import { countActivePartnerships } from '../integrations/index';
import { countApplicationsSince, countPublishedJobs } from '../jobs/index';
import { countPendingCertifications } from '../marketplace/index';
import { countMessagesSince } from '../messaging/index';
import { countPressPublishedSince } from '../press/index';
import { countOpenTickets } from '../support/index';

const DAY_MS = 86_400_000;

/** The four roles of the /dashboard/admin home (seed 000 §6); a superuser passes every check. */
export const OVERVIEW_ROLES = [Role.ADMIN, Role.FINANCE_ADMIN, Role.SUPPORT_ADMIN] as const;

/**
 * Who sees a group or figure: the roles of the screen it links to (seed 000 §6). People, companies and
 * activity are platform-wide counts every admin role sees; pending work and money are shown only to
 * those who can act on them, so a support admin is never shown revenue.
 */
const screenRoles = {
  everyAdmin: OVERVIEW_ROLES,
  adminOnly: [Role.ADMIN],
  support: [Role.ADMIN, Role.SUPPORT_ADMIN],
  finance: [Role.ADMIN, Role.FINANCE_ADMIN],
} as const;

type Audience = (typeof screenRoles)[keyof typeof screenRoles];

/**
 * Which of the figure audiences `viewer` belongs to: two viewers with the same audiences are shown the
 * same overview (routes.ts remembers answers under it).
 */
export function overviewAudience(viewer: AuthUser): string {
  return Object.entries(screenRoles)
    .filter(([, roles]) => hasAnyRole(viewer, roles))
    .map(([name]) => name)
    .join(',');
}

const groupTitles: Record<OverviewGroupKey, string> = {
  people: 'People',
  companies: 'Companies',
  pending: 'Pending work',
  activity: 'Activity',
  money: 'Money',
};

/** The look-back windows ending at `now`: today (since midnight UTC), the last 7 and the last 30 days. */
export function overviewWindows(now: Date): Windows & { today: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { today, day: new Date(now.getTime() - DAY_MS), week: new Date(now.getTime() - 7 * DAY_MS), month: new Date(now.getTime() - 30 * DAY_MS) };
}

interface Candidate {
  figure: OverviewFigure;
  audience: Audience;
}

const figure = (key: string, label: string, value: number, hint: string, href: string, audience: Audience = screenRoles.everyAdmin): Candidate => ({
  figure: { key, label, value, hint, href },
  audience,
});

/** The same figure as an amount in minor units of `currency`. */
const money = (candidate: Candidate, currency: string): Candidate => ({ ...candidate, figure: { ...candidate.figure, currency } });

/** A row of a breakdown, listed under its title rather than shown as a tile. */
const inBreakdown = (candidate: Candidate, breakdown: string): Candidate => ({ ...candidate, figure: { ...candidate.figure, breakdown } });

/**
 * Every figure of the admin overview, counted at `now`, keeping only what `viewer` may see. Each count
 * is one indexed query in its owning module; they run concurrently (docs/reporting.md lists them).
 * Revenue is read only when the viewer may see it.
 */
export async function adminOverview(db: Db, viewer: AuthUser, now: Date): Promise<AdminOverview> {
  const windows = overviewWindows(now);
  const canSee = (audience: Audience) => hasAnyRole(viewer, audience);
  const signUpWindows = { day: windows.today, week: windows.week, month: windows.month };
  const [signUps, active, byState, byType, privilegeRequests, certifications, tickets, bugReports, messages, connections, publishedJobs, applications, upcomingEvents, press, partnerships, revenue] =
    await Promise.all([
      countSignUps(db, signUpWindows),
      countActiveUsers(db, windows),
      countCompaniesByState(db),
      countCompaniesByBusinessType(db),
      countOpenPrivilegeRequests(db),
      countPendingCertifications(db),
      countOpenTickets(db),
      countNewBugReports(db),
      countMessagesSince(db, windows.week),
      countConnectionsMadeSince(db, windows.week),
      countPublishedJobs(db),
      countApplicationsSince(db, windows.week),
      countUpcomingEvents(db, now),
      countPressPublishedSince(db, windows.month),
      countActivePartnerships(db),
      canSee(screenRoles.finance) ? revenueSince(db, windows.month.toISOString().slice(0, 10)) : Promise.resolve([]),
    ]);

  const users = '/dashboard/admin/users';
  const companiesPath = '/dashboard/admin/companies';
  const pendingCompanies = '/dashboard/admin/pending-companies';
  /** Where an admin reviews privilege requests: the company privileges screen opens with the review queue for them. */
  const privilegeQueue = '/dashboard/company-privileges';
  const candidates: Record<OverviewGroupKey, Candidate[]> = {
    people: [
      figure('signups.today', 'Sign-ups today', signUps.day, 'Accounts created since midnight (UTC)', users),
      figure('signups.week', 'Sign-ups, 7 days', signUps.week, 'Accounts created in the last 7 days', users),
      figure('signups.month', 'Sign-ups, 30 days', signUps.month, 'Accounts created in the last 30 days', users),
      figure('active.day', 'Active today', active.day, 'People who signed in or used the app in the last 24 hours', users),
      figure('active.week', 'Active this week', active.week, 'People who signed in or used the app in the last 7 days', users),
      figure('active.month', 'Active this month', active.month, 'People who signed in or used the app in the last 30 days', users),
    ],
    companies: [
      figure('companies.verified', 'Verified', byState.verified, 'Approved companies with the verified badge', companiesPath),
      figure('companies.unverified', 'Approved, not verified', byState.unverified, 'Approved companies without the verified badge', companiesPath),
      figure('companies.pending', 'Awaiting approval', byState.pending, 'Registered companies not yet approved', pendingCompanies),
      figure('companies.inactive', 'Inactive', byState.inactive, 'Companies an admin deactivated', companiesPath),
      ...byType.map((type) => inBreakdown(figure(`companies.type.${type.businessTypeId}`, type.name, type.count, `Companies of type ${type.name}`, companiesPath), 'By business type')),
    ],
    pending: [
      figure('pending.companies', 'Companies to approve', byState.pending, 'Registered companies awaiting approval', pendingCompanies, screenRoles.adminOnly),
      figure('pending.privilegeRequests', 'Privilege requests', privilegeRequests, 'Requests pending or awaiting verification', privilegeQueue, screenRoles.adminOnly),
      figure('pending.certifications', 'Certifications to review', certifications, 'Certifications awaiting verification', '/dashboard/admin/certifications'),
      figure('pending.tickets', 'Open tickets', tickets, 'Support tickets not resolved or closed', '/dashboard/admin/support', screenRoles.support),
      figure('pending.bugReports', 'New bug reports', bugReports, 'Bug reports not yet triaged', '/dashboard/admin/bug-reports', screenRoles.adminOnly),
    ],
    activity: [
      figure('messages.week', 'Messages, 7 days', messages, 'Direct and group messages sent in the last 7 days', '/dashboard/messages'),
      figure('connections.people.week', 'New connections, 7 days', connections.people, 'Connection requests between people accepted in the last 7 days', '/dashboard/network'),
      figure('connections.companies.week', 'Company connections, 7 days', connections.companies, 'Company connection requests accepted in the last 7 days', '/dashboard/company-connections'),
      figure('jobs.published', 'Published jobs', publishedJobs, 'Jobs on the board now', '/dashboard/jobs'),
      figure('jobs.applications.week', 'Applications, 7 days', applications, 'Job applications sent in the last 7 days', '/dashboard/jobs'),
      figure('events.upcoming', 'Upcoming events', upcomingEvents, 'Published or postponed events still to start', '/dashboard/admin/events'),
      figure('press.month', 'Press releases, 30 days', press, 'Press releases published in the last 30 days', '/dashboard/press-releases'),
      figure('partnerships.active', 'Active partnerships', partnerships, 'Integration partnerships live now', '/dashboard/partnerships'),
    ],
    money: revenue.flatMap((totals) => [
      money(figure(`revenue.invoiced.${totals.currency}`, `Invoiced, 30 days (${totals.currency})`, totals.invoiced, 'Issued invoices dated in the last 30 days', '/dashboard/admin/invoices', screenRoles.finance), totals.currency),
      money(figure(`revenue.paid.${totals.currency}`, `Paid, 30 days (${totals.currency})`, totals.paid, 'Payments received in the last 30 days', '/dashboard/admin/earnings', screenRoles.finance), totals.currency),
    ]),
  };

  const groups: OverviewGroup[] = [];
  for (const [key, list] of Object.entries(candidates) as [OverviewGroupKey, Candidate[]][]) {
    const figures = list.filter((candidate) => canSee(candidate.audience)).map((candidate) => candidate.figure);
    // Money is shown to the finance roles even in a month without invoices (an empty group says so).
    if (figures.length > 0 || (key === 'money' && canSee(screenRoles.finance))) groups.push({ key, title: groupTitles[key], figures });
  }
  return { generatedAt: now.toISOString(), groups };
}
