import { and, asc, count, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_M } from '@paytable/contracts';
import { eventAttendees, eventLocationShares, events, eventSavedLocations, profiles, users, type EventLocationShareRow, type EventSavedLocationRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { executePrepared } from '../../platform/prepared-sql';
import { boundingBox, type Executor } from './repository';

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
 * The rings (outer radii in metres) the nearby search widens through: in a crowded hall the nearest
 * fill the limit within the first ring or two, so the rest of the hall is never read.
 */
const NEARBY_RING_RADII_M = [25, 50, 100, 200, 400, 800, 1_600, 3_200];

/** The rings up to `radiusM`, each with its bounding box (a second longitude range across the antimeridian, else null). */
export function nearbyRings(latitude: number, longitude: number, radiusM: number) {
  const outer = [...NEARBY_RING_RADII_M.filter((ringM) => ringM < radiusM), radiusM];
  const boxes = outer.map((ringM) => boundingBox(latitude, longitude, ringM / 1000));
  return {
    // The first ring starts below zero so a person standing on the very spot is in it.
    innerM: [-1, ...outer.slice(0, -1)],
    outerM: outer,
    minLat: boxes.map((box) => box.minLat),
    maxLat: boxes.map((box) => box.maxLat),
    west1: boxes.map((box) => box.lngRanges[0]![0]),
    east1: boxes.map((box) => box.lngRanges[0]![1]),
    west2: boxes.map((box) => box.lngRanges[1]?.[0] ?? null),
    east2: boxes.map((box) => box.lngRanges[1]?.[1] ?? null),
  };
}

const nearbyValue = (name: string) => sql.placeholder(name);

/**
 * One statement, prepared once: the rings in order (a function scan keeps it), and for each the sharers
 * inside its bounding box (the (event, latitude, longitude) index) whose haversine distance falls in the
 * ring, nearest first; the outer limit stops at the first `limit` of them, so the later rings are not
 * read. Rings split by the same distance expression, so ring order is distance order. Only the allowed
 * people (the caller's connections) who still attend and whose account is enabled count; profiles are
 * joined for the kept rows alone.
 */
function nearbyStatement(): SQL {
  const distance = sql`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
      power(sin(radians(s.latitude - ${nearbyValue('latitude')}::float8) / 2), 2)
      + cos(radians(${nearbyValue('latitude')}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${nearbyValue('longitude')}::float8) / 2), 2))))`;
  const ringArray = (name: string) => sql`${nearbyValue(name)}::float8[]`;
  return sql`select near."userId", near."firstName", near."lastName", near."profileImage", p.headline, near.latitude, near.longitude, near."distanceM"
    from (
      select found.* from unnest(${ringArray('innerM')}, ${ringArray('outerM')}, ${ringArray('minLat')}, ${ringArray('maxLat')},
                                 ${ringArray('west1')}, ${ringArray('east1')}, ${ringArray('west2')}, ${ringArray('east2')})
        as ring(inner_m, outer_m, min_lat, max_lat, west1, east1, west2, east2)
      cross join lateral (
        select s.user_id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.profile_image as "profileImage",
               s.latitude, s.longitude, measured.distance_m as "distanceM"
        from ${eventLocationShares} s
        cross join lateral (select ${distance} as distance_m) measured
        join ${users} u on u.id = s.user_id and u.is_enabled
        where s.event_id = ${nearbyValue('eventId')}::int and s.user_id <> ${nearbyValue('userId')}::int
          and s.updated_at > ${nearbyValue('freshAfter')}::timestamptz
          and s.user_id = any(${nearbyValue('allowedUserIds')}::int[])
          and s.latitude between ring.min_lat and ring.max_lat
          and (s.longitude between ring.west1 and ring.east1 or s.longitude between ring.west2 and ring.east2)
          and measured.distance_m > ring.inner_m and measured.distance_m <= ring.outer_m
          and exists (select from ${eventAttendees} a where a.event_id = s.event_id and a.user_id = s.user_id)
        order by measured.distance_m, s.user_id
        limit ${nearbyValue('limit')}::int
      ) found
      limit ${nearbyValue('limit')}::int
    ) near
    left join ${profiles} p on p.user_id = near."userId"
    order by near."distanceM", near."userId"`;
}

/**
 * Others sharing in this event within radiusM of the point, nearest first, at most `limit`, among
 * `allowedUserIds` (the caller's connections). Only the distance leaves the service, as a band.
 */
export async function listNearby(
  db: Db,
  args: { eventId: number; userId: number; allowedUserIds: readonly number[]; latitude: number; longitude: number; radiusM: number; limit: number; freshAfter: Date },
): Promise<NearbyRow[]> {
  return executePrepared<NearbyRow>(db, 'events_nearby_attendees', nearbyStatement, {
    eventId: args.eventId,
    allowedUserIds: [...args.allowedUserIds],
    userId: args.userId,
    latitude: args.latitude,
    longitude: args.longitude,
    freshAfter: args.freshAfter.toISOString(),
    limit: args.limit,
    ...nearbyRings(args.latitude, args.longitude, args.radiusM),
  });
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
