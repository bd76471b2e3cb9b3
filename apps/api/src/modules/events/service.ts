import {
  attendanceInputSchema,
  EventMessage,
  eventInputSchema,
  eventStatusTransitions,
  type AttendanceInput,
  type AttendanceStatus,
  type Attendee,
  type CompanyEventsQuery,
  type Event,
  type EventInput,
  type EventsNearQuery,
  type EventsQuery,
  type EventStatus,
  type EventType,
  type EventValues,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { EventAttendeeRow, NewEventRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { Platform } from '../../platform/platform';
import { storedImageUrl } from '../../platform/storage';
import { prepareSearch } from '../../platform/text-search';
import { getMembership, requireCompanyPrivilege, type Membership } from '../companies/index';
import { notify } from '../notifications/index';
import { transactionWithChanges } from '../realtime/index';
import { removeShare } from './event-mode-keys';
import * as repo from './repository';
import { toCompanyCard } from '../companies';

export const EVENTS_PRIVILEGE = 'company_events' as const;
const DAY_MS = 86_400_000;

export const eventNotFound = () => notFound(EventMessage.notFound);

// ---- who sees and manages --------------------------------------------------------------------------------

/** A viewer of events: a visitor (undefined) or a signed-in person with their company membership. */
export interface Viewer {
  user: AuthUser | undefined;
  membership: Membership | null;
}

export async function viewerOf(db: repo.Executor, user: AuthUser | undefined): Promise<Viewer> {
  return { user, membership: user === undefined ? null : await getMembership(db, user.id) };
}

/** A company_events holder of the organiser: sees drafts and edits. */
export const canManage = (viewer: Viewer, event: repo.EventDisplayRow) =>
  viewer.membership !== null && viewer.membership.companyId === event.companyId && viewer.membership.privileges.includes(EVENTS_PRIVILEGE);

/**
 * Who may see an event: its managers always; otherwise a non-draft event of an active organiser, and a
 * members-only event (isPublic false) only to signed-in people.
 */
export function canSee(viewer: Viewer, view: repo.EventView): boolean {
  if (canManage(viewer, view.event)) return true;
  if (view.event.status === 'DRAFT' || view.company.status !== 'ACTIVE') return false;
  return view.event.isPublic || viewer.user !== undefined;
}

// ---- mapping ---------------------------------------------------------------------------------------------

const companyRef = toCompanyCard;

export const eventImageUrls = (event: repo.EventDisplayRow) => event.imageUrls.map((image) => storedImageUrl('eventImages', event.id, image)!);

type AgendaRow = { startsAt: string; title: string; speaker: string | null };

function refOf(event: repo.EventDisplayRow) {
  return {
    id: event.id,
    title: event.title,
    type: event.type as EventType,
    status: event.status as EventStatus,
    startDateTime: event.startDateTime.toISOString(),
    endDateTime: event.endDateTime.toISOString(),
    location: event.location,
  };
}

export async function toEvents(db: repo.Executor, views: repo.EventView[], viewer: Viewer): Promise<Event[]> {
  const linkedIds = [...new Set(views.flatMap((view) => (view.event.linkedEventId === null ? [] : [view.event.linkedEventId])))];
  const linked = new Map((await repo.findEventViews(db, linkedIds)).filter((view) => canSee(viewer, view)).map((view) => [view.event.id, view.event]));
  const attendance = viewer.user === undefined ? new Map<number, EventAttendeeRow>() : await repo.findAttendances(db, views.map((view) => view.event.id), viewer.user.id);
  return views.map((view) => {
    const { event } = view;
    const mine = attendance.get(event.id);
    const linkedEvent = event.linkedEventId === null ? undefined : linked.get(event.linkedEventId);
    // One literal without spreads: spreading refOf into a literal this size makes every answer a slow
    // dictionary-mode object in V8 (≈ 60 µs an event to build, 20 a page).
    return {
      id: event.id,
      title: event.title,
      type: event.type as EventType,
      status: event.status as EventStatus,
      startDateTime: event.startDateTime.toISOString(),
      endDateTime: event.endDateTime.toISOString(),
      location: event.location,
      description: event.description,
      isPublic: event.isPublic,
      previousStartDateTime: event.previousStartDateTime?.toISOString() ?? null,
      timeZone: event.timeZone,
      venue: event.venue,
      address: event.address,
      city: event.city,
      country: event.country,
      latitude: event.latitude,
      longitude: event.longitude,
      onlineUrl: event.onlineUrl,
      imageUrls: eventImageUrls(event),
      tags: event.tags,
      agenda: event.agenda as AgendaRow[],
      organiser: companyRef(view.company),
      linkedEventId: event.linkedEventId,
      linkedEvent: linkedEvent === undefined ? null : refOf(linkedEvent),
      attendeeCount: view.attendeeCount,
      myAttendance: mine === undefined ? null : { status: mine.status as AttendanceStatus, listed: mine.listed },
      canManage: canManage(viewer, event),
      // Undefined (left out of the JSON) outside the location search.
      distanceKm: view.distanceKm === undefined ? undefined : Math.round(view.distanceKm * 10) / 10,
      publishedAt: event.publishedAt?.toISOString() ?? null,
      createdAt: event.createdAt.toISOString(),
      updatedAt: event.updatedAt.toISOString(),
    };
  });
}

export async function eventResponse(db: Db, id: number, viewer: Viewer): Promise<Event> {
  const view = await repo.findEventView(db, id);
  if (!view) throw eventNotFound();
  return (await toEvents(db, [view], viewer))[0]!;
}

// ---- lists -----------------------------------------------------------------------------------------------

const dayStart = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
const dayEnd = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);

async function filtersOf(db: Db, query: EventsQuery, viewer: Viewer, now: Date): Promise<repo.EventFilters | null> {
  const search = query.q === undefined ? null : await prepareSearch(db, query.q);
  if (search !== null && search.tsQuery === null) return null;
  return {
    publicOnly: viewer.user === undefined,
    tsQuery: search?.tsQuery ?? null,
    endsAfter: query.from === undefined ? now : dayStart(query.from),
    startsBefore: query.to === undefined ? undefined : dayEnd(query.to),
    country: query.country,
    type: query.type,
  };
}

/** GET /events/public, /search, /upcoming: visitors see public events, signed-in people members-only ones too. */
export async function listEvents(db: Db, viewer: Viewer, query: EventsQuery, options: { publicOnly?: boolean } = {}, now: Date = new Date()): Promise<Page<Event>> {
  const filters = await filtersOf(db, query, viewer, now);
  if (filters === null) return toPage([], 0, query);
  if (options.publicOnly) filters.publicOnly = true;
  const { rows, total } = await repo.listEvents(db, filters, query.direction, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toEvents(db, rows, viewer), total, query);
}

/** GET /events/location: within the radius of a point, nearest first. */
export async function listEventsNear(db: Db, viewer: Viewer, query: EventsNearQuery, now: Date = new Date()): Promise<Page<Event>> {
  const filters = await filtersOf(db, query, viewer, now);
  if (filters === null) return toPage([], 0, query);
  const { rows, total } = await repo.listEventsNear(db, filters, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toEvents(db, rows, viewer), total, query);
}

/** GET /events/company: every event of the caller's company (company_events). */
export async function listCompanyEvents(db: Db, user: AuthUser, query: CompanyEventsQuery): Promise<Page<Event>> {
  const membership = await requireOwnEventsManager(db, user);
  const { rows, total } = await repo.listCompanyEvents(db, membership.companyId, query.status, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toEvents(db, rows, { user, membership }), total, query);
}

/** The caller's company, which must hold company_events (404 without a company, 403 without the privilege). */
export async function requireOwnEventsManager(db: repo.Executor, user: AuthUser): Promise<Membership> {
  const membership = await getMembership(db, user.id);
  if (!membership) throw notFound('Company not found');
  return requireCompanyPrivilege(db, user.id, membership.companyId, EVENTS_PRIVILEGE);
}

/** An event the caller's company organises, locked; 404 for anyone else's. */
async function requireManagedEvent(db: repo.Executor, user: AuthUser, id: number): Promise<{ event: repo.EventDisplayRow; membership: Membership }> {
  const event = await repo.findEventForUpdate(db, id);
  const membership = await getMembership(db, user.id);
  if (!event || !membership || membership.companyId !== event.companyId) throw eventNotFound();
  return { event, membership: await requireCompanyPrivilege(db, user.id, event.companyId, EVENTS_PRIVILEGE) };
}

/** The managed event's row (for the images and calendar helpers of this module). */
export async function requireManagedEventFor(db: repo.Executor, user: AuthUser, id: number): Promise<repo.EventDisplayRow> {
  return (await requireManagedEvent(db, user, id)).event;
}

// ---- one event -------------------------------------------------------------------------------------------

export async function getEvent(db: Db, viewer: Viewer, id: number): Promise<Event> {
  const view = await repo.findEventView(db, id);
  if (!view || !canSee(viewer, view)) throw eventNotFound();
  if (!canManage(viewer, view.event)) await repo.incrementViews(db, id);
  return (await toEvents(db, [view], viewer))[0]!;
}

/** A public event as a visitor sees it, without counting a view (the crawler head reads it). */
export async function getPublicEvent(db: Db, id: number): Promise<Event> {
  const visitor: Viewer = { user: undefined, membership: null };
  return (await toEvents(db, [await requireVisibleEvent(db, visitor, id)], visitor))[0]!;
}

/** An event the viewer may see (the calendar download and linked list check the same). */
export async function requireVisibleEvent(db: repo.Executor, viewer: Viewer, id: number): Promise<repo.EventView> {
  const view = await repo.findEventView(db, id);
  if (!view || !canSee(viewer, view)) throw eventNotFound();
  return view;
}

function columnsOf(values: EventValues): Omit<NewEventRow, 'companyId' | 'status'> {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    startDateTime: new Date(values.startDateTime),
    endDateTime: new Date(values.endDateTime),
    timeZone: values.timeZone,
    location: values.location ?? ([values.venue, values.city].filter(Boolean).join(', ') || null),
    venue: values.venue,
    address: values.address,
    city: values.city,
    country: values.country,
    latitude: values.latitude,
    longitude: values.longitude,
    onlineUrl: values.onlineUrl,
    tags: values.tags,
    keywords: [...values.tags, values.city ?? '', values.venue ?? ''].join(' '),
    agenda: values.agenda.map((item) => ({ ...item, startsAt: new Date(item.startsAt).toISOString() })),
  };
}

