import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import { MarketplaceMessage, showcaseListingInputSchema, type ShowcaseListing, type ShowcaseListingInput } from '@paytable/contracts';
import { FormField } from '@/components/form-field';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useBusinessTypes } from '@/lib/catalog/pick-lists';
import { useProviderGames } from '@/lib/provider-games';
import { useCompanyShowcase, useDeleteListing, useSaveListing } from '../api/showcase';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { selectClassName } from '@/components/filter-select';

const toInput = (listing?: ShowcaseListing): ShowcaseListingInput => ({
  title: listing?.title ?? '',
  summary: listing?.summary ?? '',
  categoryId: listing?.category?.id ?? null,
  gameId: listing?.game?.id ?? null,
  linkUrl: listing?.linkUrl ?? '',
  isPublished: listing?.isPublished ?? false,
});
const idOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

function ListingForm({ companyId, listing, onDone }: { companyId: number; listing?: ShowcaseListing; onDone: () => void }) {
  const businessTypes = useBusinessTypes();
  const games = useProviderGames(companyId, { page: 0, size: 100 });
  const save = useSaveListing();
  const { register, handleSubmit, formState } = useForm<ShowcaseListingInput>({ resolver: zodResolver(showcaseListingInputSchema), defaultValues: toInput(listing) });
  const errors = formState.errors;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={handleSubmit((input) =>
        save.mutate(
          { id: listing?.id, companyId, input },
          { onSuccess: () => (notify({ variant: 'success', title: listing ? MarketplaceMessage.listingUpdated : MarketplaceMessage.listingCreated }), onDone()), onError: notifyApiError },
        ),
      )}
    >
      <FormField label="Title" error={errors.title?.message}>
        {(id) => <Input id={id} placeholder="Instant payouts for casino brands" {...register('title')} />}
      </FormField>
      <FormField label="Summary" error={errors.summary?.message}>
        {(id) => <Textarea id={id} rows={3} {...register('summary')} />}
      </FormField>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label="Category" error={errors.categoryId?.message}>
          {(id) => (
            <select id={id} className={selectClassName} {...register('categoryId', { setValueAs: idOrNull })}>
              <option value="">None</option>
              {businessTypes.data?.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Promote a game" error={errors.gameId?.message}>
          {(id) => (
            <select id={id} className={selectClassName} {...register('gameId', { setValueAs: idOrNull })}>
              <option value="">None</option>
              {games.data?.content.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Link" error={errors.linkUrl?.message}>
          {(id) => <Input id={id} type="url" placeholder="https://" {...register('linkUrl')} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isPublished')} /> Published in the marketplace
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : listing ? 'Save listing' : 'Add listing'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function CompanyShowcase({ companyId }: { companyId: number }) {
  const listings = useCompanyShowcase(companyId);
  const remove = useDeleteListing();
  const [editing, setEditing] = useState<ShowcaseListing | 'new' | null>(null);
  return (
    <div className="grid gap-4">
      {editing ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{editing === 'new' ? 'New listing' : `Edit “${editing.title}”`}</CardTitle>
          </CardHeader>
          <CardContent>
            <ListingForm key={editing === 'new' ? 'new' : editing.id} companyId={companyId} listing={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          </CardContent>
        </Card>
      ) : (
        <Button className="w-fit" onClick={() => setEditing('new')}>
          Add listing
        </Button>
      )}
      {listings.isPending ? (
        <ListSkeleton rows={3} label="Loading listings" />
      ) : listings.isError ? (
        <DataError context="your listings" onRetry={() => void listings.refetch()} />
      ) : listings.data.length === 0 ? (
        <EmptyState icon={<Sparkles className="size-5" />} title="No listings yet">
          Describe what you offer; published listings appear on your company page and can be featured by the Paytable team.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {listings.data.map((listing) => (
            <li key={listing.id} className="flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {listing.title}
                  <Badge variant={listing.isPublished ? 'success' : 'outline'}>{listing.isPublished ? 'Published' : 'Draft'}</Badge>
                  {listing.isFeatured ? <Badge>Featured</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">{[listing.category?.name, listing.game ? `Promotes ${listing.game.name}` : null].filter(Boolean).join(' · ')}</p>
                {listing.summary ? <p className="mt-1 text-sm text-muted-foreground">{listing.summary}</p> : null}
              </div>
              <div className="flex gap-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(listing)}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${listing.title}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: listing.id, companyId }, { onSuccess: () => notify({ variant: 'success', title: MarketplaceMessage.listingDeleted }), onError: notifyApiError })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /dashboard/company/showcase: the company's marketplace listings (showcase management). */
export function CompanyShowcasePage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <PageHeader title="Showcase" description="Your products and services in the marketplace." />
      <CompanyAccessGate privileges={['provider_access', 'game_content']} what="The showcase">
        {(companyId) => <CompanyShowcase companyId={companyId} />}
      </CompanyAccessGate>
    </div>
  );
}

export default CompanyShowcasePage;
