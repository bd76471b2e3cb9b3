import { Newspaper } from 'lucide-react';
import { PRESS_COUNT_CAP, pressCategories, type PublicPressFilters } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { countLabel } from '@/lib/count-label';
import { idParam, useUrlFilters } from '@/lib/use-url-filters';
import { usePublicReleases } from '../api/press';
import { PressAlertsPanel } from '../components/follow-press';
import { ReleaseCard } from '../components/release-card';
import { categoryLabel } from '../lib/format';
import { usePressLayout } from '../lib/paths';

const KEYS = ['q', 'category', 'tag', 'companyId', 'from', 'to', 'sort'] as const;

/** /press-releases and /dashboard/press-releases: public releases with search and filters in the URL (no login). */
export default function PressReleasesPage() {
  const { values, set, page } = useUrlFilters(KEYS);
  const { base, padding } = usePressLayout();
  const filters: PublicPressFilters = {
    page,
    size: 20,
    q: values.q || undefined,
    category: (values.category || undefined) as PublicPressFilters['category'],
    tag: values.tag || undefined,
    companyId: idParam(values.companyId),
    from: values.from || undefined,
    to: values.to || undefined,
    sort: values.sort === 'relevance' ? 'relevance' : undefined,
  };
  const releases = usePublicReleases(filters);
  const filtered = Object.values(values).some((value) => value !== '');

  return (
    <div className={`mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      <PageHeader title="Press Releases" description="News from the industry's operators, studios and providers." />
      <PressAlertsPanel />
      <form role="search" aria-label="Search press releases" className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr]" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-1">
          <Label className="text-xs font-medium text-muted-foreground" htmlFor="press-q">Search</Label>
          <SearchField id="press-q" placeholder="Title, summary, tag or text" defaultValue={values.q} onChange={(event) => set({ q: event.target.value })} />
        </div>
        <FilterSelect label="Category" anyLabel="All categories" value={values.category} onChange={(category) => set({ category })}>
          {pressCategories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </FilterSelect>
        <div className="grid gap-1">
          <Label className="text-xs font-medium text-muted-foreground" htmlFor="press-tag">Tag</Label>
          <Input id="press-tag" placeholder="e.g. slots" defaultValue={values.tag} onChange={(event) => set({ tag: event.target.value.trim() })} />
        </div>
        <div className="grid gap-1">
          <Label className="text-xs font-medium text-muted-foreground" htmlFor="press-from">From</Label>
          <Input id="press-from" type="date" value={values.from} onChange={(event) => set({ from: event.target.value })} />
        </div>
        <div className="grid gap-1">
          <Label className="text-xs font-medium text-muted-foreground" htmlFor="press-to">To</Label>
          <Input id="press-to" type="date" value={values.to} onChange={(event) => set({ to: event.target.value })} />
        </div>
        <FilterSelect label="Order" anyLabel="Newest first" value={values.sort} onChange={(sort) => set({ sort })}>
          <option value="relevance" disabled={!values.q}>
            Best match
          </option>
        </FilterSelect>
      </form>
      {releases.isPending ? (
        <ListSkeleton rows={6} label="Loading press releases" />
      ) : releases.isError ? (
        <DataError context="press releases" onRetry={() => void releases.refetch()} />
      ) : releases.data.content.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-5" />} title={filtered ? 'No press releases match' : 'No press releases yet'}>
          {filtered ? 'Try another search term or fewer filters.' : 'Releases appear here as companies publish them.'}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countLabel(releases.data.totalElements, PRESS_COUNT_CAP, ['release', 'releases'])}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {releases.data.content.map((release) => (
              <li key={release.id}>
                <ReleaseCard release={release} href={`${base}/${release.id}`} />
              </li>
            ))}
          </ul>
          <Pager page={releases.data.number} totalPages={releases.data.totalPages} onPage={(next) => set({ page: String(next) })} />
        </div>
      )}
    </div>
  );
}
