import { ListChecks } from 'lucide-react';
import type { JobsStatus } from '@paytable/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableHead } from '@/components/table-head';
import { ScrollRegion } from '@/components/scroll-region';
import { formatUptime } from './format';

const columns = [
  { label: 'Queue' },
  { label: 'Waiting', numeric: true },
  { label: 'Due', numeric: true },
  { label: 'Running', numeric: true },
  { label: 'Failed', numeric: true },
  { label: 'Oldest due', numeric: true },
];

const age = (seconds: number | null) => (seconds === null ? '—' : formatUptime(seconds));

/** The background job queues: depth, dead jobs and the oldest waiting job's age, in total and per queue. */
export function JobQueues({ jobs }: { jobs: JobsStatus }) {
  const totals = [
    { label: 'Waiting', value: String(jobs.depth) },
    { label: 'Failed', value: String(jobs.failed) },
    { label: 'Oldest waiting', value: age(jobs.oldestWaitingSeconds) },
  ];
  return (
    <Card>
      <CardHeader className="flex flex-row items-start gap-3 space-y-0">
        <ListChecks className="size-5 text-muted-foreground" aria-hidden="true" />
        <div>
          <CardTitle className="text-base">Background jobs</CardTitle>
          <CardDescription>E-mail, push and notification fan-out, worked through outside requests.</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3">
          {totals.map((total) => (
            <div key={total.label} className="rounded-lg bg-muted/50 p-3">
              <dt className="text-xs text-muted-foreground">{total.label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{total.value}</dd>
            </div>
          ))}
        </dl>
        {jobs.queues.length > 0 ? (
          <ScrollRegion label="Job queues">
            <table className="w-full min-w-[28rem] text-sm tabular-nums">
              <caption className="sr-only">Job queues</caption>
              <TableHead columns={columns} />
              <tbody>
                {jobs.queues.map((queue) => (
                  <tr key={queue.name} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-mono text-xs font-normal">
                      {queue.name}
                    </th>
                    <td className="px-2 py-2 text-right">{queue.waiting}</td>
                    <td className="px-2 py-2 text-right">{queue.due}</td>
                    <td className="px-2 py-2 text-right">{queue.active}</td>
                    <td className="px-2 py-2 text-right">{queue.failed}</td>
                    <td className="px-2 py-2 text-right">{age(queue.oldestDueSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : null}
      </CardContent>
    </Card>
  );
}
