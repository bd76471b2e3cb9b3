import { hasAnyRole, Role, type AdminAnalytics, type AdminReport, type ReportChart, type ReportRangeQuery } from '@paytable/contracts';
import type { Db } from '../../db/client';
import { addDayValues } from '../../db/day-range';
import type { AuthUser } from '../../platform/auth';
import { topCounterSubjects } from '../../platform/daily-counters';
import { revenuePerDay, topInvoicedCompanies } from '../accounting/index';
import { activePeoplePerDay, signUpsPerDay } from '../auth/index';
import { companiesRegisteredByType, companiesRegisteredPerDay, COMPANY_LIST_SERIES, companyListPerDay, companyNames } from '../companies/index';
import { connectionsPerDay } from '../connections/index';
import { eventsStartingPerDay } from '../events/index';
import { GAMES_LIST_SERIES, gamesListPerDay } from '../games/index';
import { deliveriesPerDay, deliveryVolumeByCurrency, partnershipsRequestedPerDay } from '../integrations/index';
import { applicationsPerDay, jobsPublishedPerDay, topCompaniesByApplications } from '../jobs/index';
import { messagesPerDay } from '../messaging/index';
import { pressFiguresPerDay, pressPublishedPerDay, topCompaniesByPressViews } from '../press/index';
import { SEARCH_MISSED_TERMS_SERIES, searchesPerDay } from '../search/index';
import { chart, resolveRange, series, table } from './range';

/** admin/analytics, admin/reporting and admin/company-reporting (seed 000 §6): admin, finance_admin (and superuser). */
export const ANALYTICS_ROLES = [Role.ADMIN, Role.FINANCE_ADMIN] as const;
/** Who sees money (as on the overview). Every analytics role does today; the check keeps it so if the route ever admits more. */
const FINANCE = [Role.ADMIN, Role.FINANCE_ADMIN] as const;
/** Whether `viewer` sees money in analytics and reports (their answers differ by it, and only by it). */
export const seesMoney = (viewer: AuthUser): boolean => hasAnyRole(viewer, FINANCE);
/** Rows of a "top companies" table. */
export const TOP_COMPANIES = 20;
/** Rows of the searched-terms-without-result table. */
export const TOP_MISSED_TERMS = 50;
/** Where a term found nothing, in the columns of that table: the search box, the games list, the company list. */
const MISSED_TERM_SERIES = [SEARCH_MISSED_TERMS_SERIES, GAMES_LIST_SERIES.missedTerms, COMPANY_LIST_SERIES.missedTerms] as const;

/**
 * The platform's activity per UTC day over the range, one chart per subject. Each series is one grouped
 * statement in its owner module over an index on the date it counts by; they run concurrently.
 */
