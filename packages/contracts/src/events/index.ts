import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { idParamSchema, idSchema } from '../common/ids';
import { optionalHttpUrlSchema } from '../common/urls';
import { cleanText } from '../games/index';

export * from './event-mode';

// ---------------------------------------------------------------------------------------------------
// Industry events (seed 001 §3 Event, Event list state; §4 Event; §7 Events, Admin events; §9 defaults;
// seed 000 §2 events, company-events and admin events routes). The seed shows id, title, startDateTime,
// endDateTime, location, status, isPublic, imageUrls and linkedEventId; the rest is ours (docs/events.md).
// ---------------------------------------------------------------------------------------------------

export const EVENT_LIMITS = {
  titleMin: 3,
  titleMax: 160,
  descriptionMax: 10_000,
  locationMax: 200,
  venueMax: 160,
  addressMax: 300,
  cityMax: 80,
  tagsMax: 12,
  tagMax: 40,
  agendaMax: 60,
  agendaTitleMax: 200,
  imagesMax: 8,
  /** Longest event: a multi-week expo is the most a real trade event runs. */
  maxDurationDays: 31,
  /** Largest location search radius (km). */
  radiusMaxKm: 2_000,
  defaultRadiusKm: 100,
} as const;

/** Seed 001 §9: page size 20, sort startDateTime ascending. */
export const EVENT_PAGE_SIZE = 20;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const eventTypes = ['CONFERENCE', 'EXPO', 'SUMMIT', 'MEETUP', 'WEBINAR', 'AWARDS', 'SIDE_EVENT'] as const;
export const eventTypeSchema = enumOf(eventTypes, 'Type');
export type EventType = z.infer<typeof eventTypeSchema>;
export const eventTypeLabels: Record<EventType, string> = {
  CONFERENCE: 'Conference',
  EXPO: 'Expo',
  SUMMIT: 'Summit',
  MEETUP: 'Meetup',
  WEBINAR: 'Webinar',
  AWARDS: 'Awards',
  SIDE_EVENT: 'Side event',
};

/** DRAFT → PUBLISHED → POSTPONED ↔ PUBLISHED; PUBLISHED or POSTPONED → CANCELLED (final). */
export const eventStatuses = ['DRAFT', 'PUBLISHED', 'POSTPONED', 'CANCELLED'] as const;
export const eventStatusSchema = enumOf(eventStatuses, 'Status');
export type EventStatus = z.infer<typeof eventStatusSchema>;
export const eventStatusLabels: Record<EventStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published', POSTPONED: 'Postponed', CANCELLED: 'Cancelled' };
export const eventStatusTransitions: Record<EventStatus, readonly EventStatus[]> = {
  DRAFT: ['PUBLISHED'],
  PUBLISHED: ['POSTPONED', 'CANCELLED'],
  POSTPONED: ['PUBLISHED', 'CANCELLED'],
  CANCELLED: [],
};

export const attendanceStatuses = ['GOING', 'INTERESTED'] as const;
export const attendanceStatusSchema = enumOf(attendanceStatuses, 'Attendance');
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;
export const attendanceStatusLabels: Record<AttendanceStatus, string> = { GOING: 'Going', INTERESTED: 'Interested' };

export const EventMessage = {
  notFound: 'Event not found',
  created: 'Event created',
  updated: 'Event updated',
  deleted: 'Event deleted',
  invalidTransition: 'This status change is not allowed',
  cancelledNotEditable: 'A cancelled event cannot be edited',
  endBeforeStart: 'The end must be after the start',
  tooLong: `An event can last at most ${EVENT_LIMITS.maxDurationDays} days`,
  coordinatesPair: 'Give both latitude and longitude, or neither',
  placeRequired: 'Give a location or an online link',
  linkSelf: 'An event cannot be linked to itself',
  linkNested: 'A side event cannot have side events of its own',
  linkTargetLinked: 'Link to the main event, not to another side event',
  linkOtherCompany: 'An event can be linked only to a published event or one of your own',
  linked: 'Events linked',
  unlinked: 'Events unlinked',
  notLinked: 'This event is not linked to another event',
  imageAdded: 'Image added',
  imageRemoved: 'Image removed',
  imageLimit: `An event can have at most ${EVENT_LIMITS.imagesMax} images`,
  imageNotFound: 'Image not found',
  attendanceSaved: 'Attendance saved',
  attendanceRemoved: 'Attendance removed',
  notOpenForAttendance: 'This event is not open for attendance',
  published: 'Event published',
} as const;

