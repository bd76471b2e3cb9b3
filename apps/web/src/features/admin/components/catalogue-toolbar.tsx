import { Plus } from 'lucide-react';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';

/** Search box and "add" button above a catalogue list. */
export function CatalogueToolbar({ search, onSearch, searchLabel, addLabel, onAdd }: { search: string; onSearch: (value: string) => void; searchLabel: string; addLabel: string; onAdd: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField wrapperClassName="flex-1" className="h-10" placeholder={`${searchLabel}…`} aria-label={searchLabel} value={search} onChange={(event) => onSearch(event.target.value)} />
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
