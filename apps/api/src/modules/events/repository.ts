import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, eventAttendees, events, profiles, users, type EventAttendeeRow, type EventRow, type NewEventRow } from '../../db/schema/index';
import { companyCardColumns, type CompanyCardRow } from '../companies';
import type { PageWindow } from '../../platform/pagination';
import { filterShape, PreparedStatements } from '../../platform/prepared-sql';

/**
 * The only file of the events module that touches Drizzle for events and attendance. It writes only the
 * events tables; it reads the organiser's card (companies) and attendees' names and photos (users,
 * profiles) for display.
 */
export type Executor = Db | Tx;

export type CompanyRef = CompanyCardRow;

/** An event as lists and pages show it: every column but the search vector, which only filters. */
export type EventDisplayRow = Omit<EventRow, 'searchVector'>;

export interface EventView {
  event: EventDisplayRow;
  company: CompanyRef;
  attendeeCount: number;
  distanceKm?: number;
}

const companyColumns = companyCardColumns;
const attendeeCount = sql<number>`(select count(*)::int from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id})`;
const { searchVector: _searchVector, ...eventDisplayColumns } = getTableColumns(events);
export const viewColumns = { event: eventDisplayColumns, company: companyColumns, attendeeCount };

/** Mean Earth radius (km, IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

// ---- writes --------------------------------------------------------------------------------------------

export async function insertEvent(ex: Executor, values: NewEventRow): Promise<EventDisplayRow> {
  const [row] = await ex.insert(events).values(values).returning(eventDisplayColumns);
  return row!;
}

export async function updateEvent(ex: Executor, id: number, values: Partial<NewEventRow>): Promise<void> {
  await ex.update(events).set(values).where(eq(events.id, id));
}

export async function deleteEvent(ex: Executor, id: number): Promise<void> {
  await ex.delete(events).where(eq(events.id, id));
}

export async function findEventForUpdate(ex: Executor, id: number): Promise<EventDisplayRow | undefined> {
  const [row] = await ex.select(eventDisplayColumns).from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function findEvent(ex: Executor, id: number): Promise<EventDisplayRow | undefined> {
  const [row] = await ex.select(eventDisplayColumns).from(events).where(eq(events.id, id));
  return row;
}

export async function countSideEvents(ex: Executor, id: number): Promise<number> {
  const [row] = await ex.select({ total: count() }).from(events).where(eq(events.linkedEventId, id));
  return row?.total ?? 0;
}

export async function incrementViews(ex: Executor, id: number): Promise<void> {
  await ex.update(events).set({ viewCount: sql`${events.viewCount} + 1` }).where(eq(events.id, id));
}

// ---- reads ---------------------------------------------------------------------------------------------

export async function findEventView(ex: Executor, id: number): Promise<EventView | undefined> {
  const [row] = await ex.select(viewColumns).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(eq(events.id, id));
  return row;
}

export async function findEventViews(ex: Executor, ids: number[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  return ex.select(viewColumns).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(inArray(events.id, ids));
}

/** What a listing may show: visibility, date window, text, country, type, and the organiser active. */
export interface EventFilters {
  /** Only isPublic events (visitors). */
  publicOnly: boolean;
  tsQuery?: string | null;
  /** Events ending at or after this instant. */
  endsAfter?: Date;
  /** Events starting at or before this instant. */
  startsBefore?: Date;
  country?: string;
  type?: string;
}

function listedWhere(filters: EventFilters): SQL | undefined {
  return and(
    inArray(events.status, ['PUBLISHED', 'POSTPONED']),
    eq(companies.status, 'ACTIVE'),
    filters.publicOnly ? eq(events.isPublic, true) : undefined,
    filters.tsQuery == null ? undefined : sql`${events.searchVector} @@ to_tsquery('simple', ${filters.tsQuery})`,
    filters.endsAfter === undefined ? undefined : gte(events.endDateTime, filters.endsAfter),
    filters.startsBefore === undefined ? undefined : lte(events.startDateTime, filters.startsBefore),
    filters.country === undefined ? undefined : eq(events.country, filters.country),
    filters.type === undefined ? undefined : eq(events.type, filters.type),
  );
}