/** The seed's failure texts (seed 001 §8 Events are not shown word for word; these follow its pattern). */
export const EventFailure = {
  fetchEvents: 'Failed to fetch events',
  fetchEvent: 'Failed to fetch event',
  fetchCompanyEvents: 'Failed to fetch company events',
  create: 'Failed to create event',
  update: 'Failed to update event',
  delete: 'Failed to delete event',
  attend: 'Failed to update attendance',
} as const;

const countryCode = z
  .string({ error: 'Country must be a two-letter code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code');
const optionalText = (label: string, max: number) =>
  cleanText({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
const dateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), `${label} must be a date and time (ISO 8601)`)
    // Events happen in this century: far dates are typing mistakes (and years before 1 AD do not survive a round trip).
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    }, `${label} must be between the years 2000 and 2100`);
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const agendaItemSchema = z.object({
  startsAt: dateTime('Agenda time'),
  title: cleanText({ error: 'Agenda title is required' }).trim().min(1, 'Agenda title is required').max(EVENT_LIMITS.agendaTitleMax),
  speaker: optionalText('Speaker', 120),
});
export type AgendaItem = z.output<typeof agendaItemSchema>;

/** POST /events and PUT /events/{id} (and the admin equivalents). */
export const eventInputSchema = z
  .object({
    title: cleanText({ error: 'Title is required' })
      .trim()
      .min(EVENT_LIMITS.titleMin, `Title must be at least ${EVENT_LIMITS.titleMin} characters`)
      .max(EVENT_LIMITS.titleMax, `Title must be at most ${EVENT_LIMITS.titleMax} characters`),
    description: optionalText('Description', EVENT_LIMITS.descriptionMax),
    type: eventTypeSchema.default('CONFERENCE'),
    startDateTime: dateTime('Start'),
    endDateTime: dateTime('End'),
    /** IANA time zone the event runs in (its times are shown there). */
    timeZone: z
      .string({ error: 'Time zone must be text' })
      .trim()
      .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Malta')
      .default('UTC'),
    /** A short place line, e.g. "Malta, MFCC" (the seed's `location`). */
    location: optionalText('Location', EVENT_LIMITS.locationMax),
    venue: optionalText('Venue', EVENT_LIMITS.venueMax),
    address: optionalText('Address', EVENT_LIMITS.addressMax),
    city: optionalText('City', EVENT_LIMITS.cityMax),
    country: z.union([countryCode, z.literal('')]).nullish().transform((value) => value || null),
    latitude: z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90').nullish().transform((v) => v ?? null),
    longitude: z.number({ error: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180').nullish().transform((v) => v ?? null),
    onlineUrl: optionalHttpUrlSchema({ message: 'Online link must be an http(s) address', max: 500 }),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
    tags: z
      .array(cleanText().trim().min(1, 'Tags cannot be blank').max(EVENT_LIMITS.tagMax, `Each tag must be at most ${EVENT_LIMITS.tagMax} characters`), { error: 'Tags must be a list' })
      .max(EVENT_LIMITS.tagsMax, `At most ${EVENT_LIMITS.tagsMax} tags`)
      .default([])
      .transform((items) => [...new Map(items.map((item) => [item.toLowerCase(), item])).values()]),
    agenda: z.array(agendaItemSchema, { error: 'Agenda must be a list' }).max(EVENT_LIMITS.agendaMax, `At most ${EVENT_LIMITS.agendaMax} agenda items`).default([]),
    /** Seed 001 §4: status may be set on update (PUBLISHED publishes; see eventStatusTransitions). */
    status: eventStatusSchema.optional(),
  })
  .superRefine((event, ctx) => {
    const start = Date.parse(event.startDateTime);
    const end = Date.parse(event.endDateTime);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: EventMessage.endBeforeStart });
    else if (end - start > EVENT_LIMITS.maxDurationDays * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endDateTime'], message: EventMessage.tooLong });
    if ((event.latitude === null) !== (event.longitude === null)) ctx.addIssue({ code: 'custom', path: ['latitude'], message: EventMessage.coordinatesPair });
    if (event.location === null && event.city === null && event.venue === null && event.onlineUrl === null) ctx.addIssue({ code: 'custom', path: ['location'], message: EventMessage.placeRequired });
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

const companyRef = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable(), verified: z.boolean() });
const eventRef = z.object({ id: z.number().int(), title: z.string(), type: eventTypeSchema, status: eventStatusSchema, startDateTime: z.string(), endDateTime: z.string(), location: z.string().nullable() });
export type EventRef = z.infer<typeof eventRef>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: eventTypeSchema,
  status: eventStatusSchema,
  isPublic: z.boolean(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  /** The start before a postponement; null otherwise. */
  previousStartDateTime: z.string().nullable(),
  timeZone: z.string(),
  location: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  onlineUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  tags: z.array(z.string()),
  agenda: z.array(z.object({ startsAt: z.string(), title: z.string(), speaker: z.string().nullable() })),
  organiser: companyRef,
  linkedEventId: z.number().int().nullable(),
  linkedEvent: eventRef.nullable(),
  attendeeCount: z.number().int(),
  /** The viewer's own attendance; null for visitors and non-attendees. */
  myAttendance: z.object({ status: attendanceStatusSchema, listed: z.boolean() }).nullable(),
  /** The viewer may edit it (a company_events member of the organiser). */
  canManage: z.boolean(),
  /** Kilometres from the searched point, on location searches only. */
  distanceKm: z.number().optional(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const optionalEnum = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).optional().transform((value) => (value === '' || value === undefined ? undefined : (value as z.output<T>)));
const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).getUTCFullYear() >= 1900 && new Date(value).getUTCFullYear() <= 2200), `${label} must be a date (YYYY-MM-DD)`);