/** Fields a calendar shows: a change to any of them raises SEQUENCE. */
const calendarFields = ['title', 'startDateTime', 'endDateTime', 'location', 'venue', 'address', 'onlineUrl', 'description', 'status'] as const;
function calendarChanged(before: repo.EventDisplayRow, after: Partial<NewEventRow>): boolean {
  return calendarFields.some((field) => {
    if (!(field in after)) return false;
    const a = before[field];
    const b = after[field];
    return a instanceof Date && b instanceof Date ? a.getTime() !== b.getTime() : a !== b;
  });
}

export interface EventsDeps {
  platform: Platform;
}

/** Tells those who follow the organiser (attendees of its earlier events) of a newly published public event. */
async function announce(deps: EventsDeps, tx: Parameters<typeof notify>[1]['tx'], changes: Parameters<typeof notify>[1]['changes'], event: repo.EventDisplayRow, companyName: string, exceptUserId: number) {
  if (!event.isPublic) return;
  const followers = (await repo.followersOf(tx, event.companyId, event.id)).filter((id) => id !== exceptUserId);
  if (followers.length === 0) return;
  await notify(deps.platform, { tx, changes }, {
    userIds: followers,
    type: 'event_published',
    title: `New event: ${event.title}`,
    message: `${companyName} published ${event.title} (${event.startDateTime.toISOString().slice(0, 10)}${event.city ? `, ${event.city}` : ''}).`,
    entity: { type: 'event', id: event.id },
    metadata: { companyId: event.companyId },
  });
}

