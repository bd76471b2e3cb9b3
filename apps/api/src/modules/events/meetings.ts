import { MeetingMessage, meetingInputSchema, type Meeting, type MeetingInput, type MeetingStatus } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { storedImageUrl } from '../../platform/storage';
import { areConnected } from '../connections/index';
import { recordAgreedDirectMessage } from '../messaging/index';
import { sharesIn } from './event-mode-repository';
import * as meetingsRepo from './meetings-repository';
import * as repo from './repository';
import { requireVisibleEvent, viewerOf, type EventsDeps } from './service';

const meetingNotFound = () => notFound(MeetingMessage.notFound);

/** Whether event mode shows `inviteeId` to `requesterId` at this event (event-mode.ts `nearbyState`'s rule). */
async function metInEventMode(tx: repo.Executor, eventId: number, requesterId: number, inviteeId: number): Promise<boolean> {
  return (await sharesIn(tx, eventId, requesterId)) && (await sharesIn(tx, eventId, inviteeId)) && (await areConnected(tx, requesterId, inviteeId));
}

const person = (row: meetingsRepo.MeetingView['requester']) => ({ userId: row.id, name: `${row.firstName} ${row.lastName}`.trim(), profileImageUrl: storedImageUrl('profileImages', row.id, row.profileImage) });

function toMeeting(view: meetingsRepo.MeetingView, viewerId: number): Meeting {
  const { meeting } = view;
  return {
    id: meeting.id,
    eventId: meeting.eventId,
    eventTitle: view.eventTitle,
    requester: person(view.requester),
    invitee: person(view.invitee),
    role: meeting.requesterUserId === viewerId ? 'REQUESTER' : 'INVITEE',
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    status: meeting.status as MeetingStatus,
    message: meeting.message,
    place: meeting.place,
    createdAt: meeting.createdAt.toISOString(),
    updatedAt: meeting.updatedAt.toISOString(),
  };
}

async function meetingResponse(deps: EventsDeps, user: AuthUser, id: number): Promise<Meeting> {
  const [view] = await meetingsRepo.listMeetingsOf(deps.platform.db, user.id, undefined, [id]);
  if (!view) throw meetingNotFound();
  return toMeeting(view, user.id);
}

/**
 * GET /events/meetings/requests: meeting requests waiting for my answer (I am invited, still pending, not
 * yet begun) across every event, soonest first. The dashboard home counts them.
 */
export async function listMeetingRequests(deps: EventsDeps, user: AuthUser, now: Date = new Date()): Promise<Meeting[]> {
  const views = await meetingsRepo.listMeetingsOf(deps.platform.db, user.id, undefined);
  return views.filter(({ meeting }) => meeting.inviteeUserId === user.id && meeting.status === 'PENDING' && meeting.startsAt > now).map((view) => toMeeting(view, user.id));
}

/** GET /events/{id}/meetings: my meetings at the event, soonest first. */
export async function listMyMeetings(deps: EventsDeps, user: AuthUser, eventId: number): Promise<Meeting[]> {
  const { db } = deps.platform;
  await requireVisibleEvent(db, await viewerOf(db, user), eventId);
  return (await meetingsRepo.listMeetingsOf(db, user.id, eventId)).map((view) => toMeeting(view, user.id));
}

/**
 * POST /events/{id}/meetings: an attendee asks a listed attendee for a slot during the event. Refused when
 * either already has a confirmed meeting overlapping it, or a request overlapping it still waiting for an
 * answer (checked under both people's booking locks): a slot is asked for once, so two requests never
 * compete for it and nobody learns only at acceptance that the time is gone.
 */
