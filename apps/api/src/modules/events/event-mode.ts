import {
  distanceBandOf,
  distanceMetres,
  EVENT_MODE_LIMITS,
  EventModeMessage,
  locationTrackingParamsSchema,
  positionInputSchema,
  savedLocationInputSchema,
  type NearbyState,
  type PositionInput,
  type SavedLocation,
  type SavedLocationInput,
  type SavedLocationKind,
} from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { EventLocationShareRow, EventSavedLocationRow } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { conflict, forbidden, notFound, tooManyRequests, unprocessable } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { storedImageUrl } from '../../platform/storage';
import { connectedUserIds } from '../connections/index';
import { transactionWithChanges, type TopicProvider } from '../realtime/index';
import { eventModeKey, personKey, removeShare } from './event-mode-keys';
import * as modeRepo from './event-mode-repository';
import * as repo from './repository';
import { requireVisibleEvent, viewerOf, type EventsDeps } from './service';

/**
 * Event mode on the server (seed 001 §3/§4 keep the switches on the device): a person's position while
 * they share it during an event they attend, the people sharing near them and the places they save.
 *
 * Privacy: a position is stored only between "share" and "stop" (stopping deletes it), only while the
 * event runs (the clean-up job deletes the rest), and others learn a coarse distance band (under 50 m,
 * 50–200 m, 200 m–1 km, over 1 km), never coordinates or a direction — and only the person's connections
 * who share in the same event themselves (sharing is mutual). A position changes at most once per 10 s
 * and never faster than 300 km/h, so nobody can triangulate a person by moving their own point around.
 */

const MINUTE_MS = 60_000;

/** Sharing is open from an hour before the start until the end of a published (or postponed) event. */
export function isLive(event: Pick<repo.EventDisplayRow, 'status' | 'startDateTime' | 'endDateTime'>, now: Date): boolean {
  const opens = event.startDateTime.getTime() - EVENT_MODE_LIMITS.opensBeforeStartMinutes * MINUTE_MS;
  return (event.status === 'PUBLISHED' || event.status === 'POSTPONED') && now.getTime() >= opens && now.getTime() < event.endDateTime.getTime();
}

/** The event, which the caller may see and attends; `live`: it must be running now. */
async function requireAttendedEvent(ex: repo.Executor, user: AuthUser, eventId: number, now: Date, live: boolean): Promise<repo.EventDisplayRow> {
  const { event } = await requireVisibleEvent(ex, await viewerOf(ex, user), eventId);
  if (!(await repo.findAttendance(ex, eventId, user.id))) throw forbidden(EventModeMessage.notAttending);
  if (live && !isLive(event, now)) throw conflict(EventModeMessage.notLive);
  return event;
}

const notSharing = (radiusM: number): NearbyState => ({ sharing: false, eventId: null, radiusM, nearby: [] });

/**
 * What event mode shows this person: their connections sharing within the radius in the event they share
 * in, nearest first, each as a distance band. Nothing when they do not share (seeing others needs sharing
 * oneself), when the event is not running, or when they no longer attend.
 */
export async function nearbyState(db: Db, userId: number, radiusM: number = EVENT_MODE_LIMITS.defaultRadiusM, now: Date = new Date(), eventId?: number): Promise<NearbyState> {
  const share = await modeRepo.findShare(db, userId);
  if (!share || (eventId !== undefined && share.eventId !== eventId)) return notSharing(radiusM);
  // The event row alone (its attendee count is not needed here, and counting a busy hall costs every poll).
  const event = await repo.findEvent(db, share.eventId);
  if (!event || !isLive(event, now) || !(await repo.findAttendance(db, share.eventId, userId))) return notSharing(radiusM);
  const connections = await connectedUserIds(db, userId);
  if (connections.length === 0) return { sharing: true, eventId: share.eventId, radiusM, nearby: [] };
  const rows = await modeRepo.listNearby(db, {
    allowedUserIds: connections,
    eventId: share.eventId,
    userId,
    latitude: share.latitude,
    longitude: share.longitude,
    radiusM,
    limit: EVENT_MODE_LIMITS.nearbyMax,
    freshAfter: new Date(now.getTime() - EVENT_MODE_LIMITS.staleAfterMinutes * MINUTE_MS),
  });
  return {
    sharing: true,
    eventId: share.eventId,
    radiusM,
    nearby: rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      jobTitle: row.headline,
      profileImageUrl: storedImageUrl('profileImages', row.userId, row.profileImage),
      distanceBand: distanceBandOf(Number(row.distanceM)),
    })),
  };
}

