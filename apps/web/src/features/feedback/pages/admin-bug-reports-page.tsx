import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeft, Bug } from 'lucide-react';
import { bugSeverities, bugSeverityLabels, bugStatuses, bugStatusLabels, FEEDBACK_LIMITS, FeedbackMessage, type BugReportDetail, type BugStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { notifyErrorOf } from '@/lib/notify-failure';
import { formatDayTime } from '@/lib/format';
import { useBugReport, useBugReports, useTriageBug, useTriagers, type BugFilters } from '../api/bug-reports';
import { BugStatusBadge, SeverityBadge } from '../components/badges';
import { BugReportView } from '../components/bug-report-detail';
import { notifySaved } from '../lib/format';

/** Status, assignee, duplicate-of, the answer to the reporter and the internal notes, saved together. */
function Triage({ report }: { report: BugReportDetail }) {
  const triagers = useTriagers();
  const triage = useTriageBug();
  const [status, setStatus] = useState<BugStatus>(report.status);
  const [assigneeId, setAssigneeId] = useState(report.assignee ? String(report.assignee.id) : '');
  const [duplicateOf, setDuplicateOf] = useState(report.duplicateOfId === null ? '' : String(report.duplicateOfId));
  const [response, setResponse] = useState(report.response ?? '');
  const [internalNotes, setInternalNotes] = useState(report.internalNotes ?? '');
  const save = () =>
    triage.mutate(
      {
        id: report.id,
        changes: {
          status,
          assigneeId: assigneeId === '' ? null : Number(assigneeId),
          duplicateOfId: status === 'duplicate' && duplicateOf !== '' ? Number(duplicateOf) : null,
          response,
          internalNotes,
        },
      },
      { onSuccess: () => notifySaved(FeedbackMessage.bugUpdated), onError: notifyErrorOf(FeedbackMessage.saveFailed) },
    );
  return (
    <form
      className="grid items-start gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-3"
      aria-label="Triage"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as BugStatus)}>
        {bugStatuses.map((value) => (
          <option key={value} value={value}>
            {bugStatusLabels[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Assignee" value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
        <option value="">Nobody</option>
        {(triagers.data ?? []).map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Duplicate of #"
        inputMode="numeric"
        value={duplicateOf}
        onChange={(event) => setDuplicateOf(event.target.value.replace(/\D/g, ''))}
        disabled={status !== 'duplicate'}
        hint={status === 'duplicate' ? 'The number of the original report.' : 'Choose the status Duplicate first.'}
      />
      <div className="sm:col-span-3">
        <TextareaField
          label="Answer to the reporter"
          optional
          rows={3}
          maxLength={FEEDBACK_LIMITS.responseMax}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          hint="The reporter reads this and is notified of it."
        />
      </div>
      <div className="sm:col-span-3">
        <TextareaField
          label="Internal notes"
          optional
          rows={3}
          maxLength={FEEDBACK_LIMITS.textMax}
          value={internalNotes}
          onChange={(event) => setInternalNotes(event.target.value)}
          hint="Admins only: never shown or sent to the reporter."
        />
      </div>
      <div className="flex justify-end sm:col-span-3">
        <Button type="submit" size="sm" disabled={triage.isPending}>
          {triage.isPending ? 'Saving…' : 'Save triage'}
        </Button>
      </div>
    </form>
  );
}

function SelectedReport({ id }: { id: number }) {
  const report = useBugReport(id);
  if (report.isPending) return <Skeleton className="h-72 w-full" role="status" aria-label="Loading the bug report" />;
  if (report.isError) return <DataError context="this bug report" onRetry={() => void report.refetch()} />;
  return <BugReportView report={report.data} actions={<Triage key={report.data.updatedAt} report={report.data} />} />;
}

/** /dashboard/admin/bug-reports: every report with filters; triage the one selected. */
export default function AdminBugReportsPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('report')) || undefined;
  const [filters, setFilters] = useState<BugFilters>({});
  const [page, setPage] = useState(0);
  const reports = useBugReports({ ...filters, page });
  const setFilter = <K extends keyof BugFilters>(key: K, value: string) => {
    setFilters((current) => ({ ...current, [key]: value === '' ? undefined : value }));
    setPage(0);
  };
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Bug Reports" description="Problems members reported, with their screenshots and browser error reports. Confirm, assign and close them, or mark duplicates." />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="bug-list" className={cn('grid content-start gap-3', selected ? 'hidden lg:grid' : '')}>
          <h2 id="bug-list" className="sr-only">
            Bug reports
          </h2>
          <div className="grid grid-cols-2 gap-2">
            <FilterSelect label="Status" value={filters.status ?? ''} onChange={(value) => setFilter('status', value)} anyLabel="Any status">
              {bugStatuses.map((status) => (
                <option key={status} value={status}>
                  {bugStatusLabels[status]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Severity" value={filters.severity ?? ''} onChange={(value) => setFilter('severity', value)} anyLabel="Any severity">
              {bugSeverities.map((severity) => (
                <option key={severity} value={severity}>
                  {bugSeverityLabels[severity]}
                </option>
              ))}
            </FilterSelect>
          </div>
          {reports.isPending ? (
            <ListSkeleton rows={5} label="Loading bug reports" />
          ) : reports.isError ? (
            <DataError context="bug reports" onRetry={() => void reports.refetch()} />
          ) : reports.data.content.length === 0 ? (
            <EmptyState icon={<Bug className="size-5" />} title="No bug reports match">
              Change or clear the filters to see more.
            </EmptyState>
          ) : (
            <>
              <ul className="grid gap-2">
                {reports.data.content.map((report) => (
                  <li key={report.id}>
                    <a
                      href={`?report=${report.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        setParams({ report: String(report.id) });
                      }}
                      aria-current={selected === report.id ? 'true' : undefined}
                      className={cn('grid gap-1 rounded-lg border bg-card p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none', selected === report.id && 'border-primary')}
                    >
                      <span className="font-medium break-words">{report.title}</span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                        <BugStatusBadge status={report.status} />
                        <SeverityBadge severity={report.severity} />
                        <span>#{report.id}</span>
                        <span>· {report.reporter?.name ?? 'Former member'}</span>
                        <span>· {formatDayTime(report.createdAt)}</span>
                        {report.screenshotCount > 0 ? <span>· {report.screenshotCount} screenshot{report.screenshotCount === 1 ? '' : 's'}</span> : null}
                        {report.errorReportCount > 0 ? <span>· {report.errorReportCount} errors</span> : null}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
              <Pager page={page} totalPages={reports.data.totalPages} onPage={setPage} />
            </>
          )}
        </section>
        <section aria-label="Selected bug report" className={cn('min-w-0', selected ? '' : 'hidden lg:block')}>
          {selected ? (
            <div className="grid gap-3">
              <Button variant="ghost" size="sm" className="w-fit lg:hidden" onClick={() => setParams({})}>
                <ArrowLeft aria-hidden="true" /> All bug reports
              </Button>
              <SelectedReport id={selected} />
            </div>
          ) : (
            <EmptyState icon={<Bug className="size-5" />} title="Choose a bug report">
              Its steps, screenshots and error reports show here.
            </EmptyState>
          )}
        </section>
      </div>
    </div>
  );
}