type ChangeTx = Parameters<typeof notify>[1]['tx'];
type ChangeNotify = Parameters<typeof notify>[1]['changes'];

/** Inserts an event for a company (a draft, or published and announced); organisers and admins share it. */
export async function insertEventFor(deps: EventsDeps, tx: ChangeTx, changes: ChangeNotify, company: { id: number; name: string }, user: AuthUser, values: EventValues, now: Date): Promise<number> {
  const status = values.status === undefined || values.status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
  if (values.status !== undefined && values.status !== 'DRAFT' && values.status !== 'PUBLISHED') throw conflict(EventMessage.invalidTransition);
  const row = await repo.insertEvent(tx, {
    ...columnsOf(values),
    companyId: company.id,
    status,
    isPublic: values.isPublic,
    createdByUserId: user.id,
    publishedAt: status === 'PUBLISHED' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  if (status === 'PUBLISHED') await announce(deps, tx, changes, row, company.name, user.id);
  return row.id;
}

/** POST /events: a draft, or published at once when the input says so. */
export async function createEvent(deps: EventsDeps, user: AuthUser, input: EventInput, now: Date = new Date()): Promise<Event> {
  const values = eventInputSchema.parse(input);
  const db = deps.platform.db;
  let membership: Membership | undefined;
  const id = await transactionWithChanges(deps.platform, async (tx, changes) => {
    membership = await requireOwnEventsManager(tx, user);
    return insertEventFor(deps, tx, changes, { id: membership.companyId, name: membership.companyName ?? '' }, user, values, now);
  });
  return eventResponse(db, id, { user, membership: membership ?? null });
}

/** The next status, with the columns a transition sets (publishing stamps, postponing keeps the old start). */
function transition(event: repo.EventDisplayRow, next: EventStatus | undefined, columns: Partial<NewEventRow>, now: Date): Partial<NewEventRow> {
  const current = event.status as EventStatus;
  if (next === undefined || next === current) {
    // A published event whose start moves keeps the earlier start, so attendees see what changed.
    if (current !== 'DRAFT' && columns.startDateTime && columns.startDateTime.getTime() !== event.startDateTime.getTime() && current === 'POSTPONED') {
      return { previousStartDateTime: event.previousStartDateTime ?? event.startDateTime };
    }
    return {};
  }
  if (!eventStatusTransitions[current].includes(next)) throw conflict(EventMessage.invalidTransition);
  if (next === 'PUBLISHED') return { status: next, publishedAt: event.publishedAt ?? now };
  if (next === 'POSTPONED') return { status: next, previousStartDateTime: event.previousStartDateTime ?? event.startDateTime };
  return { status: next, cancelledAt: now };
}

/** PUT /events/{id}: replaces the fields; `status` moves it along its life cycle. */
export async function updateEvent(deps: EventsDeps, user: AuthUser, id: number, input: EventInput, now: Date = new Date()): Promise<Event> {
  const values = eventInputSchema.parse(input);
  let membership: Membership | undefined;
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const managed = await requireManagedEvent(tx, user, id);
    membership = managed.membership;
    await applyEventUpdate(deps, tx, changes, managed.event, membership.companyName ?? '', user, values, now);
  });
  return eventResponse(deps.platform.db, id, { user, membership: membership ?? null });
}

