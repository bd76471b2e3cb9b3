import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tsvector } from './games';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An industry event organised by a company. `sequence` is the RFC 5545 SEQUENCE of its calendar entry,
 * raised on every change a calendar shows (times, place, title, status). Coordinates are plain degrees;
 * the location search prefilters on the (latitude, longitude, …) index with a bounding box, then measures
 * the great-circle distance (no PostGIS, which PGlite lacks).
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('DRAFT'),
    isPublic: boolean('is_public').notNull().default(true),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startDateTime: timestamptz('start_date_time').notNull(),
    endDateTime: timestamptz('end_date_time').notNull(),
    previousStartDateTime: timestamptz('previous_start_date_time'),
    timeZone: text('time_zone').notNull().default('UTC'),
    location: text('location'),
    venue: text('venue'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    onlineUrl: text('online_url'),
    /** Stored file names (folder eventImages, owner the event id) or absolute http(s) URLs. */
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').notNull().default(''),
    agenda: jsonb('agenda').notNull().default(sql`'[]'::jsonb`),
    linkedEventId: integer('linked_event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamptz('published_at'),
    cancelledAt: timestamptz('cancelled_at'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("keywords", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'C')`,
      ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('events_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'POSTPONED', 'CANCELLED')`),
    check('events_dates_check', sql`${t.endDateTime} > ${t.startDateTime}`),
    check('events_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index('events_company_idx').on(t.companyId, t.startDateTime),
    // Lists: listed events (not drafts) by start.
    index('events_listed_start_idx').on(t.startDateTime, t.id).where(sql`${t.status} <> 'DRAFT'`),
    // Location search: the bounding box prefilter reads a latitude band of this index, and the columns
    // after the position answer the other filters and the ordering from the index alone (index-only scan).
    index('events_located_listed_idx')
      .on(t.latitude, t.longitude, t.endDateTime, t.isPublic, t.companyId, t.startDateTime, t.id)
      .where(sql`${t.status} in ('PUBLISHED', 'POSTPONED') and ${t.latitude} is not null`),
    index('events_search_vector_idx').using('gin', t.searchVector),
    index('events_linked_idx').on(t.linkedEventId).where(sql`${t.linkedEventId} is not null`),
  ],
);
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** A person's attendance: going or interested; `listed` opts into the public attendee list. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    listed: boolean('listed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    check('event_attendees_status_check', sql`${t.status} in ('GOING', 'INTERESTED')`),
    index('event_attendees_user_idx').on(t.userId),
  ],
);
export type EventAttendeeRow = typeof eventAttendees.$inferSelect;

/**
 * A meeting one attendee asks of another during the event, for a time slot inside it. Accepted meetings
 * of a person never overlap (the service checks under a lock of both people's attendance rows).
 * `sequence` is the calendar entry's SEQUENCE, raised when the slot or status changes.
 */
export const eventMeetings = pgTable(
  'event_meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: integer('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    status: text('status').notNull().default('PENDING'),
    message: text('message'),
    place: text('place'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('event_meetings_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')`),
    check('event_meetings_slot_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('event_meetings_people_check', sql`${t.requesterUserId} <> ${t.inviteeUserId}`),
    index('event_meetings_requester_idx').on(t.requesterUserId, t.startsAt),
    index('event_meetings_invitee_idx').on(t.inviteeUserId, t.startsAt),
    index('event_meetings_event_idx').on(t.eventId),
  ],
);
export type EventMeetingRow = typeof eventMeetings.$inferSelect;

/** A person's secret calendar feed token (the feed URL holds it; rotating it replaces the row). */
export const eventCalendarFeeds = pgTable('event_calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Event mode: a person's position while they share it during an event they attend. One row a person (one
 * event shared at a time); stopping sharing deletes the row, and a scheduled job deletes the rows of
 * events that have ended, so a position outlives neither the consent nor the event. Only the service reads
 * it, and answers others a rounded distance and a compass direction, never the coordinates.
 */
export const eventLocationShares = pgTable(
  'event_location_shares',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Degrees clockwise from north the device faces, when it knows. */
    heading: doublePrecision('heading'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('event_location_shares_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('event_location_shares_longitude_check', sql`${t.longitude} between -180 and 180`),
    index('event_location_shares_event_idx').on(t.eventId, t.latitude, t.longitude),
  ],
);
export type EventLocationShareRow = typeof eventLocationShares.$inferSelect;

/** A place a person keeps for themselves during an event (their booth, a meeting point); only they see it. */
export const eventSavedLocations = pgTable(
  'event_saved_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('event_saved_locations_kind_check', sql`${t.kind} in ('BOOTH', 'MEETING_POINT', 'OTHER')`),
    index('event_saved_locations_owner_idx').on(t.userId, t.eventId),
  ],
);
export type EventSavedLocationRow = typeof eventSavedLocations.$inferSelect;
