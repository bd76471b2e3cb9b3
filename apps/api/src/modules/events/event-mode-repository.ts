import { and, asc, count, eq, lte, or, sql } from 'drizzle-orm';
import { EARTH_RADIUS_M } from '@paytable/contracts';
import { eventAttendees, eventLocationShares, events, eventSavedLocations, profiles, users, type EventLocationShareRow, type EventSavedLocationRow } from '../../db/schema/index';
import { executeRows } from '../../db/raw-rows';
import type { Executor } from './repository';

/** The event-mode tables: positions shared during an event and the places people save for themselves. */

export async function findShare(ex: Executor, userId: number): Promise<EventLocationShareRow | undefined> {
  const [row] = await ex.select().from(eventLocationShares).where(eq(eventLocationShares.userId, userId));
  return row;
}

/** Starts sharing in this event (replacing a share in another) or moves the position. */
export async function upsertShare(ex: Executor, values: { userId: number; eventId: number; latitude: number; longitude: number; heading: number | null; now: Date }): Promise<void> {
  await ex
    .insert(eventLocationShares)
    .values({ ...values, startedAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: eventLocationShares.userId,
      set: {
        eventId: values.eventId,
        latitude: values.latitude,
        longitude: values.longitude,
        heading: values.heading,
        updatedAt: values.now,
        // A share moved to another event starts again.
        startedAt: sql`case when ${eventLocationShares.eventId} = ${values.eventId} then ${eventLocationShares.startedAt} else ${values.now} end`,
      },
    });
}

/** Stops sharing; answers the event the share was in, if any. */
export async function deleteShare(ex: Executor, userId: number, eventId?: number): Promise<number | undefined> {
  const where = eventId === undefined ? eq(eventLocationShares.userId, userId) : and(eq(eventLocationShares.userId, userId), eq(eventLocationShares.eventId, eventId));
  const [row] = await ex.delete(eventLocationShares).where(where).returning({ eventId: eventLocationShares.eventId });
  return row?.eventId;
}

/**
 * Deletes the shares of events that are over (ended, or cancelled or no longer published) and answers
 * their event ids, so the people still looking are told.
 */
export async function deleteSharesOfEndedEvents(ex: Executor, now: Date): Promise<number[]> {
  const rows = await ex
    .delete(eventLocationShares)
    .where(
      sql`${eventLocationShares.eventId} in (select ${events.id} from ${events} where ${or(lte(events.endDateTime, now), sql`${events.status} not in ('PUBLISHED', 'POSTPONED')`)})`,
    )
    .returning({ eventId: eventLocationShares.eventId });
  return [...new Set(rows.map((row) => row.eventId))];
}

export interface NearbyRow extends Record<string, unknown> {
  userId: number;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  headline: string | null;
  distanceM: number;
  latitude: number;
  longitude: number;
}

/**
 * Others sharing in this event within radiusM of the point, nearest first: a bounding box on the
 * (event, latitude, longitude) index narrows the rows, the haversine distance keeps the circle. Only
 * people who still attend and whose account is enabled. The coordinates come back for the service to
 * turn into a direction; they never leave it.
 */
export async function listNearby(ex: Executor, args: { eventId: number; userId: number; latitude: number; longitude: number; radiusM: number; limit: number; freshAfter: Date }): Promise<NearbyRow[]> {
  const degLat = (args.radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const cosLat = Math.max(Math.cos((args.latitude * Math.PI) / 180), 0.01);
  const degLng = Math.min(180, degLat / cosLat);
  const distance = sql`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
      power(sin(radians(s.latitude - ${args.latitude}::float8) / 2), 2)
      + cos(radians(${args.latitude}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${args.longitude}::float8) / 2), 2))))`;
  return executeRows<NearbyRow>(
    ex,
    sql`select * from (
        select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.profile_image as "profileImage", p.headline,
               s.latitude, s.longitude, ${distance} as "distanceM"
        from ${eventLocationShares} s
        join ${eventAttendees} a on a.event_id = s.event_id and a.user_id = s.user_id
        join ${users} u on u.id = s.user_id and u.is_enabled
        left join ${profiles} p on p.user_id = u.id
        where s.event_id = ${args.eventId} and s.user_id <> ${args.userId} and s.updated_at > ${args.freshAfter.toISOString()}::timestamptz
          and s.latitude between ${args.latitude - degLat}::float8 and ${args.latitude + degLat}::float8
          and (${degLng >= 180} or s.longitude between ${args.longitude - degLng}::float8 and ${args.longitude + degLng}::float8
               or s.longitude between ${args.longitude - degLng + 360}::float8 and 180 or s.longitude between -180 and ${args.longitude + degLng - 360}::float8)
      ) near
      where "distanceM" <= ${args.radiusM}::float8
      order by "distanceM", "userId"
      limit ${args.limit}`,
  );
}

/** Whether this person shares their position in this event now (a meeting may be asked of them). */
export async function sharesIn(ex: Executor, eventId: number, userId: number): Promise<boolean> {
  const [row] = await ex.select({ userId: eventLocationShares.userId }).from(eventLocationShares).where(and(eq(eventLocationShares.userId, userId), eq(eventLocationShares.eventId, eventId)));
  return row !== undefined;
}

// ---- saved locations -------------------------------------------------------------------------------------

export async function listSavedLocations(ex: Executor, userId: number, eventId: number): Promise<EventSavedLocationRow[]> {
  return ex.select().from(eventSavedLocations).where(and(eq(eventSavedLocations.userId, userId), eq(eventSavedLocations.eventId, eventId))).orderBy(asc(eventSavedLocations.createdAt), asc(eventSavedLocations.id));
}

export async function countSavedLocations(ex: Executor, userId: number, eventId: number): Promise<number> {
  const [row] = await ex.select({ total: count() }).from(eventSavedLocations).where(and(eq(eventSavedLocations.userId, userId), eq(eventSavedLocations.eventId, eventId)));
  return row?.total ?? 0;
}

export async function insertSavedLocation(ex: Executor, values: typeof eventSavedLocations.$inferInsert): Promise<EventSavedLocationRow> {
  const [row] = await ex.insert(eventSavedLocations).values(values).returning();
  return row!;
}

export async function deleteSavedLocation(ex: Executor, userId: number, eventId: number, id: number): Promise<boolean> {
  const rows = await ex
    .delete(eventSavedLocations)
    .where(and(eq(eventSavedLocations.id, id), eq(eventSavedLocations.userId, userId), eq(eventSavedLocations.eventId, eventId)))
    .returning({ id: eventSavedLocations.id });
  return rows.length > 0;
}
