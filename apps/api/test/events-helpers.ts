import type { EventInput } from '@paytable/contracts';
import { unique } from './auth-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An event input in Valletta ten days from now, eight hours long; overrides replace fields. */
export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  const start = new Date(Date.now() + 10 * DAY);
  return {
    title: unique('Payments Summit '),
    description: 'Open banking, chargebacks; fraud.',
    type: 'SUMMIT',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 8 * HOUR).toISOString(),
    timeZone: 'Europe/Malta',
    location: 'Valletta, Malta',
    venue: 'Mediterranean Conference Centre',
    city: 'Valletta',
    country: 'MT',
    latitude: 35.9,
    longitude: 14.52,
    tags: ['Payments'],
    ...overrides,
  };
}