/** GET /events/public, /upcoming, /search: filters; default sort startDateTime ascending. */
export const eventsQuerySchema = pageQuerySchema(EVENT_PAGE_SIZE).extend({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional().transform((value) => value || undefined),
  /** Events ending on or after this day (default: now, so past events drop off). */
  from: optionalDate('From'),
  /** Events starting on or before the end of this day. */
  to: optionalDate('To'),
  country: z.union([countryCode, z.literal('')]).optional().transform((value) => value || undefined),
  type: optionalEnum(eventTypeSchema),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).optional().default('asc'),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type EventsFilters = z.input<typeof eventsQuerySchema>;

/** GET /events/location: events near a point within a radius, nearest first. */
export const eventsNearQuerySchema = eventsQuerySchema.extend({
  latitude: z.coerce.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
  longitude: z.coerce.number({ error: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
  radiusKm: z.coerce
    .number({ error: 'Radius must be a number' })
    .positive('Radius must be positive')
    .max(EVENT_LIMITS.radiusMaxKm, `Radius must be at most ${EVENT_LIMITS.radiusMaxKm} km`)
    .optional()
    .default(EVENT_LIMITS.defaultRadiusKm),
});
export type EventsNearQuery = z.output<typeof eventsNearQuerySchema>;

export const companyEventsQuerySchema = pageQuerySchema(EVENT_PAGE_SIZE).extend({ status: optionalEnum(eventStatusSchema) });
export type CompanyEventsQuery = z.output<typeof companyEventsQuerySchema>;

export const attendanceInputSchema = z.object({
  status: attendanceStatusSchema,
  /** Appear on the event's attendee list (opt-in). */
  listed: z.boolean({ error: 'listed must be true or false' }).default(false),
});
export type AttendanceInput = z.input<typeof attendanceInputSchema>;

export const attendeeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  status: attendanceStatusSchema,
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const linkEventInputSchema = z.object({ linkedEventId: idSchema('Linked event id') });
export type LinkEventInput = z.infer<typeof linkEventInputSchema>;

export const eventImageQuerySchema = z.object({ url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(500) });

export const eventIdParamsSchema = z.object({ id: idParamSchema('Event id') });

/** API paths of the events domain (under /api/v1). */
export const eventsPaths = {
  publicEvents: '/events/public',
  upcoming: '/events/upcoming',
  search: '/events/search',
  location: '/events/location',
  companyEvents: '/events/company',
  attending: '/events/attending',
  create: '/events',
  event: (id: number) => `/events/${id}`,
  images: (id: number) => `/events/${id}/images`,
  linked: (id: number) => `/events/${id}/linked`,
  link: (id: number) => `/events/${id}/link`,
  attendance: (id: number) => `/events/${id}/attendance`,
  attendees: (id: number) => `/events/${id}/attendees`,
  calendar: (id: number) => `/events/${id}/calendar.ics`,
} as const;

// ---- meetings ---------------------------------------------------------------------------------------------

export const MEETING_LIMITS = { minMinutes: 10, maxMinutes: 240, messageMax: 500, placeMax: 120 } as const;

/** PENDING → ACCEPTED | DECLINED (the invitee); PENDING or ACCEPTED → CANCELLED (either person). */
export const meetingStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export const meetingStatusSchema = enumOf(meetingStatuses, 'Meeting status');
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
export const meetingStatusLabels: Record<MeetingStatus, string> = { PENDING: 'Requested', ACCEPTED: 'Confirmed', DECLINED: 'Declined', CANCELLED: 'Cancelled' };

export const MeetingMessage = {
  notFound: 'Meeting not found',
  requested: 'Meeting requested',
  accepted: 'Meeting confirmed',
  declined: 'Meeting declined',
  cancelled: 'Meeting cancelled',
  notAttendee: 'Attend the event before you request meetings',
  inviteeNotListed: 'This person is not on the attendee list',
  self: 'You cannot request a meeting with yourself',
  outsideEvent: 'The meeting must take place during the event',
  duration: `A meeting lasts from ${MEETING_LIMITS.minMinutes} minutes to ${MEETING_LIMITS.maxMinutes / 60} hours`,
  slotTaken: 'This time slot is already booked',
  slotRequested: 'This time slot already has a meeting request waiting for an answer',
  notPending: 'This meeting is no longer waiting for an answer',
  onlyInvitee: 'Only the invited person can answer this request',
  notCancellable: 'This meeting can no longer be cancelled',
} as const;

export const meetingInputSchema = z
  .object({
    inviteeUserId: idSchema('Invitee'),
    startsAt: dateTime('Start'),
    endsAt: dateTime('End'),
    message: optionalText('Message', MEETING_LIMITS.messageMax),
    place: optionalText('Place', MEETING_LIMITS.placeMax),
  })
  .superRefine((meeting, ctx) => {
    const minutes = (Date.parse(meeting.endsAt) - Date.parse(meeting.startsAt)) / 60_000;
    if (!(minutes >= MEETING_LIMITS.minMinutes && minutes <= MEETING_LIMITS.maxMinutes)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MeetingMessage.duration });
  });
export type MeetingInput = z.input<typeof meetingInputSchema>;

const personRef = z.object({ userId: z.number().int(), name: z.string(), profileImageUrl: z.string().nullable() });
export const meetingSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  requester: personRef,
  invitee: personRef,
  /** Which side the viewer is on. */
  role: z.enum(['REQUESTER', 'INVITEE']),
  startsAt: z.string(),
  endsAt: z.string(),
  status: meetingStatusSchema,
  message: z.string().nullable(),
  place: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingIdParamsSchema = z.object({ meetingId: idParamSchema('Meeting id') });

/** The personal calendar feed: its secret URL (rotating it ends the old one). */
export const calendarFeedSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Calendar not found') });

export const meetingsPaths = {
  /** Meeting requests waiting for my answer, across events. */
  requests: '/events/meetings/requests',
  eventMeetings: (eventId: number) => `/events/${eventId}/meetings`,
  accept: (id: number) => `/events/meetings/${id}/accept`,
  decline: (id: number) => `/events/meetings/${id}/decline`,
  cancel: (id: number) => `/events/meetings/${id}/cancel`,
  feedUrl: '/events/calendar/feed-url',
  rotateFeed: '/events/calendar/feed-url/rotate',
  feed: (token: string) => `/events/calendar/feed/${token}`,
} as const;

const SCHEMA_EVENT_STATUS: Record<Event['status'], string> = {
  DRAFT: 'https://schema.org/EventScheduled',
  PUBLISHED: 'https://schema.org/EventScheduled',
  POSTPONED: 'https://schema.org/EventPostponed',
  CANCELLED: 'https://schema.org/EventCancelled',
};

// ---- schema.org -------------------------------------------------------------------------------------

/**
 * schema.org Event for an event page (search engines read it): the server writes it into a public event
 * page's HTML for crawlers, the web app into the page it renders.
 */
export function eventData(event: Event, url: string): Record<string, unknown> {
  const place = event.venue || event.city || event.location;
  const physical = place
    ? {
        '@type': 'Place',
        name: event.venue ?? event.location ?? event.city,
        address: { '@type': 'PostalAddress', streetAddress: event.address ?? undefined, addressLocality: event.city ?? undefined, addressCountry: event.country ?? undefined },
        ...(event.latitude !== null && event.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } } : {}),
      }
    : null;
  const online = event.onlineUrl ? { '@type': 'VirtualLocation', url: event.onlineUrl } : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.startDateTime,
    endDate: event.endDateTime,
    ...(event.previousStartDateTime ? { previousStartDate: event.previousStartDateTime } : {}),
    eventStatus: SCHEMA_EVENT_STATUS[event.status],
    eventAttendanceMode: physical && online ? 'https://schema.org/MixedEventAttendanceMode' : online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: [physical, online].filter(Boolean),
    image: event.imageUrls.map((image) => new URL(image, url).toString()),
    organizer: { '@type': 'Organization', name: event.organiser.name },
    url,
  };
}

