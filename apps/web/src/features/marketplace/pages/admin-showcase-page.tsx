import { Sparkles, Star, StarOff } from 'lucide-react';
import { MarketplaceMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useFeatureListing, useShowcase } from '../api/showcase';
import { CompanyLogo } from '@/components/company-logo';
import { useUrlFilters } from '@/lib/use-url-filters';

/** /dashboard/admin/showcase: choose and order the marketplace's featured listings. */
export function AdminShowcasePage() {
  const { set, page } = useUrlFilters([] as const);
  const listings = useShowcase({ page, admin: true });
  const feature = useFeatureListing();
  const featuredCount = listings.data?.content.filter((listing) => listing.isFeatured).length ?? 0;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeader title="Showcase" description="Published listings; featured ones lead the marketplace in their rank order." />
      {listings.isPending ? (
        <ListSkeleton rows={5} label="Loading listings" />
      ) : listings.isError ? (
        <DataError context="listings" onRetry={() => void listings.refetch()} />
      ) : listings.data.content.length === 0 ? (
        <EmptyState icon={<Sparkles className="size-5" />} title="No published listings yet">
          Companies publish listings from their showcase page.
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {listings.data.content.map((listing) => (
              <li key={listing.id} className="flex items-center gap-3 p-3">
                <CompanyLogo name={listing.company.name} logoUrl={listing.company.logoUrl} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{listing.title}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {listing.company.name}
                    {listing.category ? ` · ${listing.category.name}` : ''}
                  </p>
                </div>
                {listing.isFeatured ? <Badge>#{listing.featuredRank ?? '–'}</Badge> : null}
                <Button
                  size="sm"
                  variant={listing.isFeatured ? 'outline' : 'default'}
                  disabled={feature.isPending}
                  onClick={() =>
                    feature.mutate(
                      { id: listing.id, input: listing.isFeatured ? { featured: false } : { featured: true, rank: featuredCount + 1 } },
                      {
                        onSuccess: (updated) => notify({ variant: 'success', title: updated.isFeatured ? MarketplaceMessage.listingFeatured : MarketplaceMessage.listingUnfeatured }),
                        onError: notifyApiError,
                      },
                    )
                  }
                >
                  {listing.isFeatured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
                  {listing.isFeatured ? 'Unfeature' : 'Feature'}
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={listings.data.number} totalPages={listings.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </>
      )}
    </div>
  );
}

export default AdminShowcasePage;
