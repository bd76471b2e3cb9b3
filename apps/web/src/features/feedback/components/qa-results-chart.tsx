import type { QaResults } from '@paytable/contracts';
import { formatWeek } from '../lib/format';

type Week = QaResults['weeks'][number];
const parts = [
  { key: 'passed', label: 'Passed', className: 'bg-emerald-500' },
  { key: 'failed', label: 'Failed', className: 'bg-red-500' },
  { key: 'blocked', label: 'Blocked', className: 'bg-amber-400' },
] as const;

/** Completed runs per week as stacked bars (passed, failed, blocked); the table below is what a screen reader reads. */
export function QaResultsChart({ weeks, title }: { weeks: Week[]; title: string }) {
  const max = Math.max(1, ...weeks.map((week) => week.passed + week.failed + week.blocked));
  return (
    <figure className="grid gap-2 rounded-lg border bg-card p-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        {title}
        <span className="flex gap-3 text-xs font-normal text-muted-foreground">
          {parts.map((part) => (
            <span key={part.key} className="inline-flex items-center gap-1">
              <span className={`size-2.5 rounded-sm ${part.className}`} aria-hidden="true" /> {part.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="flex h-32 items-end justify-around gap-1" aria-hidden="true">
        {weeks.map((week) => (
          <div key={week.weekStart} className="mx-auto flex h-full max-w-16 flex-1 flex-col-reverse" title={`Week of ${formatWeek(week.weekStart)}: ${week.passed} passed, ${week.failed} failed, ${week.blocked} blocked`}>
            {parts.map((part) => (
              <div key={part.key} className={part.className} style={{ height: `${(week[part.key] / max) * 100}%` }} />
            ))}
          </div>
        ))}
      </div>
      <div className="flex justify-between text-[11px] text-muted-foreground" aria-hidden="true">
        <span>{weeks[0] ? formatWeek(weeks[0].weekStart) : ''}</span>
        <span>{weeks.at(-1) ? formatWeek(weeks.at(-1)!.weekStart) : ''}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th>Week of</th>
            <th>Passed</th>
            <th>Failed</th>
            <th>Blocked</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{formatWeek(week.weekStart)}</td>
              <td>{week.passed}</td>
              <td>{week.failed}</td>
              <td>{week.blocked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
