import { Plus, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Search box and "add" button above a catalogue list. */
export function CatalogueToolbar({ search, onSearch, searchLabel, addLabel, onAdd }: { search: string; onSearch: (value: string) => void; searchLabel: string; addLabel: string; onAdd: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" className="h-10 pl-9" placeholder={`${searchLabel}…`} aria-label={searchLabel} value={search} onChange={(event) => onSearch(event.target.value)} />
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
    </div>
  );
}

/** Entries whose name (or any of the extra fields) contains the term, case-insensitively. */
export function matches(term: string, ...fields: (string | null | undefined)[]) {
  const needle = term.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
}
