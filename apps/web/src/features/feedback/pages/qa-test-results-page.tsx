import { useState } from 'react';
import { qaRunStatuses, qaRunStatusLabels, type QaRunStatus } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useQaCategories, useQaResults, useQaRuns } from '../api/qa';
import { QaNav } from '../components/qa-nav';
import { QaResultsChart } from '../components/qa-results-chart';
import { QaRunList } from '../components/qa-run-list';

const periods = [4, 12, 26, 52];

/** /dashboard/admin/qa/test-results: completed runs per week, by category with pass rates, and every run. */
export default function QaTestResultsPage() {
  const categories = useQaCategories();
  const [weeks, setWeeks] = useState(12);
  const [categoryId, setCategoryId] = useState<number>();
  const [status, setStatus] = useState<QaRunStatus>();
  const [page, setPage] = useState(0);
  const results = useQaResults({ weeks, categoryId });
  const runs = useQaRuns({ page, categoryId, status });
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="QA Test Results" description="How test runs went over time, in total and per category." />
      <QaNav />
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        <FilterSelect label="Period" value={String(weeks)} onChange={(value) => setWeeks(Number(value) || 12)} anyLabel="12 weeks">
          {periods
            .filter((n) => n !== 12)
            .map((n) => (
              <option key={n} value={String(n)}>
                {n} weeks
              </option>
            ))}
        </FilterSelect>
        <FilterSelect label="Category" value={categoryId === undefined ? '' : String(categoryId)} onChange={(value) => (setCategoryId(value === '' ? undefined : Number(value)), setPage(0))} anyLabel="Every category">
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      {results.isPending ? (
        <Skeleton className="h-48 w-full" role="status" aria-label="Loading results" />
      ) : results.isError ? (
        <DataError context="QA results" onRetry={() => void results.refetch()} />
      ) : (
        <>
          <QaResultsChart weeks={results.data.weeks} title={`Completed runs per week, last ${weeks} weeks`} />
          <section className="grid gap-2" aria-labelledby="by-category">
            <h2 id="by-category" className="text-lg font-semibold">
              By category
            </h2>
            {results.data.categories.length === 0 ? (
              <p className="text-sm text-muted-foreground">No completed runs in this period.</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border">
                <table className="w-full text-sm">
                  <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                    <tr>
                      <th scope="col" className="p-2">Category</th>
                      <th scope="col" className="p-2 text-right">Passed</th>
                      <th scope="col" className="p-2 text-right">Failed</th>
                      <th scope="col" className="p-2 text-right">Blocked</th>
                      <th scope="col" className="p-2 text-right">Pass rate</th>
                      <th scope="col" className="hidden p-2 sm:table-cell">Weekly</th>
                    </tr>
                  </thead>
                  <tbody>
                    {results.data.categories.map((category) => {
                      const max = Math.max(1, ...category.weeks.map((w) => w.passed + w.failed + w.blocked));
                      return (
                        <tr key={category.id} className="border-t">
                          <th scope="row" className="p-2 text-left font-medium">{category.name}</th>
                          <td className="p-2 text-right tabular-nums">{category.passed}</td>
                          <td className="p-2 text-right tabular-nums">{category.failed}</td>
                          <td className="p-2 text-right tabular-nums">{category.blocked}</td>
                          <td className="p-2 text-right tabular-nums">{category.passRate === null ? '—' : `${category.passRate} %`}</td>
                          <td className="hidden p-2 sm:table-cell">
                            <div className="flex h-6 items-end gap-px" aria-hidden="true">
                              {category.weeks.map((week) => {
                                const total = week.passed + week.failed + week.blocked;
                                return <div key={week.weekStart} className={`w-1.5 rounded-t ${week.failed > 0 ? 'bg-red-500' : week.blocked > 0 ? 'bg-amber-400' : 'bg-emerald-500'}`} style={{ height: `${total === 0 ? 4 : (total / max) * 100}%`, opacity: total === 0 ? 0.25 : 1 }} />;
                              })}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
      <section className="grid gap-3" aria-labelledby="all-runs">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="all-runs" className="text-lg font-semibold">
            Test runs
          </h2>
          <FilterSelect className="w-44" label="Result" value={status ?? ''} onChange={(value) => (setStatus((value || undefined) as QaRunStatus | undefined), setPage(0))} anyLabel="Any result">
            {qaRunStatuses.map((value) => (
              <option key={value} value={value}>
                {qaRunStatusLabels[value]}
              </option>
            ))}
          </FilterSelect>
        </div>
        {runs.isPending ? (
          <ListSkeleton rows={4} label="Loading runs" />
        ) : runs.isError ? (
          <DataError context="test runs" onRetry={() => void runs.refetch()} />
        ) : (
          <>
            <QaRunList runs={runs.data.content} />
            <Pager page={page} totalPages={runs.data.totalPages} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