const POSITION_INTERVAL_MS = EVENT_MODE_LIMITS.positionIntervalSeconds * 1000;

/**
 * Why a new position is refused after the person's current one, if it is: sent within the interval, or
 * further away than the top speed covers in the time since.
 */
export function positionRefusal(before: Pick<EventLocationShareRow, 'latitude' | 'longitude' | 'updatedAt'> | undefined, next: { latitude: number; longitude: number }, now: Date): 'too-soon' | 'too-fast' | undefined {
  if (!before) return undefined;
  const elapsedMs = now.getTime() - before.updatedAt.getTime();
  if (elapsedMs < POSITION_INTERVAL_MS) return 'too-soon';
  const kmh = distanceMetres(before, next) / 1000 / (elapsedMs / 3_600_000);
  return kmh > EVENT_MODE_LIMITS.maxSpeedKmh ? 'too-fast' : undefined;
}

const secondsUntilNextPosition = (before: Pick<EventLocationShareRow, 'updatedAt'>, now: Date) => (before.updatedAt.getTime() + POSITION_INTERVAL_MS - now.getTime()) / 1000;

/** PUT /events/{id}/mode/share: start sharing my position in this event (consent), or move it. */
export async function startSharing(deps: EventsDeps, user: AuthUser, eventId: number, input: PositionInput, now: Date = new Date()): Promise<NearbyState> {
  const position = positionInputSchema.parse(input);
  await transactionWithChanges(deps.platform, async (tx, notify) => {
    await requireAttendedEvent(tx, user, eventId, now, true);
    const before = await modeRepo.findShare(tx, user.id);
    const refusal = positionRefusal(before, position, now);
    if (refusal === 'too-soon') throw tooManyRequests(secondsUntilNextPosition(before!, now), EventModeMessage.tooFrequent);
    if (refusal === 'too-fast') throw unprocessable(EventModeMessage.impossibleJump);
    await modeRepo.upsertShare(tx, { userId: user.id, eventId, ...position, now });
    if (before && before.eventId !== eventId) notify(eventModeKey(before.eventId));
    notify([eventModeKey(eventId), personKey(user.id)]);
  });
  return nearbyState(deps.platform.db, user.id, EVENT_MODE_LIMITS.defaultRadiusM, now);
}


/** DELETE /events/{id}/mode/share: stop sharing; the position is deleted at once. */
export async function stopSharing(deps: EventsDeps, user: AuthUser, eventId: number): Promise<NearbyState> {
  await transactionWithChanges(deps.platform, (tx, notify) => removeShare(tx, notify, user.id, eventId));
  return notSharing(EVENT_MODE_LIMITS.defaultRadiusM);
}

/**
 * A position the poll carries (seed 000 §7: active_location_tracking adds latitude, longitude, heading):
 * it moves the person's share when they share in a running event. A position sooner than 10 s after the
 * last one, or further than 300 km/h could go, is left out (the poll itself is answered as usual). Moves
 * under 10 m keep the others' polls asleep; the row is still touched so the position stays fresh.
 */
async function movePosition(platform: Platform, userId: number, position: { latitude: number; longitude: number; heading: number | null }, now: Date): Promise<void> {
  await transactionWithChanges(platform, async (tx, notify) => {
    const share = await modeRepo.findShare(tx, userId);
    if (!share) return;
    const event = await repo.findEvent(tx, share.eventId);
    if (!event || !isLive(event, now) || positionRefusal(share, position, now) !== undefined) return;
    await modeRepo.upsertShare(tx, { userId, eventId: share.eventId, ...position, now });
    if (distanceMetres(share, position) >= EVENT_MODE_LIMITS.moveThresholdM) notify(eventModeKey(share.eventId));
  });
}

