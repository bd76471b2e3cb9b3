import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { companies, eventAttendees, eventMeetings, events } from '../../db/schema/index';
import { executeRows } from '../../db/raw-rows';
import type { PageWindow } from '../../platform/pagination';
import { viewColumns, type EventView, type Executor } from './repository';

/** The platform-wide reads of the admin events screens: every company, every status. */

export interface AdminEventFilters {
  companyId?: number;
  status?: string;
  type?: string;
  tsQuery?: string | null;
}

function adminWhere(filters: AdminEventFilters): SQL | undefined {
  return and(
    filters.companyId === undefined ? undefined : eq(events.companyId, filters.companyId),
    filters.status === undefined ? undefined : eq(events.status, filters.status),
    filters.type === undefined ? undefined : eq(events.type, filters.type),
    filters.tsQuery ? sql`${events.searchVector} @@ to_tsquery('simple', ${filters.tsQuery})` : undefined,
  );
}

export async function listAdminEvents(ex: Executor, filters: AdminEventFilters, window: PageWindow): Promise<{ rows: EventView[]; total: number }> {
  const where = adminWhere(filters);
  const rows = await ex.select(viewColumns).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(where).orderBy(asc(events.startDateTime), asc(events.id)).limit(window.limit).offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(events).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCompanyName(ex: Executor, companyId: number): Promise<string | undefined> {
  const [row] = await ex.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** Every side event of any event (drafts too). */
export async function listAllLinked(ex: Executor, id: number): Promise<EventView[]> {
  return ex.select(viewColumns).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(eq(events.linkedEventId, id)).orderBy(asc(events.startDateTime), asc(events.id));
}

interface LinkRow extends Record<string, unknown> {
  sideId: number;
  sideTitle: string;
  sideStatus: string;
  sideCompanyId: number;
  sideCompanyName: string;
  sideStart: string;
  mainId: number;
  mainTitle: string;
  mainStatus: string;
  mainCompanyId: number;
  mainCompanyName: string;
  mainStart: string;
}

/** Side events whose main event another company organises, soonest first. */
export async function listCrossCompanyLinks(ex: Executor, window: PageWindow): Promise<{ rows: LinkRow[]; total: number }> {
  const from = sql`from ${events} s join ${events} m on m.id = s.linked_event_id join ${companies} sc on sc.id = s.company_id join ${companies} mc on mc.id = m.company_id where s.company_id <> m.company_id`;
  const rows = await executeRows<LinkRow>(
    ex,
    sql`select s.id as "sideId", s.title as "sideTitle", s.status as "sideStatus", s.company_id as "sideCompanyId", sc.name as "sideCompanyName", s.start_date_time as "sideStart",
               m.id as "mainId", m.title as "mainTitle", m.status as "mainStatus", m.company_id as "mainCompanyId", mc.name as "mainCompanyName", m.start_date_time as "mainStart"
        ${from} order by s.start_date_time, s.id limit ${window.limit} offset ${window.offset}`,
  );
  const [counted] = await executeRows<{ total: number }>(ex, sql`select count(*)::int as total ${from}`);
  return { rows, total: counted?.total ?? 0 };
}

const attendeesOf = sql`(select count(*)::int from ${eventAttendees} a where a.event_id = e.id)`;

/** Views, attendees and meetings of listed events (not drafts), with the breakdowns the charts show. */
export async function analytics(ex: Executor) {
  const listed = sql`e.status <> 'DRAFT'`;
  const [totals] = await executeRows<{ events: number; views: number; attendees: number }>(
    ex,
    sql`select count(*)::int as events, coalesce(sum(e.view_count), 0)::int as views, coalesce(sum(${attendeesOf}), 0)::int as attendees from ${events} e where ${listed}`,
  );
  const [meetings] = await ex
    .select({ meetings: count(), confirmed: sql<number>`count(*) filter (where ${eventMeetings.status} = 'ACCEPTED')::int` })
    .from(eventMeetings);
  const byCountry = await executeRows<{ key: string; events: number; attendees: number }>(
    ex,
    sql`select coalesce(e.country, 'Online') as key, count(*)::int as events, coalesce(sum(${attendeesOf}), 0)::int as attendees from ${events} e where ${listed} group by 1 order by 2 desc, 1 limit 20`,
  );
  const byMonth = await executeRows<{ key: string; events: number; attendees: number }>(
    ex,
    sql`select to_char(e.start_date_time at time zone 'UTC', 'YYYY-MM') as key, count(*)::int as events, coalesce(sum(${attendeesOf}), 0)::int as attendees from ${events} e where ${listed} group by 1 order by 1`,
  );
  const topEvents = await executeRows<{ id: number; title: string; companyName: string; views: number; attendees: number }>(
    ex,
    sql`select e.id, e.title, c.name as "companyName", e.view_count as views, ${attendeesOf} as attendees from ${events} e join ${companies} c on c.id = e.company_id where ${listed} order by e.view_count desc, e.id limit 5`,
  );
  return { totals: { ...totals!, meetings: meetings?.meetings ?? 0, confirmedMeetings: Number(meetings?.confirmed ?? 0) }, byCountry, byMonth, topEvents };
}

/** Counts by status and type, and where the events stand against `now`. */
export async function statistics(ex: Executor, now: Date) {
  const at = now.toISOString();
  const [row] = await executeRows<{ total: number; upcoming: number; running: number; past: number; membersOnly: number; sideEvents: number }>(
    ex,
    sql`select count(*)::int as total,
        count(*) filter (where start_date_time > ${at}::timestamptz)::int as upcoming,
        count(*) filter (where start_date_time <= ${at}::timestamptz and end_date_time > ${at}::timestamptz)::int as running,
        count(*) filter (where end_date_time <= ${at}::timestamptz)::int as past,
        count(*) filter (where not is_public)::int as "membersOnly",
        count(*) filter (where linked_event_id is not null)::int as "sideEvents"
      from ${events}`,
  );
  const byStatus = await ex.select({ key: events.status, total: count() }).from(events).groupBy(events.status);
  const byType = await ex.select({ key: events.type, total: count() }).from(events).groupBy(events.type);
  return { ...row!, byStatus: Object.fromEntries(byStatus.map((each) => [each.key, each.total])), byType: Object.fromEntries(byType.map((each) => [each.key, each.total])) };
}
