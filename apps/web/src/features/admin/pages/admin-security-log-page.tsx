import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { securityEventLabels, securityEventTypes } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, Pager, PageHeader } from '@/components/list-states';
import { SecurityEventLine } from '@/components/security-event-line';
import { SearchField } from '@/components/search-field';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSecurityLog } from '../api/security-log';

const labelClass = 'grid gap-1 text-xs font-medium text-muted-foreground';

/** /dashboard/admin/security-log — every account's security events, filtered by person, type and days. */
export function AdminSecurityLogPage() {
  const [page, setPage] = useState(0);
  const [personText, setPersonText] = useState('');
  const person = useDebouncedValue(personText.trim(), 300);
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const log = useSecurityLog({ page, ...(person ? { q: person } : {}), ...(type ? { type } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const filtered = Boolean(person || type || from || to);
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
      <PageHeader title="Security log" description="Sign-ins, failed sign-ins, sessions, passwords, two-factor, API keys, roles and privileges of every account. Kept 13 months." />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <label className={labelClass}>
          Person
          <SearchField value={personText} onChange={(event) => change(setPersonText)(event.target.value)} placeholder="Name or e-mail" />
        </label>
        <FilterSelect label="Event" anyLabel="Every event" value={type} onChange={change(setType)}>
          {securityEventTypes.map((each) => (
            <option key={each} value={each}>
              {securityEventLabels[each]}
            </option>
          ))}
        </FilterSelect>
        <label className={labelClass}>
          From (UTC day)
          <Input type="date" value={from} onChange={(event) => change(setFrom)(event.target.value)} />
        </label>
        <label className={labelClass}>
          To (UTC day)
          <Input type="date" value={to} onChange={(event) => change(setTo)(event.target.value)} />
        </label>
      </div>
      {log.isPending ? <ListSkeleton rows={6} label="Loading the security log" /> : null}
      {log.isError ? <DataError context="the security log" onRetry={() => void log.refetch()} /> : null}
      {log.isSuccess && log.data.content.length === 0 ? (
        <EmptyState icon={<ShieldAlert className="size-5" />} title={filtered ? 'No event matches' : 'No security events yet'}>
          {filtered ? 'Try another person, event or date range.' : null}
        </EmptyState>
      ) : null}
      {log.isSuccess && log.data.content.length > 0 ? (
        <>
          <ul className="divide-y rounded-lg border px-4" aria-label="Security events">
            {log.data.content.map((event) => (
              <SecurityEventLine key={event.id} event={event} showPerson />
            ))}
          </ul>
          <Pager page={page} totalPages={log.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}

export default AdminSecurityLogPage;
