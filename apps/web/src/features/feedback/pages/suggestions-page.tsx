import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Bug, Plus } from 'lucide-react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { useMyBugReports } from '../api/bug-reports';
import { BugStatusBadge, SeverityBadge } from '../components/badges';
import { BugReportForm } from '../components/bug-report-form';
import { SuggestionForm } from '../components/suggestion-form';
import { SuggestionList } from '../components/suggestion-list';

const tabs = [
  { id: 'ideas', label: 'Suggestions' },
  { id: 'bugs', label: 'Report a bug' },
] as const;
type Tab = (typeof tabs)[number]['id'];

function MyBugReports() {
  const [page, setPage] = useState(0);
  const mine = useMyBugReports(page);
  return (
    <section className="grid content-start gap-3" aria-labelledby="my-bugs">
      <h2 id="my-bugs" className="text-lg font-semibold">
        My bug reports
      </h2>
      {mine.isPending ? (
        <ListSkeleton rows={3} label="Loading my bug reports" />
      ) : mine.isError ? (
        <DataError context="your bug reports" onRetry={() => void mine.refetch()} />
      ) : mine.data.content.length === 0 ? (
        <EmptyState icon={<Bug className="size-5" />} title="Nothing reported yet">
          Problems you report show here with their status.
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-2">
            {mine.data.content.map((report) => (
              <li key={report.id} className="grid gap-1 rounded-lg border bg-card p-3">
                <p className="font-medium break-words">{report.title}</p>
                <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  <BugStatusBadge status={report.status} />
                  <SeverityBadge severity={report.severity} />
                  <span>#{report.id}</span>
                  <span>· {formatDate(report.createdAt)}</span>
                </div>
                {report.response !== null ? (
                  <p className="rounded-md bg-muted/60 p-2 text-sm break-words whitespace-pre-line">
                    <span className="font-medium">Answer from the Paytable team: </span>
                    {report.response}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={mine.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** /dashboard/suggestions: propose, vote and discuss improvements; report a bug and follow my reports. */
export default function SuggestionsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'bugs' ? 'bugs' : 'ideas';
  const [proposing, setProposing] = useState(false);
  const select = (next: Tab) => setParams(next === 'ideas' ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader
        title="Suggestions"
        description="Tell us what would make Paytable better, vote for the ideas you want most, or report a problem."
        actions={
          tab === 'ideas' && !proposing ? (
            <Button onClick={() => setProposing(true)}>
              <Plus aria-hidden="true" /> New suggestion
            </Button>
          ) : null
        }
      />
      <div role="tablist" aria-label="Feedback" className="flex gap-1 border-b">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            role="tab"
            id={`tab-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`panel-${entry.id}`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => select(entry.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') select(tab === 'ideas' ? 'bugs' : 'ideas');
            }}
            className={cn('-mb-px border-b-2 px-3 py-2 text-sm font-medium', tab === entry.id ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {tab === 'ideas' ? (
        <div role="tabpanel" id="panel-ideas" aria-labelledby="tab-ideas" className="grid gap-4">
          {proposing ? <SuggestionForm onDone={() => setProposing(false)} /> : null}
          <SuggestionList />
        </div>
      ) : (
        <div role="tabpanel" id="panel-bugs" aria-labelledby="tab-bugs" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <section className="grid content-start gap-3" aria-labelledby="report-bug">
            <h2 id="report-bug" className="text-lg font-semibold">
              Report a bug
            </h2>
            <BugReportForm />
          </section>
          <MyBugReports />
        </div>
      )}
    </div>
  );
}
