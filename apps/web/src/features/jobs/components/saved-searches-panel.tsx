import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { BellRing, Trash2 } from 'lucide-react';
import { JobFailure, type SavedSearchFilters } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { jobsKeys } from '../api/keys';
import { useCreateSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

const searchParams = (filters: SavedSearchFilters) =>
  new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined || value === null ? [] : [[key, String(value)]])));
const searchHref = (base: string, filters: SavedSearchFilters) => {
  const query = searchParams(filters).toString();
  return query ? `${base}?${query}` : base;
};
/** The same search whatever the order of its parameters (the board's page and sort are not part of it). */
const sameSearch = (current: URLSearchParams, filters: SavedSearchFilters) => {
  const mine = new URLSearchParams(current);
  for (const key of ['page', 'sort', 'tab']) mine.delete(key);
  mine.sort();
  const saved = searchParams(filters);
  saved.sort();
  return mine.toString() === saved.toString();
};

/** Saved searches with alerts (signed in): save the board's current filters, reopen or delete them. */
export function SavedSearchesPanel({ base, filters, summary }: { base: string; filters: SavedSearchFilters; summary: string }) {
  const searches = useSavedSearches(true);
  const create = useCreateSavedSearch();
  const remove = useDeleteSavedSearch();
  const queryClient = useQueryClient();
  const location = useLocation();
  const current = new URLSearchParams(location.search);
  // Opening an alert runs its search afresh: the board may hold an earlier answer for the same filters
  // (or already show them), and an alert is opened to see what is new.
  const rerun = () => void queryClient.invalidateQueries({ queryKey: jobsKeys.publicLists() });
  return (
    <section className="grid gap-3 rounded-lg border bg-card p-4" aria-labelledby="saved-searches-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="saved-searches-title" className="font-semibold">
          Job alerts
        </h2>
        <Button
          size="sm"
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { name: summary, filters, alerts: true },
              { onSuccess: () => notify({ variant: 'success', description: 'You will be notified when a matching job is published.' }), onError: notifyErrorOf(JobFailure.save) },
            )
          }
        >
          <BellRing aria-hidden="true" /> Alert me for this search
        </Button>
      </div>
      {searches.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your alerts…</p>
      ) : searches.isError ? (
        <p className="text-sm text-destructive">Failed to fetch jobs</p>
      ) : searches.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No alerts yet. Set filters, then save them to hear about new matching jobs.</p>
      ) : (
        <ul className="grid gap-1.5">
          {searches.data.map((search) => (
            <li key={search.id} className="flex items-center justify-between gap-2 text-sm">
              <Link to={searchHref(base, search.filters)} onClick={rerun} aria-current={sameSearch(current, search.filters) ? 'true' : undefined} className="truncate hover:underline aria-[current]:font-semibold">
                {search.name}
              </Link>
              <Button size="icon" variant="ghost" aria-label={`Delete alert ${search.name}`} onClick={() => remove.mutate(search.id, { onError: notifyErrorOf(JobFailure.unsave) })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
