import { CompanyMessage, hasAnyRole, type CompanyReport, type ReportFigure, type ReportRangeQuery } from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { companyInvoicesInRange, companyOutstanding } from '../accounting/index';
import { companyName, companyProfileViewsPerDay, countActiveMembers, requireCompanyPrivilege } from '../companies/index';
import { companyConnectionsPerDay, countCompanyConnections } from '../connections/index';
import { eventsStartingPerDay } from '../events/index';
import { companyListingViewsPerDay } from '../games/index';
import { companyDeliveriesPerDay, companyDeliveryVolume, companyPartnershipsByStatus } from '../integrations/index';
import { applicationsPerDay, companyJobFigures, countCompanyPublishedJobs } from '../jobs/index';
import { companyReleaseFigures, countCompanyPressPublished, pressFiguresPerDay } from '../press/index';
import { companySearchAppearancesPerDay } from '../search/index';
import { ANALYTICS_ROLES } from './analytics';
import { chart, dayOf, resolveRange, series, table } from './range';

/** The company privilege that opens company-reporting (company admins hold it whenever the company does). */
export const COMPANY_REPORTING_PRIVILEGE = 'company_reporting' as const;
/** Rows of the jobs, releases and invoices tables. */
export const COMPANY_ROWS = 100;

/**
 * Who may read `companyId`'s report: admin and finance admin (admin/company-reporting) for any company;
 * otherwise an active member of that company holding company_reporting. Anyone else: another company's
 * report answers 404, a colleague without the privilege 403.
 */
async function requireReader(db: Db, viewer: AuthUser, companyId: number): Promise<string> {
  if (!hasAnyRole(viewer, ANALYTICS_ROLES)) await requireCompanyPrivilege(db, viewer.id, companyId, COMPANY_REPORTING_PRIVILEGE);
  const name = await companyName(db, companyId);
  if (name === null) throw notFound(CompanyMessage.companyNotFound);
  return name;
}

