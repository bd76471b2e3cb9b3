import { needsBusinessAssociation } from '../../apps/web/src/features/auth/company-gate';
import { requiredRoles } from '../../apps/web/src/app/route-access';
import { api } from '../support/session';
import type { TableRoute } from './route-table';

/** The demo people who open the screens (apps/api demo data). */
export const people = {
  admin: { email: 'admin@paytable.io', password: 'Paytable-admin-2024', label: 'admin' },
  supportAdmin: { email: 'noah.fischer@paytable.io', password: 'Paytable-demo-2024', label: 'support admin' },
  /** Company admin of Aurora Casino Group (operator): jobs, press, events, integrations, reporting. */
  operatorAdmin: { email: 'sofia.martinez@paytable.io', password: 'Paytable-demo-2024', label: 'operator company admin' },
  /** Company admin of Northlight Studios (game supplier): game content. */
  supplierAdmin: { email: 'liam.oconnor@paytable.io', password: 'Paytable-demo-2024', label: 'supplier company admin' },
  /** Company admin of SwiftPay Gateway (provider): provider access. */
  providerAdmin: { email: 'priya.shah@paytable.io', password: 'Paytable-demo-2024', label: 'provider company admin' },
  member: { email: 'demo@paytable.io', password: 'Paytable-demo-2024', label: 'member' },
} as const;

export type Person = keyof typeof people;
export type Visitor = Person | 'anonymous';

/** Dashboard screens outside the Company and Integrations areas that only a company's staff can use. */
const COMPANY_SCREENS_ELSEWHERE = new Set(['invite', 'events/new', 'events/edit/:eventId']);

/** Company screens that need a privilege the operator's company lacks, with who holds it. */
const COMPANY_SCREEN_OWNERS: Record<string, Person> = {
  'company/game-content': 'supplierAdmin',
  'company/games/:gameId': 'supplierAdmin',
  'company/showcase': 'supplierAdmin',
  'partner-integrations': 'providerAdmin',
};

function isCompanyScreen(route: TableRoute): boolean {
  return (
    route.area === 'Company' ||
    route.area === 'Integrations' ||
    needsBusinessAssociation(route.path) ||
    COMPANY_SCREENS_ELSEWHERE.has(route.path)
  );
}

/**
 * Who opens a route: admin screens the admin (and the support admin where the role rules let them in),
 * company screens a company admin, other dashboard screens a member, and public screens an anonymous visitor
 * (public dashboard screens a member too).
 */
export function visitorsOf(route: TableRoute): Visitor[] {
  if (route.table !== 'dashboardPages') return ['anonymous'];
  const roles = requiredRoles(route.path);
  if (roles && !roles.includes('user')) return roles.includes('support_admin') ? ['admin', 'supportAdmin'] : ['admin'];
  if (isCompanyScreen(route)) return [COMPANY_SCREEN_OWNERS[route.path] ?? 'operatorAdmin'];
  return route.public ? ['member', 'anonymous'] : ['member'];
}

/** What POST /auth/login answers, as far as the sweep stores it. */
export interface SignedIn {
  token: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: { id: number; companyId?: number | null };
}

type Page<T> = { content: T[] };
type Id = { id: number };

function first<T>(list: Page<T>, what: string): T {
  const item = list.content[0];
  if (!item) throw new Error(`no ${what} in the demo data`);
  return item;
}

/**
 * Real ids from the demo data for every parameterised route, read through the API as the person who opens
 * it. A pattern missing here is reported by the sweep (a new parameterised route needs its id added).
 */
