import { Link } from 'react-router';
import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useQaCategories, useQaResults, useQaRuns, useQaTasks } from '../api/qa';
import { QaNav } from '../components/qa-nav';
import { QaResultsChart } from '../components/qa-results-chart';
import { QaRunList } from '../components/qa-run-list';

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Link to={to} className="rounded-lg border bg-card p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      <span className="block text-xs text-muted-foreground">{label}</span>
      <span className="block text-xl font-semibold tabular-nums">{value}</span>
    </Link>
  );
}

/** /dashboard/admin/qa: the QA area at a glance — plans, the last four weeks' results and the latest runs. */
export default function QaOverviewPage() {
  const categories = useQaCategories();
  const tasks = useQaTasks({ page: 0, size: 1 });
  const results = useQaResults({ weeks: 4 });
  const runs = useQaRuns({ page: 0, size: 5 });
  const totals = results.data?.weeks.reduce((acc, week) => ({ passed: acc.passed + week.passed, runs: acc.runs + week.passed + week.failed + week.blocked }), { passed: 0, runs: 0 });
  const passRate = totals && totals.runs > 0 ? `${Math.round((totals.passed / totals.runs) * 100)} %` : '—';
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="QA Testing" description="Test plans by category, step-by-step test runs and how they went over time." />
      <QaNav />
      {categories.isError || tasks.isError || results.isError ? (
        <DataError context="QA figures" onRetry={() => void Promise.all([categories.refetch(), tasks.refetch(), results.refetch()])} />
      ) : categories.isPending || tasks.isPending || results.isPending ? (
        <Skeleton className="h-24 w-full" role="status" aria-label="Loading QA figures" />
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Categories" value={String(categories.data.length)} to="/dashboard/admin/qa/categories" />
          <Figure label="Tasks" value={String(tasks.data.totalElements)} to="/dashboard/admin/qa/tasks" />
          <Figure label="Runs in 4 weeks" value={String(totals?.runs ?? 0)} to="/dashboard/admin/qa/test-results" />
          <Figure label="Passed in 4 weeks" value={passRate} to="/dashboard/admin/qa/test-results" />
        </div>
      )}
      {results.data ? <QaResultsChart weeks={results.data.weeks} title="Completed runs, last 4 weeks" /> : null}
      <section className="grid gap-3" aria-labelledby="latest-runs">
        <h2 id="latest-runs" className="text-lg font-semibold">
          Latest runs
        </h2>
        {runs.isPending ? <ListSkeleton rows={3} label="Loading runs" /> : runs.isError ? <DataError context="test runs" onRetry={() => void runs.refetch()} /> : <QaRunList runs={runs.data.content} />}
      </section>
    </div>
  );
}
