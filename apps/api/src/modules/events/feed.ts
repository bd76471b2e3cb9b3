import { randomBytes } from 'node:crypto';
import { eventsPaths, meetingsPaths, type CalendarFeed } from '@paytable/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { AuthUser } from '../../platform/auth';
import { eventEntry } from './calendar';
import { calendar, UID_DOMAIN, type CalendarEntry } from './ics';
import * as meetingsRepo from './meetings-repository';
import * as repo from './repository';

const DAY_MS = 86_400_000;
/** How far back the feed reaches: a calendar keeps what it already has. */
const FEED_PAST_DAYS = 30;

const newToken = () => randomBytes(24).toString('base64url');

function feedOf(publicUrl: string, token: string): CalendarFeed {
  const url = `${publicUrl.replace(/\/$/, '')}/api/v1${meetingsPaths.feed(token)}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** GET /events/calendar/feed-url: my feed, made on first use. */
export async function feedUrl(db: Db, user: AuthUser, publicUrl: string): Promise<CalendarFeed> {
  const existing = await meetingsRepo.findFeedOfUser(db, user.id);
  if (existing) return feedOf(publicUrl, existing.token);
  await meetingsRepo.insertFeed(db, user.id, newToken());
  return feedOf(publicUrl, (await meetingsRepo.findFeedOfUser(db, user.id))!.token);
}

/** POST /events/calendar/feed-url/rotate: a new secret; the old URL stops working at once. */
export async function rotateFeed(db: Db, user: AuthUser, publicUrl: string): Promise<CalendarFeed> {
  const token = newToken();
  await meetingsRepo.replaceFeedToken(db, user.id, token);
  return feedOf(publicUrl, token);
}

export const meetingUid = (meetingId: number) => `meeting-${meetingId}@${UID_DOMAIN}`;

function meetingEntry(view: meetingsRepo.MeetingView, userId: number, publicUrl: string): CalendarEntry {
  const { meeting } = view;
  const other = meeting.requesterUserId === userId ? view.invitee : view.requester;
  return {
    uid: meetingUid(meeting.id),
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    stamp: meeting.updatedAt,
    summary: `Meeting with ${other.firstName} ${other.lastName}`.trim(),
    description: [meeting.message, `At ${view.eventTitle}`].filter(Boolean).join('\n\n'),
    location: meeting.place,
    url: `${publicUrl.replace(/\/$/, '')}/dashboard${eventsPaths.event(meeting.eventId)}`,
    cancelled: meeting.status === 'CANCELLED' || meeting.status === 'DECLINED',
    tentative: meeting.status === 'PENDING',
  };
}

/**
 * GET /events/calendar/feed/{token}: the events I attend and my meetings, each under its stable UID and
 * SEQUENCE, so a calendar subscribed to it updates entries in place (a reschedule moves, a cancellation
 * strikes through). 404 for an unknown token.
 */
export async function feedCalendar(db: Db, token: string, publicUrl: string, now: Date = new Date()): Promise<string> {
  const feed = await meetingsRepo.findFeedByToken(db, token);
  if (!feed) throw notFound('Calendar not found');
  const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const attending = await repo.listAttending(db, feed.userId, since);
  const meetings = (await meetingsRepo.listMeetingsOf(db, feed.userId, undefined)).filter((view) => view.meeting.endsAt >= since);
  const entries = [
    ...attending.map((view) => eventEntry(view, publicUrl, view.attendance.status === 'INTERESTED')),
    ...meetings.map((view) => meetingEntry(view, feed.userId, publicUrl)),
  ];
  return calendar(entries, { name: 'Paytable events' });
}
