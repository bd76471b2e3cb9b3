import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SearchField } from '@/components/search-field';
import { companyDirectoryQueryOptions } from '@/lib/company-directory';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Seed 000 §9: searches wait 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 5;

/** Finds an approved company by name and links to its report (admin/company-reporting/{companyId}). */
export function CompanyFinder() {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({ ...companyDirectoryQueryOptions({ search, size: RESULTS }), select: (page) => page.content, enabled: search.length >= 2 });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-lg border bg-card p-3">
      <h2 id={`${id}-title`} className="text-sm font-medium">A company&apos;s report</h2>
      <SearchField aria-label="Find a company by name" placeholder="Company name" value={text} onChange={(event) => setText(event.target.value)} wrapperClassName="max-w-sm" />
      {search.length >= 2 &&
        (found.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">Searching…</p>
        ) : found.isError ? (
          <p className="text-sm text-destructive" role="alert">The search failed. Try again.</p>
        ) : found.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No approved company matches.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Matching companies">
            {found.data.map((company) => (
              <li key={company.id}>
                <Link to={`/dashboard/admin/company-reporting/${company.id}`} className="inline-block rounded-md border px-2 py-1 text-sm hover:bg-muted">
                  {company.name}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
