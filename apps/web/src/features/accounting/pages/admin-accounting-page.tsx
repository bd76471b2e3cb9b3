import { useState } from 'react';
import { BookOpen, Plus } from 'lucide-react';
import { AccountingFailure, AccountingMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAccountingActions, useEntries, usePeriods } from '../api/accounting';
import { ChartOfAccounts } from '../components/chart-of-accounts';
import { EntriesTable } from '../components/entries-table';
import { JournalEntryForm } from '../components/journal-entry-form';
import { ReportView } from '../components/report-view';
import { notifySuccess } from '../lib/format';

const tabs = ['Journal', 'Chart of accounts', 'Reports', 'Periods'] as const;
type Tab = (typeof tabs)[number];

function Journal() {
  const [page, setPage] = useState(0);
  const [writing, setWriting] = useState(false);
  const entries = useEntries({ page, size: 20 });
  const { postEntry, reverseEntry } = useAccountingActions();
  const fail = notifyErrorOf(AccountingFailure.journal);
  const form = writing ? <JournalEntryForm onDone={() => setWriting(false)} /> : (
    <div className="flex justify-end"><Button size="sm" onClick={() => setWriting(true)}><Plus /> New entry</Button></div>
  );
  if (entries.isPending) return <ListSkeleton rows={5} label="Loading the journal" />;
  if (entries.isError) return <DataError context="the journal" onRetry={() => void entries.refetch()} />;
  if (entries.data.content.length === 0) return <div className="grid gap-3">{form}<EmptyState icon={<BookOpen className="size-5" />} title="Nothing in the journal yet" /></div>;
  return (
    <div className="grid gap-3">
      {form}
      <EntriesTable
        entries={entries.data.content}
        actions={(entry) =>
          entry.status === 'DRAFT' ? (
            <Button size="sm" onClick={() => postEntry.mutate(entry.id, { onSuccess: () => notifySuccess(AccountingMessage.entryPosted), onError: fail })}>Post</Button>
          ) : entry.status === 'POSTED' && entry.type !== 'REVERSAL' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                const reason = window.prompt(`Why reverse entry #${entry.id}?`);
                if (reason) reverseEntry.mutate({ id: entry.id, reason }, { onSuccess: () => notifySuccess(AccountingMessage.entryReversed), onError: fail });
              }}
            >
              Reverse
            </Button>
          ) : null
        }
      />
      <Pager page={page} totalPages={entries.data.totalPages} onPage={setPage} />
    </div>
  );
}

function Periods() {
  const periods = usePeriods();
  const { closePeriod } = useAccountingActions();
  if (periods.isPending) return <ListSkeleton rows={4} label="Loading periods" />;
  if (periods.isError) return <DataError context="periods" onRetry={() => void periods.refetch()} />;
  return (
    <ul className="grid gap-2">
      {periods.data.map((period) => (
        <li key={period.month} className="flex items-center justify-between gap-3 rounded-lg border bg-card px-4 py-2 text-sm">
          <span className="font-medium tabular-nums">{period.month}</span>
          {period.status === 'CLOSED' ? (
            <span className="text-muted-foreground">Closed {period.closedAt?.slice(0, 10)}</span>
          ) : (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline">
                  Close month
                </Button>
              }
              title={`Close ${period.month}?`}
              description="No posting can be dated in it afterwards."
              confirmLabel="Close month"
              destructive
              onConfirm={() => closePeriod.mutate(period.month, { onSuccess: () => notifySuccess(AccountingMessage.periodClosedDone), onError: notifyErrorOf(AccountingFailure.journal) })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/admin/accounting: the journal with post and reverse, the chart of accounts, reports and periods. */
export default function AdminAccountingPage() {
  const [tab, setTab] = useState<Tab>('Journal');
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Accounting" description="A double-entry ledger: posted entries never change; corrections are reversals." />
      <div role="tablist" aria-label="Accounting" className="flex flex-wrap gap-1 border-b">
        {tabs.map((each) => (
          <button key={each} role="tab" type="button" aria-selected={tab === each} className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === each ? 'border-primary font-medium' : 'border-transparent text-muted-foreground'}`} onClick={() => setTab(each)}>
            {each}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Journal' ? <Journal /> : tab === 'Chart of accounts' ? <ChartOfAccounts /> : tab === 'Reports' ? <ReportView /> : <Periods />}
      </div>
    </div>
  );
}
