import {
  EventMessage,
  eventInputSchema,
  type AdminEventsQuery,
  type CrossCompanyLink,
  type Event,
  type EventInput,
  type EventsAnalytics,
  type EventsStatistics,
  type Page,
  type PageQuery,
} from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import { prepareSearch } from '../../platform/text-search';
import { transactionWithChanges } from '../realtime/index';
import * as adminRepo from './admin-repository';
import * as repo from './repository';
import { applyEventUpdate, eventNotFound, eventResponse, insertEventFor, linkOneLevel, removeOrCancel, toEvents, type EventsDeps, type Viewer } from './service';

/**
 * Admin events (seed 001 §7): platform admins manage every company's events with the organisers' own
 * rules (status life cycle, one-level links, cancel rather than delete once published); they see drafts
 * and members-only events of every company. The routes require the admin role (superusers pass).
 */

/** Admins read events as a signed-in person without a company: the response's canManage stays false. */
const adminViewer = (user: AuthUser): Viewer => ({ user, membership: null });

export async function adminListEvents(deps: EventsDeps, user: AuthUser, query: AdminEventsQuery, companyId?: number): Promise<Page<Event>> {
  const { db } = deps.platform;
  if (companyId !== undefined && (await adminRepo.findCompanyName(db, companyId)) === undefined) throw notFound('Company not found');
  const search = query.q === undefined ? null : await prepareSearch(db, query.q);
  if (search !== null && search.tsQuery === null) return toPage([], 0, query);
  const { rows, total } = await adminRepo.listAdminEvents(db, { companyId, status: query.status, type: query.type, tsQuery: search?.tsQuery ?? null }, { limit: query.size, offset: pageOffset(query) });
  return toPage(await toEvents(db, rows, adminViewer(user)), total, query);
}

export async function adminGetEvent(deps: EventsDeps, user: AuthUser, id: number): Promise<Event> {
  return eventResponse(deps.platform.db, id, adminViewer(user));
}

/** POST /admin/events {companyId, …event}: an event for any company. */
export async function adminCreateEvent(deps: EventsDeps, user: AuthUser, companyId: number, input: EventInput, now: Date = new Date()): Promise<Event> {
  const values = eventInputSchema.parse(input);
  const id = await transactionWithChanges(deps.platform, async (tx, changes) => {
    const name = await adminRepo.findCompanyName(tx, companyId);
    if (name === undefined) throw notFound('Company not found');
    return insertEventFor(deps, tx, changes, { id: companyId, name }, user, values, now);
  });
  return eventResponse(deps.platform.db, id, adminViewer(user));
}

async function lockedEvent(tx: repo.Executor, id: number) {
  const event = await repo.findEventForUpdate(tx, id);
  if (!event) throw eventNotFound();
  return event;
}

export async function adminUpdateEvent(deps: EventsDeps, user: AuthUser, id: number, input: EventInput, now: Date = new Date()): Promise<Event> {
  const values = eventInputSchema.parse(input);
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const event = await lockedEvent(tx, id);
    await applyEventUpdate(deps, tx, changes, event, (await adminRepo.findCompanyName(tx, event.companyId)) ?? '', user, values, now);
  });
  return eventResponse(deps.platform.db, id, adminViewer(user));
}

export async function adminDeleteEvent(deps: EventsDeps, id: number, now: Date = new Date()): Promise<void> {
  await deps.platform.db.transaction(async (tx) => removeOrCancel(tx, await lockedEvent(tx, id), now));
}

/** POST /admin/events/{id}/link: links across companies too (the one-level rule still holds). */
export async function adminLinkEvent(deps: EventsDeps, user: AuthUser, id: number, linkedEventId: number): Promise<Event> {
  await deps.platform.db.transaction(async (tx) => {
    await lockedEvent(tx, id);
    const target = await repo.findEvent(tx, linkedEventId);
    if (!target) throw notFound(EventMessage.notFound);
    await linkOneLevel(tx, id, target);
  });
  return eventResponse(deps.platform.db, id, adminViewer(user));
}

export async function adminUnlinkEvent(deps: EventsDeps, user: AuthUser, id: number): Promise<Event> {
  await deps.platform.db.transaction(async (tx) => {
    const event = await lockedEvent(tx, id);
    if (event.linkedEventId === null) throw conflict(EventMessage.notLinked);
    await repo.updateEvent(tx, id, { linkedEventId: null, updatedAt: new Date() });
  });
  return eventResponse(deps.platform.db, id, adminViewer(user));
}

export async function adminLinked(deps: EventsDeps, user: AuthUser, id: number): Promise<Event[]> {
  const { db } = deps.platform;
  if (!(await repo.findEvent(db, id))) throw eventNotFound();
  return toEvents(db, await adminRepo.listAllLinked(db, id), adminViewer(user));
}

export async function crossCompanyLinks(deps: EventsDeps, query: PageQuery): Promise<Page<CrossCompanyLink>> {
  const { rows, total } = await adminRepo.listCrossCompanyLinks(deps.platform.db, { limit: query.size, offset: pageOffset(query) });
  const iso = (value: unknown) => new Date(value as string).toISOString();
  return toPage(
    rows.map((row) => ({
      sideEvent: { id: row.sideId, title: row.sideTitle, status: row.sideStatus, companyId: row.sideCompanyId, companyName: row.sideCompanyName, startDateTime: iso(row.sideStart) },
      mainEvent: { id: row.mainId, title: row.mainTitle, status: row.mainStatus, companyId: row.mainCompanyId, companyName: row.mainCompanyName, startDateTime: iso(row.mainStart) },
    })),
    total,
    query,
  );
}

export const eventsAnalytics = (deps: EventsDeps): Promise<EventsAnalytics> => adminRepo.analytics(deps.platform.db);
export const eventsStatistics = (deps: EventsDeps, now: Date = new Date()): Promise<EventsStatistics> => adminRepo.statistics(deps.platform.db, now);