/**
 * The `active_location_tracking` poll subscription: a sharer follows their event's key and is answered the
 * people near them whenever someone there starts, stops or moves; a person not sharing follows their own
 * key and is answered "not sharing". A subscription without a position (the device refused one) still polls.
 */
export const eventModePollTopics: TopicProvider[] = [
  {
    type: 'active_location_tracking',
    follow: async ({ platform, userId }, params) => {
      const parsed = locationTrackingParamsSchema.safeParse(params);
      const position = parsed.success && parsed.data.latitude !== undefined && parsed.data.longitude !== undefined ? parsed.data : undefined;
      if (position) await movePosition(platform, userId, { latitude: position.latitude!, longitude: position.longitude!, heading: position.heading ?? null }, new Date());
      const share = await modeRepo.findShare(platform.db, userId);
      return share ? eventModeKey(share.eventId) : personKey(userId);
    },
    load: ({ db, userId }, params) => {
      const parsed = locationTrackingParamsSchema.safeParse(params);
      return nearbyState(db, userId, (parsed.success ? parsed.data.radiusM : undefined) ?? EVENT_MODE_LIMITS.defaultRadiusM);
    },
  },
];

/** The scheduled clean-up: positions of events that ended (or were cancelled) are deleted. */
export async function deleteEndedShares(platform: Platform, now: Date = new Date()): Promise<number[]> {
  return transactionWithChanges(platform, async (tx, notify) => {
    const eventIds = await modeRepo.deleteSharesOfEndedEvents(tx, now);
    if (eventIds.length > 0) notify(eventIds.map(eventModeKey));
    return eventIds;
  });
}

// ---- saved locations -------------------------------------------------------------------------------------

const toSavedLocation = (row: EventSavedLocationRow): SavedLocation => ({
  id: row.id,
  eventId: row.eventId,
  kind: row.kind as SavedLocationKind,
  label: row.label,
  latitude: row.latitude,
  longitude: row.longitude,
  createdAt: row.createdAt.toISOString(),
});

/** GET /events/{id}/mode/locations: my saved places for this event (mine only). */
export async function listSavedLocations(deps: EventsDeps, user: AuthUser, eventId: number): Promise<SavedLocation[]> {
  const { db } = deps.platform;
  await requireVisibleEvent(db, await viewerOf(db, user), eventId);
  return (await modeRepo.listSavedLocations(db, user.id, eventId)).map(toSavedLocation);
}

/** POST /events/{id}/mode/locations: save a place (my booth, a meeting point) for an event I attend. */
export async function saveLocation(deps: EventsDeps, user: AuthUser, eventId: number, input: SavedLocationInput, now: Date = new Date()): Promise<SavedLocation> {
  const values = savedLocationInputSchema.parse(input);
  return deps.platform.db.transaction(async (tx) => {
    await requireAttendedEvent(tx, user, eventId, now, false);
    if ((await modeRepo.countSavedLocations(tx, user.id, eventId)) >= EVENT_MODE_LIMITS.savedLocationsMax) throw conflict(EventModeMessage.locationLimit);
    return toSavedLocation(await modeRepo.insertSavedLocation(tx, { ...values, userId: user.id, eventId, createdAt: now }));
  });
}

/** DELETE /events/{id}/mode/locations/{locationId}: another person's place answers 404. */
export async function removeSavedLocation(deps: EventsDeps, user: AuthUser, eventId: number, locationId: number): Promise<void> {
  await deps.platform.db.transaction(async (tx) => {
    if (!(await modeRepo.deleteSavedLocation(tx, user.id, eventId, locationId))) throw notFound(EventModeMessage.locationNotFound);
  });
}