export async function requestMeeting(deps: EventsDeps, user: AuthUser, eventId: number, input: MeetingInput, now: Date = new Date()): Promise<Meeting> {
  const values = meetingInputSchema.parse(input);
  const { db } = deps.platform;
  const viewer = await viewerOf(db, user);
  const id = await db.transaction(async (tx) => {
    const view = await requireVisibleEvent(tx, viewer, eventId);
    const { event } = view;
    if (values.inviteeUserId === user.id) throw badRequest(MeetingMessage.self);
    if (!['PUBLISHED', 'POSTPONED'].includes(event.status) || event.endDateTime.getTime() < now.getTime()) throw conflict(MeetingMessage.outsideEvent);
    if (!(await repo.findAttendance(tx, eventId, user.id))) throw forbidden(MeetingMessage.notAttendee);
    const invitee = await repo.findAttendance(tx, eventId, values.inviteeUserId);
    // Listed on the attendee list, or someone event mode shows the requester: both share at this event and
    // they are connections (an unlisted attendee stays out of reach of everyone else).
    if (!invitee || (!invitee.listed && !(await metInEventMode(tx, eventId, user.id, values.inviteeUserId)))) throw notFound(MeetingMessage.inviteeNotListed);
    const startsAt = new Date(values.startsAt);
    const endsAt = new Date(values.endsAt);
    if (startsAt < event.startDateTime || endsAt > event.endDateTime || startsAt.getTime() < now.getTime()) throw badRequest(MeetingMessage.outsideEvent);
    await meetingsRepo.lockPeople(tx, [user.id, values.inviteeUserId]);
    const taken = await meetingsRepo.overlappingStatuses(tx, [user.id, values.inviteeUserId], startsAt, endsAt, ['ACCEPTED', 'PENDING']);
    if (taken.includes('ACCEPTED')) throw conflict(MeetingMessage.slotTaken);
    if (taken.includes('PENDING')) throw conflict(MeetingMessage.slotRequested);
    const row = await meetingsRepo.insertMeeting(tx, { eventId, requesterUserId: user.id, inviteeUserId: values.inviteeUserId, startsAt, endsAt, message: values.message, place: values.place, createdAt: now, updatedAt: now });
    return row.id;
  });
  return meetingResponse(deps, user, id);
}

/** '14 Dec 2026, 10:30 CET': a meeting's time where the event takes place (where both people will be). */
const when = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(date);

/**
 * accept / decline (the invitee, while pending) and cancel (either person, while pending or confirmed).
 * Accepting re-checks the slot under both people's locks, then records the meeting in their messages.
 */
export async function answerMeeting(deps: EventsDeps, user: AuthUser, meetingId: number, action: 'accept' | 'decline' | 'cancel', now: Date = new Date()): Promise<Meeting> {
  const { platform } = deps;
  await platform.events.transaction(async (tx) => {
    const found = await meetingsRepo.findMeetingForUpdate(tx, meetingId);
    if (!found || (found.requesterUserId !== user.id && found.inviteeUserId !== user.id)) throw meetingNotFound();
    await meetingsRepo.lockPeople(tx, [found.requesterUserId, found.inviteeUserId]);
    if (action === 'cancel') {
      if (!['PENDING', 'ACCEPTED'].includes(found.status)) throw conflict(MeetingMessage.notCancellable);
      await meetingsRepo.updateMeeting(tx, meetingId, { status: 'CANCELLED', sequence: found.sequence + 1, updatedAt: now });
      return;
    }
    if (found.inviteeUserId !== user.id) throw forbidden(MeetingMessage.onlyInvitee);
    if (found.status !== 'PENDING') throw conflict(MeetingMessage.notPending);
    if (action === 'decline') {
      await meetingsRepo.updateMeeting(tx, meetingId, { status: 'DECLINED', updatedAt: now });
      return;
    }
    if ((await meetingsRepo.overlappingStatuses(tx, [found.requesterUserId, found.inviteeUserId], found.startsAt, found.endsAt, ['ACCEPTED'], meetingId)).length > 0) throw conflict(MeetingMessage.slotTaken);
    await meetingsRepo.updateMeeting(tx, meetingId, { status: 'ACCEPTED', sequence: found.sequence + 1, updatedAt: now });
    const event = await repo.findEvent(tx, found.eventId);
    const zone = event?.timeZone ?? 'UTC';
    const text = `Meeting confirmed: ${event?.title ?? 'event'}, ${when(found.startsAt, zone)} – ${when(found.endsAt, zone)}${found.place ? `, ${found.place}` : ''}.`;
    await recordAgreedDirectMessage(platform, tx, user.id, found.requesterUserId, text);
  });
  return meetingResponse(deps, user, meetingId);
}
