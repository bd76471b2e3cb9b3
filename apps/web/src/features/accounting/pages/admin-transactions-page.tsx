import { useState } from 'react';
import { Download, Receipt } from 'lucide-react';
import { AccountingFailure, entryStatuses, entryTypeLabels, entryTypes, type EntriesQuery } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { downloadExport, useEntries } from '../api/accounting';
import { EntriesTable } from '../components/entries-table';
import { SummaryCards } from '../components/summary-cards';
import { toMinor } from '../lib/format';

type Filters = { search: string; type: string; status: string; currency: string; startDate: string; endDate: string; minAmount: string; maxAmount: string };
const empty: Filters = { search: '', type: '', status: '', currency: '', startDate: '', endDate: '', minAmount: '', maxAmount: '' };

/** /dashboard/admin/transactions: every journal entry with the seed's filters, the summary and exports. */
export default function AdminTransactionsPage() {
  const [filters, setFilters] = useState<Filters>(empty);
  const [page, setPage] = useState(0);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => { setFilters({ ...filters, [key]: event.target.value }); setPage(0); };
  const amount = (text: string) => (text === '' ? undefined : (toMinor(text, filters.currency || 'EUR') ?? undefined));
  const query = { ...filters, minAmount: amount(filters.minAmount), maxAmount: amount(filters.maxAmount), page, size: 20 } as Partial<EntriesQuery>;
  const entries = useEntries(query);
  const exportAs = (format: 'CSV' | 'XLSX') => void downloadExport(format, query).catch(notifyErrorOf(AccountingFailure.entries));
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Transactions"
        description="Every journal entry of the platform's books."
        actions={
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => exportAs('CSV')}><Download /> CSV</Button>
            <Button variant="outline" onClick={() => exportAs('XLSX')}><Download /> XLSX</Button>
          </div>
        }
      />
      <SummaryCards />
      <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <InputField label="Search" type="search" placeholder="Description, company or #" value={filters.search} onChange={set('search')} />
        <SelectField label="Type" value={filters.type} onChange={set('type')}>
          <option value="">All</option>
          {entryTypes.map((type) => <option key={type} value={type}>{entryTypeLabels[type]}</option>)}
        </SelectField>
        <SelectField label="Status" value={filters.status} onChange={set('status')}>
          <option value="">All</option>
          {entryStatuses.map((status) => <option key={status} value={status}>{status[0] + status.slice(1).toLowerCase()}</option>)}
        </SelectField>
        <InputField label="Currency" placeholder="EUR" maxLength={3} value={filters.currency} onChange={(event) => set('currency')({ target: { value: event.target.value.toUpperCase() } })} />
        <InputField label="From" type="date" value={filters.startDate} onChange={set('startDate')} />
        <InputField label="To" type="date" value={filters.endDate} onChange={set('endDate')} />
        <InputField label="Minimum amount" inputMode="decimal" value={filters.minAmount} onChange={set('minAmount')} />
        <InputField label="Maximum amount" inputMode="decimal" value={filters.maxAmount} onChange={set('maxAmount')} />
      </form>
      {entries.isPending ? (
        <ListSkeleton rows={6} label="Loading transactions" />
      ) : entries.isError ? (
        <DataError context="transactions" onRetry={() => void entries.refetch()} />
      ) : entries.data.content.length === 0 ? (
        <EmptyState icon={<Receipt className="size-5" />} title="No transactions match" action={<Button size="sm" variant="outline" onClick={() => setFilters(empty)}>Clear filters</Button>} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{entries.data.totalElements} entries</p>
          <EntriesTable entries={entries.data.content} />
          <Pager page={page} totalPages={entries.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