export async function listEvents(ex: Executor, filters: EventFilters, direction: 'asc' | 'desc', window: PageWindow): Promise<{ rows: EventView[]; total: number }> {
  const where = listedWhere(filters);
  const order = direction === 'asc' ? [asc(events.startDateTime), asc(events.id)] : [desc(events.startDateTime), desc(events.id)];
  const rows = await ex.select(viewColumns).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The latitude and longitude bounds of the circle of `radiusKm` around a point (longitude may wrap). */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, latitude - dLat);
  const maxLat = Math.min(90, latitude + dLat);
  // Near a pole (or with a radius reaching it) every longitude is in range.
  const cosLat = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  if (maxLat >= 90 || minLat <= -90 || cosLat < 1e-9) return { minLat, maxLat, lngRanges: [[-180, 180]] as [number, number][] };
  const dLng = radiusKm / (KM_PER_DEGREE * cosLat);
  if (dLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] as [number, number][] };
  const west = longitude - dLng;
  const east = longitude + dLng;
  const lngRanges: [number, number][] =
    west < -180 ? [[west + 360, 180], [-180, east]] : east > 180 ? [[west, 180], [-180, east - 360]] : [[west, east]];
  return { minLat, maxLat, lngRanges };
}

type Coordinate = number | Placeholder;