// ---------------------------------------------------------------------------------------------------
// Admin events (seed 001 §7 Admin: /admin/events CRUD, /company/{id}, /cross-company, /{id}/link,
// /{id}/linked, /analytics, /statistics; seed 000 §2 admin/events and admin/companies/{companyId}/events
// screens; admin and superuser).
// ---------------------------------------------------------------------------------------------------

/** GET /admin/events: every event of every company, any status; text matches title, tags, city and venue. */
export const adminEventsQuerySchema = pageQuerySchema(EVENT_PAGE_SIZE).extend({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional().transform((value) => value || undefined),
  status: z.union([eventStatusSchema, z.literal('')]).optional().transform((value) => value || undefined),
  type: z.union([eventTypeSchema, z.literal('')]).optional().transform((value) => value || undefined),
});
export type AdminEventsQuery = z.output<typeof adminEventsQuerySchema>;
export type AdminEventsFilters = z.input<typeof adminEventsQuerySchema>;

export const adminCompanyParamsSchema = z.object({ companyId: idParamSchema('Company id') });

/** POST /admin/events: the event input plus the organising company. */
export const adminEventCompanySchema = z.object({ companyId: idSchema('Company id') });

/** A cross-company link: a side event and the main event of another company it runs alongside. */
export const crossCompanyLinkSchema = z.object({
  sideEvent: z.object({ id: z.number().int(), title: z.string(), status: z.string(), companyId: z.number().int(), companyName: z.string(), startDateTime: z.string() }),
  mainEvent: z.object({ id: z.number().int(), title: z.string(), status: z.string(), companyId: z.number().int(), companyName: z.string(), startDateTime: z.string() }),
});
export type CrossCompanyLink = z.infer<typeof crossCompanyLinkSchema>;

