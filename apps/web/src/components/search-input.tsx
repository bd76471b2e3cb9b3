import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@paytable/contracts';
import { Input } from '@/components/ui/input';

/** A filter's search field: typing is debounced (300 ms) before it reaches the URL and the server. */
export function SearchInput({ value, onChange, placeholder, label }: { value: string; onChange: (value: string) => void; placeholder: string; label: string }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from outside (back button, "Clear filters"): show what it says.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <label className="relative block">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder} className="pl-9" />
    </label>
  );
}
