/**
 * The events module: industry events with their status life cycle, public and signed-in lists, text and
 * location search, attendance, linked side events, images and calendar files.
 */
export { eventsRoutes as eventsModule } from './routes';
export { eventsDemoSeeder } from './demo';
export { eventsCrawlerHeads } from './crawler-head';
export { eventModePollTopics } from './event-mode';
export { countUpcomingEvents, eventsStartingPerDay } from './figures-repository';