export async function demoUrls(sessions: Record<Person, SignedIn>): Promise<Map<string, string>> {
  const operator = sessions.operatorAdmin;
  const supplier = sessions.supplierAdmin;
  const operatorCompany = operator.user.companyId;
  const supplierCompany = supplier.user.companyId;
  if (!operatorCompany || !supplierCompany) throw new Error('the demo company admins have no company');

  const [publicJob, companyJob, publicPress, companyPress, publicEvent, companyEvent, game, supplierGame, partnership, qaTask, adminEvent] = await Promise.all([
    api<Page<Id>>('/jobs/public?size=1').then((list) => first(list, 'published job')),
    api<Page<Id>>(`/jobs/company/${operatorCompany}?size=1`, undefined, operator.token).then((list) => first(list, 'company job')),
    api<Page<Id>>('/press-releases/public?size=1').then((list) => first(list, 'public press release')),
    api<Page<Id>>(`/press-releases/company/${operatorCompany}?size=1`, undefined, operator.token).then((list) => first(list, 'company press release')),
    api<Page<Id>>('/events/public?size=1').then((list) => first(list, 'public event')),
    api<Page<Id>>('/events/company?size=1', undefined, operator.token).then((list) => first(list, 'company event')),
    api<Page<Id>>('/games?size=1').then((list) => first(list, 'game')),
    api<Page<Id>>(`/games/provider/${supplierCompany}?size=1`, undefined, supplier.token).then((list) => first(list, 'supplier game')),
    api<Page<Id & { integrationType: Id }>>('/partnerships', undefined, operator.token).then((list) => first(list, 'partnership')),
    api<Page<Id>>('/feedback/qa/tasks?size=1', undefined, sessions.admin.token).then((list) => first(list, 'QA task')),
    api<Page<Id>>(`/admin/events/company/${operatorCompany}?size=1`, undefined, sessions.admin.token).then((list) => first(list, 'admin company event')),
  ]);

  return new Map<string, string>([
    ['/marketplace/company/:companyId', `/marketplace/company/${operatorCompany}`],
    ['/jobs/:jobId', `/jobs/${publicJob.id}`],
    ['/press-releases/:id', `/press-releases/${publicPress.id}`],
    ['/events/:eventId', `/events/${publicEvent.id}`],
    ['/dashboard/profile/:userId', `/dashboard/profile/${operator.user.id}`],
    ['/dashboard/marketplace/company/:companyId', `/dashboard/marketplace/company/${operatorCompany}`],
    ['/dashboard/marketplace/company/:companyId/games', `/dashboard/marketplace/company/${supplierCompany}/games`],
    ['/dashboard/marketplace/game/:gameId', `/dashboard/marketplace/game/${game.id}`],
    ['/dashboard/jobs/:jobId', `/dashboard/jobs/${publicJob.id}`],
    ['/dashboard/company-profile/:companyId', `/dashboard/company-profile/${operatorCompany}`],
    ['/dashboard/company/games/:gameId', `/dashboard/company/games/${supplierGame.id}`],
    ['/dashboard/company-jobs/:jobId', `/dashboard/company-jobs/${companyJob.id}`],
    ['/dashboard/company-jobs/:jobId/edit', `/dashboard/company-jobs/${companyJob.id}/edit`],
    ['/dashboard/integration-wizard/:id', `/dashboard/integration-wizard/${partnership.id}`],
    ['/dashboard/integration-manual/:integrationTypeId', `/dashboard/integration-manual/${partnership.integrationType.id}`],
    ['/dashboard/press-releases/:id', `/dashboard/press-releases/${publicPress.id}`],
    ['/dashboard/company-press/:id', `/dashboard/company-press/${companyPress.id}`],
    ['/dashboard/company-press/:id/edit', `/dashboard/company-press/${companyPress.id}/edit`],
    ['/dashboard/events/edit/:eventId', `/dashboard/events/edit/${companyEvent.id}`],
    ['/dashboard/events/:eventId', `/dashboard/events/${publicEvent.id}`],
    ['/dashboard/admin/company-reporting/:companyId', `/dashboard/admin/company-reporting/${operatorCompany}`],
    ['/dashboard/admin/qa/tasks/:taskId/test', `/dashboard/admin/qa/tasks/${qaTask.id}/test`],
    ['/dashboard/admin/companies/:companyId/events', `/dashboard/admin/companies/${operatorCompany}/events`],
    ['/dashboard/admin/companies/:companyId/events/new', `/dashboard/admin/companies/${operatorCompany}/events/new`],
    ['/dashboard/admin/companies/:companyId/events/:eventId/edit', `/dashboard/admin/companies/${operatorCompany}/events/${adminEvent.id}/edit`],
  ]);
}