/** One company's figures: standing figures now, activity per day of the range and the range's breakdowns. */
export async function companyReport(db: Db, viewer: AuthUser, companyId: number, query: ReportRangeQuery, now: Date): Promise<CompanyReport> {
  const name = await requireReader(db, viewer, companyId);
  const range = resolveRange(query, now);
  const [members, connected, publishedJobs, publishedPress, partnerships, outstanding, connections, applications, press, deliveries, events, jobs, releases, volume, invoices, profileViews, listingViews, appearances] =
    await Promise.all([
      countActiveMembers(db, companyId),
      countCompanyConnections(db, companyId),
      countCompanyPublishedJobs(db, companyId),
      countCompanyPressPublished(db, companyId),
      companyPartnershipsByStatus(db, companyId),
      companyOutstanding(db, companyId),
      companyConnectionsPerDay(db, companyId, range),
      applicationsPerDay(db, range, companyId),
      pressFiguresPerDay(db, range, companyId),
      companyDeliveriesPerDay(db, companyId, range),
      eventsStartingPerDay(db, range, companyId),
      companyJobFigures(db, companyId, range, COMPANY_ROWS),
      companyReleaseFigures(db, companyId, range, COMPANY_ROWS),
      companyDeliveryVolume(db, companyId, range),
      companyInvoicesInRange(db, companyId, range, COMPANY_ROWS),
      companyProfileViewsPerDay(db, range, companyId),
      companyListingViewsPerDay(db, range, companyId),
      companySearchAppearancesPerDay(db, range, companyId),
    ]);

  const activePartnerships = partnerships.filter((row) => row.status === 'ACTIVE').reduce((sum, row) => sum + row.count, 0);
  const figures: ReportFigure[] = [
    { key: 'members', label: 'Members', value: members, hint: 'Active members of the company' },
    { key: 'connections', label: 'Connected companies', value: connected, hint: 'Companies connected with this one' },
    { key: 'jobs.published', label: 'Published jobs', value: publishedJobs, hint: 'Jobs on the board now' },
    { key: 'press.published', label: 'Published releases', value: publishedPress, hint: 'Press releases published now' },
    { key: 'partnerships.active', label: 'Active partnerships', value: activePartnerships, hint: 'Integration partnerships live now, as requester or provider' },
    ...outstanding.map((owed) => ({ key: `invoices.outstanding.${owed.currency}`, label: `Outstanding (${owed.currency})`, value: owed.amount, currency: owed.currency, hint: 'Still to pay on issued invoices' })),
  ];

  const charts = [
    chart('visibility', 'Profile, listings and search', [
      series(range, 'profile.views', 'Profile views', "The company's profile opened", profileViews),
      series(range, 'listing.views', 'Listing views', "The company's published games opened in the marketplace", listingViews),
      series(range, 'search.appearances', 'Search appearances', 'Searches whose results showed the company, one of its games or products', appearances),
    ]),
    chart('connections', 'Connections', [series(range, 'connections', 'Connections made', 'Company connection requests accepted, either side', connections)]),
    chart('jobs', 'Job applications', [series(range, 'jobs.applications', 'Applications', "Applications sent to the company's jobs", applications)]),
    chart('press', 'Press release views', [
      series(range, 'press.views', 'Views', "Unique views of the company's releases", press.views),
      series(range, 'press.reads', 'Reads', 'Releases read to the end', press.reads),
      series(range, 'press.shares', 'Shares', 'Releases shared', press.shares),
      series(range, 'press.downloads', 'Downloads', 'Releases downloaded', press.downloads),
    ]),
    chart('deliveries', 'Deliveries', [
      series(range, 'deliveries.sent', 'Sent', 'Live deliveries the company sent to partners', deliveries.sent),
      series(range, 'deliveries.received', 'Received', 'Live deliveries partners sent to the company', deliveries.received),
    ]),
    chart('events', 'Events', [series(range, 'events.starting', 'Events taking place', "The company's announced events starting that day", events)]),
  ];

  const tables = [
    table(
      'jobs',
      'Jobs',
      `The company's jobs, newest first (up to ${COMPANY_ROWS}), with the applications received in the range and in all.`,
      [
        ['title', 'Job', 'text'],
        ['status', 'Status', 'text'],
        ['publishedOn', 'Published', 'day'],
        ['applications', 'Applications in range', 'count'],
        ['allApplications', 'Applications in all', 'count'],
      ],
      jobs.map((job) => ({ title: job.title, status: job.status, publishedOn: dayOf(job.publishedAt), applications: job.applications, allApplications: job.allApplications })),
    ),
    table(
      'press',
      'Press releases',
      `The company's releases, newest first (up to ${COMPANY_ROWS}), with their figures in the range.`,
      [
        ['title', 'Release', 'text'],
        ['status', 'Status', 'text'],
        ['publishedOn', 'Published', 'day'],
        ['views', 'Views', 'count'],
        ['reads', 'Reads', 'count'],
        ['shares', 'Shares', 'count'],
        ['downloads', 'Downloads', 'count'],
      ],
      releases.map((release) => ({ title: release.title, status: release.status, publishedOn: dayOf(release.publishedAt), views: release.views, reads: release.reads, shares: release.shares, downloads: release.downloads })),
    ),
    table(
      'partnerships',
      'Partnerships',
      'Integration partnerships now, by the side the company is on (it asked, or it was asked as provider) and status.',
      [
        ['side', 'Side', 'text'],
        ['status', 'Status', 'text'],
        ['partnerships', 'Partnerships', 'count'],
      ],
      partnerships.map((row) => ({ side: row.side === 'requester' ? 'Requester' : 'Provider', status: row.status, partnerships: row.count })),
    ),
    table(
      'deliveries',
      'Delivery volume',
      'Live deliveries created in the range, by direction, status and the currency of the volume they reported (never converted).',
      [
        ['direction', 'Direction', 'text'],
        ['status', 'Status', 'text'],
        ['currency', 'Currency', 'text'],
        ['deliveries', 'Deliveries', 'count'],
        ['volume', 'Volume', 'money'],
      ],
      volume.map((row) => ({ direction: row.direction === 'sent' ? 'Sent' : 'Received', status: row.status, currency: row.currency, deliveries: row.deliveries, volume: row.currency === null ? null : row.volume })),
    ),
    table(
      'invoices',
      'Invoices',
      `Issued invoices dated in the range, newest first (up to ${COMPANY_ROWS}).`,
      [
        ['number', 'Invoice', 'text'],
        ['issueDate', 'Issued', 'day'],
        ['dueDate', 'Due', 'day'],
        ['currency', 'Currency', 'text'],
        ['total', 'Total', 'money'],
        ['paid', 'Paid', 'money'],
        ['credited', 'Credited', 'money'],
      ],
      invoices.map((invoice) => ({ number: invoice.number, issueDate: invoice.issueDate, dueDate: invoice.dueDate, currency: invoice.currency, total: invoice.total, paid: invoice.paid, credited: invoice.credited })),
    ),
  ];

  return { company: { id: companyId, name }, range: range.range, generatedAt: now.toISOString(), figures, charts, tables };
}