const countRow = z.object({ key: z.string(), events: z.number().int(), attendees: z.number().int() });

/** GET /admin/events/analytics: reach of the events (views, attendees, meetings), by country and by month. */
export const eventsAnalyticsSchema = z.object({
  totals: z.object({ events: z.number().int(), views: z.number().int(), attendees: z.number().int(), meetings: z.number().int(), confirmedMeetings: z.number().int() }),
  byCountry: z.array(countRow),
  /** Months (YYYY-MM, UTC) of the start, oldest first. */
  byMonth: z.array(countRow),
  topEvents: z.array(z.object({ id: z.number().int(), title: z.string(), companyName: z.string(), views: z.number().int(), attendees: z.number().int() })),
});
export type EventsAnalytics = z.infer<typeof eventsAnalyticsSchema>;

/** GET /admin/events/statistics: how many events in each status and type, and where they stand in time. */
export const eventsStatisticsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  byType: z.record(z.string(), z.number().int()),
  upcoming: z.number().int(),
  running: z.number().int(),
  past: z.number().int(),
  membersOnly: z.number().int(),
  sideEvents: z.number().int(),
});
export type EventsStatistics = z.infer<typeof eventsStatisticsSchema>;

export const adminEventsPaths = {
  list: '/admin/events',
  event: (id: number) => `/admin/events/${id}`,
  company: (companyId: number) => `/admin/events/company/${companyId}`,
  crossCompany: '/admin/events/cross-company',
  link: (id: number) => `/admin/events/${id}/link`,
  linked: (id: number) => `/admin/events/${id}/linked`,
  analytics: '/admin/events/analytics',
  statistics: '/admin/events/statistics',
} as const;