/** Replaces a locked event's fields and moves its status (organisers and admins share it). */
export async function applyEventUpdate(deps: EventsDeps, tx: ChangeTx, changes: ChangeNotify, event: repo.EventDisplayRow, companyName: string, user: AuthUser, values: EventValues, now: Date): Promise<void> {
  if (event.status === 'CANCELLED') throw conflict(EventMessage.cancelledNotEditable);
  const columns: Partial<NewEventRow> = { ...columnsOf(values), isPublic: values.isPublic };
  const changesOfStatus = transition(event, values.status, columns, now);
  const next = { ...columns, ...changesOfStatus };
  const sequence = event.status !== 'DRAFT' && calendarChanged(event, next) ? event.sequence + 1 : event.sequence;
  await repo.updateEvent(tx, event.id, { ...next, sequence, updatedAt: now });
  if (next.status === 'PUBLISHED' && event.publishedAt === null) {
    await announce(deps, tx, changes, { ...event, ...next, sequence } as repo.EventDisplayRow, companyName, user.id);
  }
}

/** DELETE /events/{id}: drafts go; a published event is cancelled instead, so calendars learn of it. */
export async function deleteEvent(db: Db, user: AuthUser, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => removeOrCancel(tx, (await requireManagedEvent(tx, user, id)).event, now));
}

/** A draft (or an already cancelled event) goes; a published one is cancelled so calendars learn of it. */
export async function removeOrCancel(tx: repo.Executor, event: repo.EventDisplayRow, now: Date): Promise<void> {
  if (event.status === 'DRAFT' || event.status === 'CANCELLED') await repo.deleteEvent(tx, event.id);
  else await repo.updateEvent(tx, event.id, { status: 'CANCELLED', cancelledAt: now, sequence: event.sequence + 1, updatedAt: now });
}

// ---- linked events ---------------------------------------------------------------------------------------

export async function listLinked(db: Db, viewer: Viewer, id: number): Promise<Event[]> {
  const view = await requireVisibleEvent(db, viewer, id);
  const rows = (await repo.listLinked(db, id, canManage(viewer, view.event))).filter((each) => canSee(viewer, each));
  return toEvents(db, rows, viewer);
}