/** Great-circle (haversine) distance in km from a point to the event's coordinates, as SQL. */
export function distanceSql(latitude: Coordinate, longitude: Coordinate, lat: SQL | typeof events.latitude = events.latitude, lng: SQL | typeof events.longitude = events.longitude): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${longitude}::float8) / 2), 2)))))`;
}

type NearFilter = 'keyword' | 'startsBefore' | 'country' | 'type';
type NearValue = NearFilter | 'tsQuery' | 'endsAfter' | 'latitude' | 'longitude' | 'radiusKm' | 'minLat' | 'maxLat' | 'west1' | 'east1' | 'west2' | 'east2' | 'limit' | 'offset';
const nearValue = (name: NearValue) => sql.placeholder(name);

/** The location search's optional filters in a fixed order, each with its letter in the statement's name. */
const NEAR_FILTERS = [
  ['keyword', 'k'],
  ['startsBefore', 'b'],
  ['country', 'c'],
  ['type', 't'],
] as const satisfies readonly (readonly [NearFilter, string])[];

type NearShape = { present: ReadonlySet<NearFilter>; publicOnly: boolean; lngRanges: 1 | 2; name: string };

function nearConditions(shape: NearShape): SQL {
  const has = (key: NearFilter) => shape.present.has(key);
  const lngRange = (west: NearValue, east: NearValue) => sql`${events.longitude} between ${nearValue(west)}::float8 and ${nearValue(east)}::float8`;
  return and(
    // Literal, not bound: a prepared plan must see that these rows lie in the partial position index.
    sql`${events.status} in ('PUBLISHED', 'POSTPONED') and ${events.latitude} is not null`,
    sql`${companies.status} = 'ACTIVE'`,
    shape.publicOnly ? sql`${events.isPublic}` : undefined,
    has('keyword') ? sql`${events.searchVector} @@ to_tsquery('simple', ${nearValue('tsQuery')}::text)` : undefined,
    sql`${events.endDateTime} >= ${nearValue('endsAfter')}::timestamptz`,
    has('startsBefore') ? sql`${events.startDateTime} <= ${nearValue('startsBefore')}::timestamptz` : undefined,
    has('country') ? sql`${events.country} = ${nearValue('country')}::text` : undefined,
    has('type') ? sql`${events.type} = ${nearValue('type')}::text` : undefined,
    sql`${events.latitude} between ${nearValue('minLat')}::float8 and ${nearValue('maxLat')}::float8`,
    shape.lngRanges === 1 ? lngRange('west1', 'east1') : or(lngRange('west1', 'east1'), lngRange('west2', 'east2')),
    sql`${distanceSql(nearValue('latitude'), nearValue('longitude'))} <= ${nearValue('radiusKm')}::float8`,
  )!;
}

/**
 * The location search in ONE statement, prepared per shape (which filters, one or two longitude ranges):
 * the CTE measures and orders the events inside the bounding box and circle, counts them with a window
 * count (every match is measured to order them anyway), and keeps the page; the page's rows are joined.
 */
function prepareNearPage(ex: Executor, shape: NearShape) {
  const distance = distanceSql(nearValue('latitude'), nearValue('longitude'));
  const page = ex.$with('near').as(
    ex
      .select({
        id: sql<number>`${events.id}`.as('near_id'),
        distanceKm: distance.as('distance_km'),
        startsAt: sql<Date>`${events.startDateTime}`.as('near_starts_at'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(events)
      .innerJoin(companies, eq(companies.id, events.companyId))
      .where(nearConditions(shape))
      .orderBy(distance, asc(events.startDateTime), asc(events.id))
      .limit(nearValue('limit'))
      .offset(nearValue('offset')),
  );
  return ex
    .with(page)
    .select({ ...viewColumns, distanceKm: page.distanceKm, total: page.total })
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .innerJoin(companies, eq(companies.id, events.companyId))
    .orderBy(page.distanceKm, page.startsAt, page.id)
    .prepare(shape.name);
}

function prepareNearCount(ex: Executor, shape: NearShape) {
  return ex.select({ total: count() }).from(events).innerJoin(companies, eq(companies.id, events.companyId)).where(nearConditions(shape)).prepare(`${shape.name}_count`);
}

const nearPages = new PreparedStatements<ReturnType<typeof prepareNearPage>>();
const nearCounts = new PreparedStatements<ReturnType<typeof prepareNearCount>>();

/**
 * Listed events within `radiusKm` of a point, nearest first. The bounding box on the indexed latitude
 * and longitude narrows the rows before the exact distance is measured on each. A page past the last
 * match has no row to carry the count: it is counted apart.
 */
export async function listEventsNear(
  ex: Executor,
  filters: EventFilters,
  point: { latitude: number; longitude: number; radiusKm: number },
  window: PageWindow,
): Promise<{ rows: EventView[]; total: number }> {
  const box = boundingBox(point.latitude, point.longitude, point.radiusKm);
  const nearFilters = { keyword: filters.tsQuery ?? undefined, startsBefore: filters.startsBefore, country: filters.country, type: filters.type };
  const { present, letters } = filterShape<NearFilter>(nearFilters, NEAR_FILTERS);
  const lngRanges = box.lngRanges.length === 1 ? 1 : 2;
  const shape: NearShape = { present, publicOnly: filters.publicOnly, lngRanges, name: `events_near_${filters.publicOnly ? 'p' : 'm'}${lngRanges}_${letters}` };
  const [first, second] = box.lngRanges;
  const values = {
    tsQuery: filters.tsQuery ?? undefined,
    endsAfter: (filters.endsAfter ?? new Date(0)).toISOString(),
    startsBefore: filters.startsBefore?.toISOString(),
    country: filters.country,
    type: filters.type,
    latitude: point.latitude,
    longitude: point.longitude,
    radiusKm: point.radiusKm,
    minLat: box.minLat,
    maxLat: box.maxLat,
    west1: first![0],
    east1: first![1],
    west2: second?.[0],
    east2: second?.[1],
    limit: window.limit,
    offset: window.offset,
  };
  const rows = await nearPages.get(ex, shape.name, () => prepareNearPage(ex, shape)).execute(values);
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...view }) => view), total: rows[0]!.total };
  if (window.offset === 0) return { rows: [], total: 0 };
  const [counted] = await nearCounts.get(ex, shape.name, () => prepareNearCount(ex, shape)).execute(values);
  return { rows: [], total: counted?.total ?? 0 };
}

export async function listCompanyEvents(ex: Executor, companyId: number, status: string | undefined, window: PageWindow): Promise<{ rows: EventView[]; total: number }> {
  const where = and(eq(events.companyId, companyId), status === undefined ? undefined : eq(events.status, status));
  const rows = await ex
    .select(viewColumns)
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId))
    .where(where)
    .orderBy(asc(events.startDateTime), asc(events.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(events).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Side events linked to `id` that are not drafts (or every one, for the organiser). */
export async function listLinked(ex: Executor, id: number, includeDrafts: boolean): Promise<EventView[]> {
  return ex
    .select(viewColumns)
    .from(events)
    .innerJoin(companies, eq(companies.id, events.companyId))
    .where(and(eq(events.linkedEventId, id), includeDrafts ? undefined : ne(events.status, 'DRAFT')))
    .orderBy(asc(events.startDateTime), asc(events.id));
}

// ---- attendance ---------------------------------------------------------------------------------------

export async function findAttendance(ex: Executor, eventId: number, userId: number): Promise<EventAttendeeRow | undefined> {
  const [row] = await ex.select().from(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row;
}

/** One person's attendance of each of these events that they attend, by event id (one statement for a page). */
export async function findAttendances(ex: Executor, eventIds: number[], userId: number): Promise<Map<number, EventAttendeeRow>> {
  if (eventIds.length === 0) return new Map();
  const rows = await ex.select().from(eventAttendees).where(and(eq(eventAttendees.userId, userId), inArray(eventAttendees.eventId, eventIds)));
  return new Map(rows.map((row) => [row.eventId, row]));
}

export async function upsertAttendance(ex: Executor, values: { eventId: number; userId: number; status: string; listed: boolean; now: Date }): Promise<void> {
  await ex
    .insert(eventAttendees)
    .values({ eventId: values.eventId, userId: values.userId, status: values.status, listed: values.listed, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({ target: [eventAttendees.eventId, eventAttendees.userId], set: { status: values.status, listed: values.listed, updatedAt: values.now } });
}

export async function deleteAttendance(ex: Executor, eventId: number, userId: number): Promise<void> {
  await ex.delete(eventAttendees).where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
}

export interface AttendeeRow {
  userId: number;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  headline: string | null;
  status: string;
}

/** Attendees who opted into the list, going first, then by name. */
export async function listListedAttendees(ex: Executor, eventId: number, window: PageWindow): Promise<{ rows: AttendeeRow[]; total: number }> {
  const where = and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.listed, true), eq(users.isEnabled, true));
  const rows = await ex
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, profileImage: users.profileImage, headline: profiles.headline, status: eventAttendees.status })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(asc(eventAttendees.status), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(eventAttendees).innerJoin(users, eq(users.id, eventAttendees.userId)).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Events a person attends (going or interested), soonest first; ended ones only when asked. */
export async function listAttending(ex: Executor, userId: number, endsAfter: Date | undefined): Promise<(EventView & { attendance: EventAttendeeRow })[]> {
  return ex
    .select({ ...viewColumns, attendance: eventAttendees })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .innerJoin(companies, eq(companies.id, events.companyId))
    .where(and(eq(eventAttendees.userId, userId), ne(events.status, 'DRAFT'), endsAfter === undefined ? undefined : gte(events.endDateTime, endsAfter)))
    .orderBy(asc(events.startDateTime), asc(events.id))
    .limit(200);
}

/** People to tell of a new public event: those who attended the organiser's earlier events. */
export async function followersOf(ex: Executor, companyId: number, exceptEventId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(and(eq(events.companyId, companyId), ne(events.id, exceptEventId)));
  return rows.map((row) => row.userId);
}
