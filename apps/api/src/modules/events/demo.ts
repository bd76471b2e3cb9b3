import { eventInputSchema, type EventInput } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import type { DemoSeeder } from '../../platform/demo-seeder';
import { findUserIdByEmail } from '../auth/index';
import { companyIdByName } from '../companies/index';
import { insertSavedLocation } from './event-mode-repository';
import * as repo from './repository';

const DAY_MS = 86_400_000;

interface DemoEvent {
  key: string;
  company: string;
  creator: string;
  status: 'DRAFT' | 'PUBLISHED' | 'POSTPONED' | 'CANCELLED';
  /** Days from today (UTC midnight) to the start, and the start hour (UTC); `live`: started two hours ago instead. */
  inDays: number;
  hour: number;
  live?: boolean;
  hours: number;
  /** The main event this one is a side event of. */
  sideOf?: string;
  event: Omit<EventInput, 'startDateTime' | 'endDateTime'>;
  attendees?: { email: string; status: 'GOING' | 'INTERESTED'; listed: boolean }[];
  /** Places an attendee saved for themselves in event mode. */
  savedLocations?: { email: string; kind: 'BOOTH' | 'MEETING_POINT'; label: string; latitude: number; longitude: number }[];
}

const demoEvents: DemoEvent[] = [
  {
    // Running now, so event mode (nearby people, saved places) can be tried on a fresh start.
    key: 'payments-day',
    company: 'Aurora Casino Group',
    creator: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    inDays: 0,
    hour: 0,
    live: true,
    hours: 10,
    event: {
      title: 'Valletta Payments Day',
      description: 'A day of open banking, instant payouts and chargeback talks, with a meeting lounge for operators and payment providers.',
      type: 'MEETUP',
      timeZone: 'Europe/Malta',
      location: 'Valletta, Malta',
      venue: 'Mediterranean Conference Centre',
      address: 'Old Hospital Street, Valletta',
      city: 'Valletta',
      country: 'MT',
      latitude: 35.8997,
      longitude: 14.5146,
      isPublic: true,
      tags: ['Payments', 'Open banking'],
      agenda: [
        { startsAt: '+0', title: 'Doors open, coffee in the lounge', speaker: null },
        { startsAt: '+3', title: 'Instant payouts: what players expect now', speaker: 'Sofia Martinez' },
        { startsAt: '+5', title: 'Chargebacks and open banking', speaker: null },
      ],
    },
    attendees: [
      { email: 'demo@paytable.io', status: 'GOING', listed: true },
      { email: 'noah.fischer@paytable.io', status: 'GOING', listed: true },
      { email: 'liam.oconnor@paytable.io', status: 'GOING', listed: true },
    ],
    savedLocations: [{ email: 'demo@paytable.io', kind: 'MEETING_POINT', label: 'Lounge, Sacra Infermeria hall', latitude: 35.8995, longitude: 14.5149 }],
  },
  {
    key: 'malta-week',
    company: 'Aurora Casino Group',
    creator: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    inDays: 12,
    hour: 8,
    hours: 3 * 24 + 9,
    event: {
      title: 'Malta iGaming Week',
      description: 'Three days of regulation, payments and product talks with 4,000 operators, suppliers and regulators. Expo floor in Halls A–C.',
      type: 'CONFERENCE',
      timeZone: 'Europe/Malta',
      location: 'Ta’ Qali, Malta',
      venue: 'Malta Fairs & Conventions Centre',
      address: 'Millennium Stand, Ta’ Qali',
      city: 'Ta’ Qali',
      country: 'MT',
      latitude: 35.8947,
      longitude: 14.4155,
      isPublic: true,
      tags: ['Regulation', 'Payments', 'Casino'],
      agenda: [],
    },
    attendees: [
      { email: 'demo@paytable.io', status: 'GOING', listed: true },
      { email: 'noah.fischer@paytable.io', status: 'GOING', listed: true },
      { email: 'liam.oconnor@paytable.io', status: 'INTERESTED', listed: true },
    ],
  },
  {
    key: 'studio-night',
    company: 'Northlight Studios',
    creator: 'liam.oconnor@paytable.io',
    status: 'PUBLISHED',
    inDays: 13,
    hour: 18,
    hours: 4,
    sideOf: 'malta-week',
    event: {
      title: 'Northlight Studio Night',
      description: 'Drinks and a first look at our 2027 slot roadmap, for operators and aggregators.',
      type: 'SIDE_EVENT',
      timeZone: 'Europe/Malta',
      location: 'St Julian’s, Malta',
      venue: 'Café del Mar',
      city: 'St Julian’s',
      country: 'MT',
      latitude: 35.9547,
      longitude: 14.4216,
      isPublic: true,
      tags: ['Slots', 'Networking'],
      agenda: [],
    },
    attendees: [{ email: 'demo@paytable.io', status: 'INTERESTED', listed: false }],
  },
  {
    key: 'payments-summit',
    company: 'Aurora Casino Group',
    creator: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    inDays: 30,
    hour: 9,
    hours: 8,
    event: {
      title: 'Payments & Fraud Summit Barcelona',
      description: 'Open banking payouts, chargebacks and fraud rings: one day with payments heads of 40 operators.',
      type: 'SUMMIT',
      timeZone: 'Europe/Madrid',
      location: 'Barcelona, Spain',
      venue: 'Fira Gran Via',
      city: 'Barcelona',
      country: 'ES',
      latitude: 41.3548,
      longitude: 2.1274,
      isPublic: true,
      tags: ['Payments', 'Fraud'],
      agenda: [],
    },
  },
  {
    key: 'london-expo',
    company: 'Northlight Studios',
    creator: 'liam.oconnor@paytable.io',
    status: 'PUBLISHED',
    inDays: 45,
    hour: 9,
    hours: 2 * 24 + 8,
    event: {
      title: 'London Gaming Expo',
      description: 'Northlight stand 3-120: play our new releases and meet the maths team.',
      type: 'EXPO',
      timeZone: 'Europe/London',
      location: 'London, United Kingdom',
      venue: 'ExCeL London',
      city: 'London',
      country: 'GB',
      latitude: 51.5081,
      longitude: 0.0294,
      isPublic: true,
      tags: ['Slots', 'Expo'],
      agenda: [],
    },
  },
  {
    key: 'compliance-webinar',
    company: 'Aurora Casino Group',
    creator: 'sofia.martinez@paytable.io',
    status: 'PUBLISHED',
    inDays: 5,
    hour: 14,
    hours: 1,
    event: {
      title: 'Webinar: the new MGA player protection directive',
      description: 'What changes for operators, with our MLRO and a Harbour Gaming Law partner. Questions welcome.',
      type: 'WEBINAR',
      timeZone: 'Europe/Malta',
      onlineUrl: 'https://meet.example.com/aurora-mga',
      isPublic: false,
      tags: ['Compliance', 'Malta'],
      agenda: [],
    },
  },
  {
    key: 'awards-draft',
    company: 'Aurora Casino Group',
    creator: 'sofia.martinez@paytable.io',
    status: 'DRAFT',
    inDays: 90,
    hour: 19,
    hours: 4,
    event: {
      title: 'Aurora Partner Awards',
      description: 'An evening for our supplier and affiliate partners.',
      type: 'AWARDS',
      timeZone: 'Europe/Malta',
      location: 'Valletta, Malta',
      city: 'Valletta',
      country: 'MT',
      latitude: 35.8989,
      longitude: 14.5146,
      isPublic: true,
      tags: ['Awards'],
      agenda: [],
    },
  },
];

