import { z } from 'zod';
import { idParamSchema } from '../common/ids';

// ---------------------------------------------------------------------------------------------------
// Event mode (seed 001 §3 Event mode state, §4 Event mode; seed 000 §5, §7 active_location_tracking, §9
// location timeout 5 s, high accuracy). The state machine runs on the device; the server keeps a
// position only while its owner shares it during an event they attend, and answers only connections who
// share too a coarse distance band, never coordinates or a direction.
// ---------------------------------------------------------------------------------------------------

export const EVENT_MODE_LIMITS = {
  /** Sharing opens this long before the start (people arrive early) and closes at the end. */
  opensBeforeStartMinutes: 60,
  defaultRadiusM: 500,
  maxRadiusM: 5_000,
  /** Nearby people answered at most. */
  nearbyMax: 50,
  /** The device's own distances to its saved places are rounded to this many metres. */
  distanceStepM: 10,
  /** A person's position may change at most once per this many seconds (429 with Retry-After). */
  positionIntervalSeconds: 10,
  /** Faster than this between two positions is not a person walking the hall: refused with 422. */
  maxSpeedKmh: 300,
  /** A position that moved less than this does not wake the other sharers' polls. */
  moveThresholdM: 10,
  /** A position its device has not confirmed for this long is no longer shown (the phone went away). */
  staleAfterMinutes: 5,
  savedLocationsMax: 20,
  labelMax: 60,
  /** Seed 000 §9: the device position is asked for with high accuracy and a 5 s timeout. */
  positionTimeoutMs: 5_000,
} as const;

export const EventModeMessage = {
  notLive: 'Event mode is open only while the event runs',
  notAttending: 'Attend the event (going or interested) to use event mode',
  sharingStarted: 'You are sharing your location with your connections at this event',
  tooFrequent: `Your location can be updated once every ${EVENT_MODE_LIMITS.positionIntervalSeconds} seconds`,
  impossibleJump: `That location is too far from your last one: nobody moves faster than ${EVENT_MODE_LIMITS.maxSpeedKmh} km/h`,
  sharingStopped: 'Location sharing stopped',
  locationSaved: 'Location saved',
  locationRemoved: 'Location removed',
  locationNotFound: 'Saved location not found',
  locationLimit: `You can save at most ${EVENT_MODE_LIMITS.savedLocationsMax} locations for an event`,
} as const;

const latitude = z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90');
const longitude = z.number({ error: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180');
const heading = z.number({ error: 'Heading must be a number' }).min(0, 'Heading must be between 0 and 360').max(360, 'Heading must be between 0 and 360');

/** PUT /events/{id}/mode/share: start sharing (or move) my position in this event. */
export const positionInputSchema = z.object({ latitude, longitude, heading: heading.nullish().transform((value) => value ?? null) });
export type PositionInput = z.input<typeof positionInputSchema>;

/** The parameters of the `active_location_tracking` poll subscription: the device position when it has one. */
export const locationTrackingParamsSchema = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  heading: heading.nullish(),
  radiusM: z.number().int().positive().max(EVENT_MODE_LIMITS.maxRadiusM).optional(),
});

export const nearbyQuerySchema = z.object({
  radiusM: z.coerce
    .number({ error: 'Radius must be a number' })
    .int('Radius must be whole metres')
    .positive('Radius must be positive')
    .max(EVENT_MODE_LIMITS.maxRadiusM, `Radius must be at most ${EVENT_MODE_LIMITS.maxRadiusM} m`)
    .optional()
    .default(EVENT_MODE_LIMITS.defaultRadiusM),
});

export const compassDirections = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassDirection = (typeof compassDirections)[number];
export const compassLabels: Record<CompassDirection, string> = { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west' };

/** How far another attendee is, in bands coarse enough that nobody can be pinned down in a hall. */
export const distanceBands = ['UNDER_50_M', 'FROM_50_TO_200_M', 'FROM_200_M_TO_1_KM', 'OVER_1_KM'] as const;
export type DistanceBand = (typeof distanceBands)[number];
export const distanceBandLabels: Record<DistanceBand, string> = {
  UNDER_50_M: 'under 50 m',
  FROM_50_TO_200_M: '50–200 m',
  FROM_200_M_TO_1_KM: '200 m–1 km',
  OVER_1_KM: 'over 1 km',
};
/** The band a distance in metres falls in (a band's upper edge belongs to it). */
export const distanceBandOf = (metres: number): DistanceBand => (metres <= 50 ? 'UNDER_50_M' : metres <= 200 ? 'FROM_50_TO_200_M' : metres <= 1_000 ? 'FROM_200_M_TO_1_KM' : 'OVER_1_KM');

/**
 * A connection sharing nearby: who and roughly how far; never where, never which way. People appear to
 * each other only when both share in the event and they are connected (each shares with their connections).
 */
export const nearbyPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  distanceBand: z.enum(distanceBands),
});
export type NearbyPerson = z.infer<typeof nearbyPersonSchema>;

/** What event mode answers: whether I share, in which event, and the people near me (nearest first). */
export const nearbyStateSchema = z.object({
  sharing: z.boolean(),
  eventId: z.number().int().nullable(),
  radiusM: z.number().int(),
  nearby: z.array(nearbyPersonSchema),
});
export type NearbyState = z.infer<typeof nearbyStateSchema>;

export const savedLocationKinds = ['BOOTH', 'MEETING_POINT', 'OTHER'] as const;
export const savedLocationKindSchema = z.enum(savedLocationKinds, { error: 'Kind must be BOOTH, MEETING_POINT or OTHER' });
export type SavedLocationKind = z.infer<typeof savedLocationKindSchema>;
export const savedLocationKindLabels: Record<SavedLocationKind, string> = { BOOTH: 'Booth', MEETING_POINT: 'Meeting point', OTHER: 'Place' };

export const savedLocationInputSchema = z.object({
  kind: savedLocationKindSchema,
  label: z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(EVENT_MODE_LIMITS.labelMax, `Label must be at most ${EVENT_MODE_LIMITS.labelMax} characters`),
  latitude,
  longitude,
});
export type SavedLocationInput = z.input<typeof savedLocationInputSchema>;

/** My own saved place: I see its coordinates (nobody else sees it). */
export const savedLocationSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  kind: savedLocationKindSchema,
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.string(),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;

export const savedLocationParamsSchema = z.object({ id: idParamSchema('Event id'), locationId: idParamSchema('Location id') });

export const eventModePaths = {
  share: (id: number) => `/events/${id}/mode/share`,
  nearby: (id: number) => `/events/${id}/mode/nearby`,
  locations: (id: number) => `/events/${id}/mode/locations`,
  location: (id: number, locationId: number) => `/events/${id}/mode/locations/${locationId}`,
} as const;

// ---- great-circle helpers (the server measures with them; the device for its own saved places) ------------

export const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in metres. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearingDegrees(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude));
  const x = Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) - Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A bearing as one of eight compass points. */
export const compassOf = (bearing: number): CompassDirection => compassDirections[Math.round((((bearing % 360) + 360) % 360) / 45) % 8]!;

/** A distance rounded to the step, never below it (so nobody is placed "0 m" away, on top of you). */
export const roundedDistance = (metres: number) => Math.max(EVENT_MODE_LIMITS.distanceStepM, Math.round(metres / EVENT_MODE_LIMITS.distanceStepM) * EVENT_MODE_LIMITS.distanceStepM);