export async function adminAnalytics(db: Db, viewer: AuthUser, query: ReportRangeQuery, now: Date): Promise<AdminAnalytics> {
  const range = resolveRange(query, now);
  const finance = seesMoney(viewer);
  const [signUps, active, registered, messages, connections, jobsPublished, applications, events, press, pressFigures, partnerships, deliveries, revenue, gamesList, companyList, searches] = await Promise.all([
    signUpsPerDay(db, range),
    activePeoplePerDay(db, range),
    companiesRegisteredPerDay(db, range),
    messagesPerDay(db, range),
    connectionsPerDay(db, range),
    jobsPublishedPerDay(db, range),
    applicationsPerDay(db, range),
    eventsStartingPerDay(db, range),
    pressPublishedPerDay(db, range),
    pressFiguresPerDay(db, range),
    partnershipsRequestedPerDay(db, range),
    deliveriesPerDay(db, range),
    finance ? revenuePerDay(db, range) : Promise.resolve([]),
    gamesListPerDay(db, range),
    companyListPerDay(db, range),
    searchesPerDay(db, range),
  ]);
  const charts: ReportChart[] = [
    chart('people', 'People', [
      series(range, 'signups', 'Sign-ups', 'Accounts created', signUps),
      series(range, 'active', 'Active people', 'Distinct people who signed in or used the app that day', active),
    ]),
    chart('companies', 'Companies', [series(range, 'companies.registered', 'Companies registered', 'Companies registered, whatever their approval state now', registered)]),
    chart('networking', 'Messages and connections', [
      series(range, 'messages', 'Messages', 'Direct and group messages sent', messages),
      series(range, 'connections.people', 'Connections', 'Connection requests between people accepted', connections.people),
      series(range, 'connections.companies', 'Company connections', 'Company connection requests accepted', connections.companies),
    ]),
    chart('jobs', 'Jobs and applications', [
      series(range, 'jobs.published', 'Jobs published', 'Jobs first published, whatever their status now', jobsPublished),
      series(range, 'jobs.applications', 'Applications', 'Job applications sent', applications),
    ]),
    chart('events', 'Events', [series(range, 'events.starting', 'Events taking place', 'Announced events (not drafts) starting that day', events)]),
    chart('press', 'Press releases', [series(range, 'press.published', 'Releases published', 'Releases published that day and still published', press)]),
    chart('press.figures', 'Press release views', [
      series(range, 'press.views', 'Views', 'Unique views of press releases', pressFigures.views),
      series(range, 'press.reads', 'Reads', 'Releases read to the end', pressFigures.reads),
      series(range, 'press.shares', 'Shares', 'Releases shared', pressFigures.shares),
      series(range, 'press.downloads', 'Downloads', 'Releases downloaded', pressFigures.downloads),
    ]),
    chart('marketplace', 'Marketplace and search', [
      series(range, 'marketplace.views', 'Marketplace views', 'The games and company lists of the marketplace opened (first pages)', addDayValues(gamesList.views, companyList.views)),
      series(range, 'marketplace.searches', 'Marketplace searches', 'Marketplace lists filtered by a search term', addDayValues(gamesList.searches, companyList.searches)),
      series(range, 'search.searches', 'Searches', 'Searches asked in the search box (first pages)', searches.searches),
      series(range, 'search.noResult', 'Searches without result', 'Searches in the search box that found nothing', searches.noResult),
    ]),
    chart('integrations', 'Partnerships and deliveries', [
      series(range, 'partnerships.requested', 'Partnerships requested', 'Integration partnerships asked for', partnerships),
      series(range, 'deliveries', 'Deliveries', 'Live webhook deliveries that reached their receiver', deliveries),
    ]),
    ...revenue.map((money) =>
      chart(`revenue.${money.currency}`, `Revenue (${money.currency})`, [
        series(range, `revenue.invoiced.${money.currency}`, 'Invoiced', 'Issued invoices by issue date', money.invoiced, money.currency),
        series(range, `revenue.paid.${money.currency}`, 'Paid', 'Payments received by the day received', money.paid, money.currency),
      ]),
    ),
  ];
  return { range: range.range, generatedAt: now.toISOString(), charts };
}

