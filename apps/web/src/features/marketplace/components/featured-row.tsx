import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { useShowcase } from '../api/showcase';
import { marketplacePaths } from '../lib/paths';
import { CompanyLogo } from '@/components/company-logo';
import { useCompanyHref } from './services-browser';

/** Listings platform admins featured, in their rank order. Shows nothing while none are featured. */
export function FeaturedRow() {
  const featured = useShowcase({ page: 0, featuredOnly: true });
  const companyHref = useCompanyHref();
  const listings = featured.data?.content ?? [];
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="grid gap-3">
      <h2 id="featured-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        <Sparkles className="size-4 text-amber-500" aria-hidden="true" /> Featured
      </h2>
      <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {listings.map((listing) => (
          <li key={listing.id} className="w-72 shrink-0 snap-start">
            <Link
              to={listing.game ? marketplacePaths.game(listing.game.id) : companyHref(listing.company.id)}
              className="flex h-full flex-col gap-2 rounded-lg border bg-gradient-to-br from-primary/5 to-transparent p-4 transition-shadow hover:shadow-md"
            >
              <span className="flex items-center gap-2">
                <CompanyLogo name={listing.company.name} logoUrl={listing.company.logoUrl} size="sm" />
                <span className="truncate text-xs text-muted-foreground">{listing.company.name}</span>
              </span>
              <span className="font-semibold leading-tight">{listing.title}</span>
              {listing.summary ? <span className="line-clamp-2 text-sm text-muted-foreground">{listing.summary}</span> : null}
              {listing.category ? <span className="mt-auto text-xs font-medium text-primary">{listing.category.name}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