/**
 * POST /events/{id}/link: makes this event a side event of `linkedEventId`. One level only: the target
 * is not itself a side event and this event has no side events; the target is one of ours or published.
 */
export async function linkEvent(db: Db, user: AuthUser, id: number, linkedEventId: number): Promise<Event> {
  let membership: Membership | undefined;
  await db.transaction(async (tx) => {
    const managed = await requireManagedEvent(tx, user, id);
    membership = managed.membership;
    if (linkedEventId === id) throw badRequest(EventMessage.linkSelf);
    const target = await repo.findEventView(tx, linkedEventId);
    const ours = target?.event.companyId === managed.event.companyId;
    if (!target || (!ours && (target.event.status === 'DRAFT' || target.company.status !== 'ACTIVE'))) throw notFound(EventMessage.notFound);
    if (!ours && !['PUBLISHED', 'POSTPONED'].includes(target.event.status)) throw conflict(EventMessage.linkOtherCompany);
    await linkOneLevel(tx, id, target.event);
  });
  return eventResponse(db, id, { user, membership: membership ?? null });
}

/** The one-level rule of links: the target is no side event, and this event has none of its own. */
export async function linkOneLevel(tx: repo.Executor, id: number, target: repo.EventDisplayRow): Promise<void> {
  if (target.id === id) throw badRequest(EventMessage.linkSelf);
  if (target.linkedEventId !== null) throw conflict(EventMessage.linkTargetLinked);
  if ((await repo.countSideEvents(tx, id)) > 0) throw conflict(EventMessage.linkNested);
  await repo.updateEvent(tx, id, { linkedEventId: target.id, updatedAt: new Date() });
}

export async function unlinkEvent(db: Db, user: AuthUser, id: number): Promise<Event> {
  let membership: Membership | undefined;
  await db.transaction(async (tx) => {
    const managed = await requireManagedEvent(tx, user, id);
    membership = managed.membership;
    if (managed.event.linkedEventId === null) throw conflict(EventMessage.notLinked);
    await repo.updateEvent(tx, id, { linkedEventId: null, updatedAt: new Date() });
  });
  return eventResponse(db, id, { user, membership: membership ?? null });
}

// ---- attendance ------------------------------------------------------------------------------------------

/** PUT /events/{id}/attendance: going or interested, listed or not, on a published event not yet over. */
export async function setAttendance(db: Db, user: AuthUser, id: number, input: AttendanceInput, now: Date = new Date()): Promise<Event> {
  const values = attendanceInputSchema.parse(input);
  const viewer = await viewerOf(db, user);
  await db.transaction(async (tx) => {
    const view = await requireVisibleEvent(tx, viewer, id);
    if (!['PUBLISHED', 'POSTPONED'].includes(view.event.status) || view.event.endDateTime.getTime() < now.getTime()) throw conflict(EventMessage.notOpenForAttendance);
    await repo.upsertAttendance(tx, { eventId: id, userId: user.id, status: values.status, listed: values.listed, now });
  });
  return eventResponse(db, id, viewer);
}

/** DELETE /events/{id}/attendance: stops attending, and sharing a position there (only attendees share). */
export async function removeAttendance(deps: EventsDeps, user: AuthUser, id: number): Promise<Event> {
  const { db } = deps.platform;
  const viewer = await viewerOf(db, user);
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    await requireVisibleEvent(tx, viewer, id);
    await repo.deleteAttendance(tx, id, user.id);
    await removeShare(tx, changes, user.id, id);
  });
  return eventResponse(db, id, viewer);
}

export async function listAttendees(db: Db, viewer: Viewer, id: number, query: PageQuery): Promise<Page<Attendee>> {
  await requireVisibleEvent(db, viewer, id);
  const { rows, total } = await repo.listListedAttendees(db, id, { limit: query.size, offset: pageOffset(query) });
  return toPage(
    rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      jobTitle: row.headline,
      companyName: null,
      profileImageUrl: storedImageUrl('profileImages', row.userId, row.profileImage),
      status: row.status as AttendanceStatus,
    })),
    total,
    query,
  );
}

/** GET /events/attending: what I attend, from events not yet over (or all with `past`). */
export async function listAttending(db: Db, user: AuthUser, includePast: boolean, now: Date = new Date()): Promise<Event[]> {
  const viewer = await viewerOf(db, user);
  const rows = await repo.listAttending(db, user.id, includePast ? undefined : new Date(now.getTime() - DAY_MS));
  return toEvents(db, rows, viewer);
}