/** The range's breakdowns as tables: by business type, the companies most applied to, viewed and invoiced, volume and revenue per currency. */
export async function adminReport(db: Db, viewer: AuthUser, query: ReportRangeQuery, now: Date): Promise<AdminReport> {
  const range = resolveRange(query, now);
  const finance = seesMoney(viewer);
  const [byType, applications, press, volume, revenue, invoiced, missedTerms] = await Promise.all([
    companiesRegisteredByType(db, range),
    topCompaniesByApplications(db, range, TOP_COMPANIES),
    topCompaniesByPressViews(db, range, TOP_COMPANIES),
    deliveryVolumeByCurrency(db, range),
    finance ? revenuePerDay(db, range) : Promise.resolve([]),
    finance ? topInvoicedCompanies(db, range, TOP_COMPANIES) : Promise.resolve([]),
    topCounterSubjects(db, MISSED_TERM_SERIES, range, TOP_MISSED_TERMS),
  ]);
  const names = await companyNames(db, [...applications, ...press, ...invoiced].map((row) => row.companyId));
  const name = (companyId: number) => names.get(companyId) ?? `#${companyId}`;
  const sum = (points: { value: number }[]) => points.reduce((total, point) => total + point.value, 0);

  const tables = [
    table(
      'companies.byType',
      'Companies registered by business type',
      'Companies registered in the range per business type (a company with two types counts under both), and how many of them are approved now.',
      [
        ['type', 'Business type', 'text'],
        ['registered', 'Registered', 'count'],
        ['active', 'Approved now', 'count'],
      ],
      byType.map((row) => ({ type: row.name, registered: row.count, active: row.active })),
    ),
    table(
      'jobs.topCompanies',
      'Companies by job applications',
      `The ${TOP_COMPANIES} companies whose jobs received the most applications in the range.`,
      [
        ['company', 'Company', 'text'],
        ['companyId', 'Company id', 'text'],
        ['jobs', 'Jobs applied to', 'count'],
        ['applications', 'Applications', 'count'],
      ],
      applications.map((row) => ({ company: name(row.companyId), companyId: row.companyId, jobs: row.jobs, applications: row.applications })),
    ),
    table(
      'press.topCompanies',
      'Companies by press release views',
      `The ${TOP_COMPANIES} companies whose press releases were viewed most in the range.`,
      [
        ['company', 'Company', 'text'],
        ['companyId', 'Company id', 'text'],
        ['releases', 'Releases viewed', 'count'],
        ['views', 'Views', 'count'],
        ['reads', 'Reads', 'count'],
        ['shares', 'Shares', 'count'],
        ['downloads', 'Downloads', 'count'],
      ],
      press.map((row) => ({ company: name(row.companyId), companyId: row.companyId, releases: row.releases, views: row.views, reads: row.reads, shares: row.shares, downloads: row.downloads })),
    ),
    table(
      'search.missedTerms',
      'Searched terms with no result',
      `The ${TOP_MISSED_TERMS} terms searched most often in the range without finding anything: in the search box, and in the marketplace's games and company lists (with the list's other filters). Trimmed, in lower case; counted per day, never per person.`,
      [
        ['term', 'Term', 'text'],
        ['searches', 'Searches', 'count'],
        ['searchBox', 'Search box', 'count'],
        ['games', 'Games list', 'count'],
        ['companies', 'Company list', 'count'],
      ],
      missedTerms.map(({ subject, total, counts: [searchBox, games, companies] }) => ({ term: subject, searches: total, searchBox: searchBox ?? 0, games: games ?? 0, companies: companies ?? 0 })),
    ),
    table(
      'deliveries.volume',
      'Delivery volume by currency',
      'Live deliveries that reached their receiver in the range and the money volume they reported, per currency (never converted).',
      [
        ['currency', 'Currency', 'text'],
        ['deliveries', 'Deliveries', 'count'],
        ['volume', 'Volume', 'money'],
      ],
      volume.map((row) => ({ currency: row.currency, deliveries: row.deliveries, volume: row.volume })),
    ),
  ];
  if (finance) {
    tables.push(
      table(
        'revenue.byCurrency',
        'Revenue by currency',
        'Issued invoices dated in the range and payments received in the range, per currency (never converted).',
        [
          ['currency', 'Currency', 'text'],
          ['invoiced', 'Invoiced', 'money'],
          ['paid', 'Paid', 'money'],
        ],
        revenue.map((money) => ({ currency: money.currency, invoiced: sum(money.invoiced), paid: sum(money.paid) })),
      ),
      table(
        'revenue.topCompanies',
        'Companies by amount invoiced',
        `The ${TOP_COMPANIES} company and currency pairs invoiced most in the range (issued invoices by issue date); paid is what those invoices have received so far.`,
        [
          ['company', 'Company', 'text'],
          ['companyId', 'Company id', 'text'],
          ['currency', 'Currency', 'text'],
          ['invoices', 'Invoices', 'count'],
          ['invoiced', 'Invoiced', 'money'],
          ['paid', 'Paid', 'money'],
        ],
        invoiced.map((row) => ({ company: name(row.companyId), companyId: row.companyId, currency: row.currency, invoices: row.invoices, invoiced: row.invoiced, paid: row.paid })),
      ),
    );
  }
  return { range: range.range, generatedAt: now.toISOString(), tables };
}