async function seedEvent(tx: Tx, demo: DemoEvent, now: number, today: number, ids: Map<string, number>): Promise<void> {
  const companyId = await companyIdByName(tx, demo.company);
  const creatorId = await findUserIdByEmail(tx, demo.creator);
  if (companyId === undefined || creatorId === undefined) return;
  const start = demo.live ? new Date(Math.floor(now / 3_600_000) * 3_600_000 - 2 * 3_600_000) : new Date(today + demo.inDays * DAY_MS + demo.hour * 3_600_000);
  const end = new Date(start.getTime() + demo.hours * 3_600_000);
  // Agenda times are written as hours after the start ("+3").
  const agenda = (demo.event.agenda ?? []).map((item) => ({ ...item, startsAt: new Date(start.getTime() + Number(item.startsAt.slice(1)) * 3_600_000).toISOString() }));
  const values = eventInputSchema.parse({ ...demo.event, agenda, startDateTime: start.toISOString(), endDateTime: end.toISOString() });
  const createdAt = new Date(today - 20 * DAY_MS);
  const row = await repo.insertEvent(tx, {
    companyId,
    createdByUserId: creatorId,
    status: demo.status,
    isPublic: values.isPublic,
    type: values.type,
    title: values.title,
    description: values.description,
    startDateTime: start,
    endDateTime: end,
    timeZone: values.timeZone,
    location: values.location ?? (values.onlineUrl ? 'Online' : null),
    venue: values.venue,
    address: values.address,
    city: values.city,
    country: values.country,
    latitude: values.latitude,
    longitude: values.longitude,
    onlineUrl: values.onlineUrl,
    tags: values.tags,
    agenda: values.agenda,
    keywords: [...values.tags, values.city ?? '', values.venue ?? ''].join(' '),
    linkedEventId: demo.sideOf === undefined ? null : (ids.get(demo.sideOf) ?? null),
    publishedAt: demo.status === 'DRAFT' ? null : createdAt,
    viewCount: demo.status === 'DRAFT' ? 0 : 40 + demo.inDays * 3,
    createdAt,
    updatedAt: createdAt,
  });
  ids.set(demo.key, row.id);
  for (const attendee of demo.attendees ?? []) {
    const userId = await findUserIdByEmail(tx, attendee.email);
    if (userId !== undefined) await repo.upsertAttendance(tx, { eventId: row.id, userId, status: attendee.status, listed: attendee.listed, now: createdAt });
  }
  for (const place of demo.savedLocations ?? []) {
    const userId = await findUserIdByEmail(tx, place.email);
    if (userId !== undefined) await insertSavedLocation(tx, { userId, eventId: row.id, kind: place.kind, label: place.label, latitude: place.latitude, longitude: place.longitude, createdAt });
  }
}

/** Events of the demo companies holding company_events: one running now (event mode), a conference with a side event, a summit, an expo, a members-only webinar and a draft. */
export const eventsDemoSeeder: DemoSeeder = {
  name: 'events',
  async seed(tx) {
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const ids = new Map<string, number>();
    for (const demo of demoEvents) await seedEvent(tx, demo, now.getTime(), today, ids);
  },
};
