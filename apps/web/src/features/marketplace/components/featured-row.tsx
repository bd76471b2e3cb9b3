import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useShowcase } from '../api/showcase';
import { marketplacePaths } from '@/lib/marketplace-paths';
import { CompanyLogo } from '@/components/company-logo';
import { ScrollShadows } from '@/components/scroll-shadows';
import { useCompanyHref } from './services-browser';

/** Every featured card has this height, and the row keeps it while loading: nothing below moves. */
const CARD_HEIGHT = 'h-48';
/**
 * The row scrolls sideways without a scrollbar (whose height would differ between the placeholder and the
 * loaded row) and shows that it scrolls with edge fades; snapping respects the padding so nothing moves
 * when the cards arrive.
 */
const ROW = '-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:none]';

function Heading() {
  return (
    <h2 id="featured-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
      <Sparkles className="size-4 text-amber-500" aria-hidden="true" /> Featured
    </h2>
  );
}

/**
 * Listings platform admins featured, in their rank order. While they load, the row holds its place with
 * placeholder cards of the same size (the tab panel below does not jump when they arrive); it shows nothing
 * when none are featured.
 */
export function FeaturedRow() {
  const featured = useShowcase({ page: 0, featuredOnly: true });
  const companyHref = useCompanyHref();
  const listings = featured.data?.content ?? [];
  if (featured.isPending) {
    return (
      <section aria-labelledby="featured-heading" aria-busy="true" className="grid grid-cols-1 gap-3">
        <Heading />
        <ul className={ROW} role="status" aria-label="Loading featured listings">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={`w-72 shrink-0 animate-pulse rounded-lg border bg-muted/40 ${CARD_HEIGHT}`} />
          ))}
        </ul>
      </section>
    );
  }
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="grid grid-cols-1 gap-3">
      <Heading />
      <ScrollShadows>
        {(ref) => (
          <ul ref={ref} className={ROW}>
            {listings.map((listing) => (
              <li key={listing.id} className={`w-72 shrink-0 snap-start ${CARD_HEIGHT}`}>
                <Link
                  to={listing.game ? marketplacePaths.game(listing.game.id) : companyHref(listing.company.id)}
                  className="flex h-full flex-col gap-2 overflow-hidden rounded-lg border bg-gradient-to-br from-primary/5 to-transparent p-4 transition-shadow hover:shadow-md"
                >
                  <span className="flex items-center gap-2">
                    <CompanyLogo name={listing.company.name} logoUrl={listing.company.logoUrl} size="sm" />
                    <span className="truncate text-xs text-muted-foreground">{listing.company.name}</span>
                  </span>
                  <span className="line-clamp-2 font-semibold leading-tight">{listing.title}</span>
                  {listing.summary ? <span className="line-clamp-2 text-sm text-muted-foreground">{listing.summary}</span> : null}
                  {listing.category ? <span className="mt-auto text-xs font-medium text-primary">{listing.category.name}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ScrollShadows>
    </section>
  );
}
