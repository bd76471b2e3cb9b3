import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventCalendarFeeds, eventMeetings, events, users, type EventMeetingRow } from '../../db/schema/index';
import type { Executor } from './repository';

/** The meetings tables of the events module: requests between attendees and their answers. */

export async function insertMeeting(ex: Executor, values: typeof eventMeetings.$inferInsert): Promise<EventMeetingRow> {
  const [row] = await ex.insert(eventMeetings).values(values).returning();
  return row!;
}

export async function updateMeeting(ex: Executor, id: number, values: Partial<typeof eventMeetings.$inferInsert>): Promise<void> {
  await ex.update(eventMeetings).set(values).where(eq(eventMeetings.id, id));
}

export async function findMeetingForUpdate(ex: Executor, id: number): Promise<EventMeetingRow | undefined> {
  const [row] = await ex.select().from(eventMeetings).where(eq(eventMeetings.id, id)).for('update');
  return row;
}

/**
 * Serialises bookings per person for the rest of the transaction: two requests for the same person's
 * time cannot both pass the overlap check. Locked in id order, so two bookings never wait on each other.
 */
export async function lockPeople(ex: Executor, userIds: number[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) await ex.execute(sql`select pg_advisory_xact_lock(hashtext('event_meetings'), ${userId}::int)`);
}

/**
 * The statuses (of `statuses`) of meetings of any of `userIds` overlapping [startsAt, endsAt), other than
 * `exceptId`: each status found once.
 */
export async function overlappingStatuses(ex: Executor, userIds: number[], startsAt: Date, endsAt: Date, statuses: readonly string[], exceptId?: number): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ status: eventMeetings.status })
    .from(eventMeetings)
    .where(
      and(
        inArray(eventMeetings.status, [...statuses]),
        or(inArray(eventMeetings.requesterUserId, userIds), inArray(eventMeetings.inviteeUserId, userIds)),
        lt(eventMeetings.startsAt, endsAt),
        gt(eventMeetings.endsAt, startsAt),
        exceptId === undefined ? undefined : ne(eventMeetings.id, exceptId),
      ),
    );
  return rows.map((row) => row.status);
}

export interface MeetingView {
  meeting: EventMeetingRow;
  eventTitle: string;
  requester: { id: number; firstName: string; lastName: string; profileImage: string | null };
  invitee: { id: number; firstName: string; lastName: string; profileImage: string | null };
}

const requester = alias(users, 'requester');
const invitee = alias(users, 'invitee');
const personColumns = (person: typeof requester | typeof invitee) => ({ id: person.id, firstName: person.firstName, lastName: person.lastName, profileImage: person.profileImage });

/** Meetings of `userId` (as either side), with both people's names; of one event, or all with `eventId` undefined. */
export async function listMeetingsOf(ex: Executor, userId: number, eventId: number | undefined, ids?: number[]): Promise<MeetingView[]> {
  return ex
    .select({ meeting: eventMeetings, eventTitle: events.title, requester: personColumns(requester), invitee: personColumns(invitee) })
    .from(eventMeetings)
    .innerJoin(events, eq(events.id, eventMeetings.eventId))
    .innerJoin(requester, eq(requester.id, eventMeetings.requesterUserId))
    .innerJoin(invitee, eq(invitee.id, eventMeetings.inviteeUserId))
    .where(
      and(
        or(eq(eventMeetings.requesterUserId, userId), eq(eventMeetings.inviteeUserId, userId)),
        eventId === undefined ? undefined : eq(eventMeetings.eventId, eventId),
        ids === undefined ? undefined : inArray(eventMeetings.id, ids),
      ),
    )
    .orderBy(asc(eventMeetings.startsAt), asc(eventMeetings.id))
    .limit(500);
}

// ---- calendar feeds ---------------------------------------------------------------------------------------

export async function findFeedOfUser(ex: Executor, userId: number): Promise<{ token: string } | undefined> {
  const [row] = await ex.select({ token: eventCalendarFeeds.token }).from(eventCalendarFeeds).where(eq(eventCalendarFeeds.userId, userId));
  return row;
}

export async function findFeedByToken(ex: Executor, token: string): Promise<{ userId: number } | undefined> {
  const [row] = await ex.select({ userId: eventCalendarFeeds.userId }).from(eventCalendarFeeds).where(eq(eventCalendarFeeds.token, token));
  return row;
}

/** Inserts the user's feed unless one exists (a racing first request keeps the other's token). */
export async function insertFeed(ex: Executor, userId: number, token: string): Promise<void> {
  await ex.insert(eventCalendarFeeds).values({ userId, token }).onConflictDoNothing();
}

export async function replaceFeedToken(ex: Executor, userId: number, token: string): Promise<void> {
  await ex.insert(eventCalendarFeeds).values({ userId, token }).onConflictDoUpdate({ target: eventCalendarFeeds.userId, set: { token, createdAt: new Date() } });
}
