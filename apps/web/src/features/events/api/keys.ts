import type { EventsFilters } from '@paytable/contracts';

export type EventListKind = 'public' | 'upcoming' | 'search' | 'location';

/** Query keys of the events domain. */
export const eventsKeys = {
  all: ['events'] as const,
  list: (kind: EventListKind, filters: EventsFilters & Record<string, unknown>) => [...eventsKeys.all, 'list', kind, filters] as const,
  event: (id: number) => [...eventsKeys.all, 'detail', id] as const,
  linked: (id: number) => [...eventsKeys.all, 'linked', id] as const,
  attendees: (id: number) => [...eventsKeys.all, 'attendees', id] as const,
  attending: () => [...eventsKeys.all, 'attending'] as const,
  company: (params: { page: number; status?: string }) => [...eventsKeys.all, 'company', params] as const,
};

export const adminEventsKeys = {
  all: [...eventsKeys.all, 'admin'] as const,
  list: (params: Record<string, unknown>) => [...adminEventsKeys.all, 'list', params] as const,
  event: (id: number) => [...adminEventsKeys.all, 'event', id] as const,
  crossCompany: () => [...adminEventsKeys.all, 'cross-company'] as const,
  analytics: () => [...adminEventsKeys.all, 'analytics'] as const,
  statistics: () => [...adminEventsKeys.all, 'statistics'] as const,
};

export const eventModeKeys = {
  nearby: (eventId: number) => [...eventsKeys.all, 'mode', 'nearby', eventId] as const,
  locations: (eventId: number) => [...eventsKeys.all, 'mode', 'locations', eventId] as const,
};

export const meetingsKeys = {
  event: (eventId: number) => [...eventsKeys.all, 'meetings', eventId] as const,
  feed: () => [...eventsKeys.all, 'calendar-feed'] as const,
};
