import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';

/** Loading, error, empty ("nothing yet" or "no match") and the list itself, for one catalogue. */
export function CatalogueList<T>({
  query,
  items,
  searching,
  label,
  icon,
  renderItem,
}: {
  query: UseQueryResult<T[]>;
  items: T[];
  searching: boolean;
  /** Plural noun, e.g. "business types". */
  label: string;
  icon: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={`Loading ${label}`} />;
  if (query.isError) return <DataError context={label} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState icon={icon} title={searching ? `No ${label} match your search` : `No ${label} yet`}>
        {searching ? 'Try another term or clear the search.' : `Add the first one with the button above.`}
      </EmptyState>
    );
  const total = query.data.length;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {items.length === total ? `${total} ${label}` : `${items.length} of ${total} ${label}`} · {query.data.filter((item) => (item as { isActive?: boolean }).isActive).length} active
      </p>
      <ul className="grid grid-cols-1 gap-3" aria-label={label.charAt(0).toUpperCase() + label.slice(1)}>
        {items.map(renderItem)}
      </ul>
    </>
  );
}
