import { eventData, type Event } from '@paytable/contracts';
import { absoluteUrl, type CrawlerHead, type CrawlerHeadProvider, type CrawlerHeadRoute } from '../../platform/crawler-head';
import { AppError } from '../../platform/errors';
import { getPublicEvent } from './service';

/** Characters of the description a link preview shows. */
const PREVIEW_LENGTH = 200;

/** "12 March 2027, Valletta": when and where, in the event's own time zone, for a preview without a description. */
function whenAndWhere(event: Event): string {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: event.timeZone }).format(new Date(event.startDateTime));
  const place = event.city ?? event.venue ?? event.location ?? (event.onlineUrl ? 'Online' : null);
  return [day, place].filter(Boolean).join(', ');
}

/**
 * The head of a public event page: its title, when and where followed by the start of the description (a
 * cancelled or postponed event says so first), its first image and the schema.org Event, which is what
 * search engines show in their event listings.
 */
export function eventHead(event: Event, publicUrl: string): CrawlerHead {
  const canonicalUrl = `${publicUrl}/events/${event.id}`;
  const text = [whenAndWhere(event), event.description?.replace(/\s+/g, ' ').trim()].filter(Boolean).join(' · ');
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
  const notice = event.status === 'CANCELLED' ? 'This event was cancelled. ' : event.status === 'POSTPONED' ? 'This event was postponed. ' : '';
  const image = event.imageUrls[0] ?? event.organiser.logoUrl;
  return {
    title: event.title,
    description: `${notice}${preview}`,
    canonicalUrl,
    image: image ? { url: absoluteUrl(publicUrl, image), alt: event.imageUrls[0] ? event.title : event.organiser.name } : undefined,
    type: 'website',
    jsonLd: [eventData(event, canonicalUrl)],
  };
}

const provide: CrawlerHeadProvider = async (params, { platform, publicUrl }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  try {
    return eventHead(await getPublicEvent(platform.db, id), publicUrl);
  } catch (error) {
    // Not public (a draft, a members-only event, an inactive organiser): the plain shell, whose SPA decides.
    if (error instanceof AppError) return undefined;
    throw error;
  }
};

/** An event's public page, at both of its addresses. */
export const eventsCrawlerHeads: CrawlerHeadRoute[] = [
  { pattern: '/events/:id', provide },
  { pattern: '/dashboard/events/:id', provide },
];
