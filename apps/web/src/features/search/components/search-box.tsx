import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Clock, Loader2, Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS, searchResultPath, type SearchResult } from '@paytable/contracts';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useSearch } from '../api/search';
import { searchResultsPath } from '../search-url';
import { useRecentSearches } from '../store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMediaQuery } from '@/lib/use-media-query';
import { SearchResultItem } from './search-result-item';

const DROPDOWN_SIZE = 6;

type Option = { kind: 'result'; result: SearchResult } | { kind: 'recent'; term: string } | { kind: 'all'; term: string };

/**
 * The top bar's search (seed 000 §4, §5, §9): debounced 300 ms, a results dropdown while typing,
 * recent searches when empty, Enter for the full results page. Results open by the §2 rules.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const { recent, remember, clear } = useRecentSearches();
  const results = useSearch({ query: debounced, size: DROPDOWN_SIZE });

  const typing = term.trim() !== '';
  const options: Option[] = typing
    ? [...(debounced === term.trim() ? (results.data?.content ?? []) : []).map((result) => ({ kind: 'result' as const, result })), { kind: 'all' as const, term: term.trim() }]
    : recent.map((each) => ({ kind: 'recent' as const, term: each }));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option) => {
    close();
    inputRef.current?.blur();
    if (option.kind === 'result') {
      remember(term);
      navigate(searchResultPath(option.result));
    } else {
      remember(option.term);
      setTerm(option.term);
      navigate(searchResultsPath(option.term));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) choose(chosen);
      else if (typing) choose({ kind: 'all', term: term.trim() });
    }
  };

  // A phone's header leaves the field about 190 px: the long hint would be cut mid-word there.
  const roomy = useMediaQuery('(min-width: 640px)');
  const searching = typing && (debounced !== term.trim() || results.isFetching);
  const showPanel = open && (typing || recent.length > 0);

  return (
    <div className="relative w-full max-w-md">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="global-search" className="sr-only">
          Search
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          id="global-search"
          type="search"
          role="combobox"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={roomy ? 'Search people, companies, games…' : 'Search…'}
          className="bg-muted/50 pl-9"
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={onKeyDown}
        />
        {searching ? <Loader2 className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-label="Searching" /> : null}
      </form>
      {showPanel ? (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg">
          {!typing ? (
            <div className="flex items-center justify-between px-3 pt-2 pb-1 text-xs font-medium text-muted-foreground">
              <span>Recent searches</span>
              <button type="button" className="rounded px-1 hover:text-foreground" onMouseDown={(event) => event.preventDefault()} onClick={clear}>
                Clear
              </button>
            </div>
          ) : null}
          {typing && results.isError ? <p className="px-3 py-2 text-sm text-destructive">Search failed. Please try again.</p> : null}
          {typing && !searching && !results.isError && results.data?.content.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">No results for “{term.trim()}”</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Search suggestions" className="max-h-96 overflow-y-auto py-1">
            {options.map((option, index) => (
              <li
                key={option.kind === 'result' ? `${option.result.kind}-${option.result.id}` : `${option.kind}-${option.term}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn('cursor-pointer px-3 py-2 text-sm', index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(index)}
              >
                {option.kind === 'result' ? (
                  <SearchResultItem result={option.result} compact />
                ) : option.kind === 'recent' ? (
                  <span className="flex items-center gap-2">
                    <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                    {option.term}
                  </span>
                ) : (
                  <span className="flex items-center gap-2 font-medium text-primary">
                    <Search className="size-4" aria-hidden="true" />
                    See all results for “{option.term}”
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export default SearchBox;
