import type { ReactNode } from 'react';
import type { BugReportDetail } from '@paytable/contracts';
import { formatDayTime } from '@/lib/format';
import { BugStatusBadge, SeverityBadge } from './badges';
import { PrivateImage } from './private-image';

/** A bug report as the reporter and the admins read it: text, screenshots and the attached error reports. */
export function BugReportView({ report, actions }: { report: BugReportDetail; actions?: ReactNode }) {
  return (
    <article className="grid gap-4" aria-labelledby={`bug-${report.id}-title`}>
      <header className="grid gap-2">
        <h2 id={`bug-${report.id}-title`} className="text-lg font-semibold break-words">
          {report.title} <span className="text-sm font-normal text-muted-foreground">#{report.id}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <BugStatusBadge status={report.status} />
          <SeverityBadge severity={report.severity} />
          <span>{report.reporter?.name ?? 'Former member'}</span>
          <span>· {formatDayTime(report.createdAt)}</span>
          {report.assignee ? <span>· assigned to {report.assignee.name}</span> : null}
          {report.duplicateOfId !== null ? <span>· duplicate of #{report.duplicateOfId}</span> : null}
        </div>
      </header>
      {actions}
      {report.response !== null ? (
        <section className="grid gap-1 rounded-lg border border-primary/30 bg-primary/5 p-3">
          <h3 className="text-sm font-medium">Answer from the Paytable team</h3>
          <p className="text-sm break-words whitespace-pre-line">{report.response}</p>
          {report.respondedAt !== null ? <p className="text-xs text-muted-foreground">{formatDayTime(report.respondedAt)}</p> : null}
        </section>
      ) : null}
      <section className="grid gap-1">
        <h3 className="text-sm font-medium">What happened</h3>
        <p className="text-sm break-words whitespace-pre-line">{report.description}</p>
      </section>
      {report.stepsToReproduce ? (
        <section className="grid gap-1">
          <h3 className="text-sm font-medium">Steps to reproduce</h3>
          <p className="text-sm break-words whitespace-pre-line">{report.stepsToReproduce}</p>
        </section>
      ) : null}
      {report.pageUrl ? <p className="text-sm break-all">Page: {report.pageUrl}</p> : null}
      {report.screenshots.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="text-sm font-medium">Screenshots</h3>
          <div className="flex flex-wrap gap-2">
            {report.screenshots.map((shot) => (
              <PrivateImage key={shot.id} url={shot.url} alt={`Screenshot ${shot.fileName}`} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="grid gap-2">
        <h3 className="text-sm font-medium">Error reports from the browser ({report.errorReports.length})</h3>
        {report.errorReports.length === 0 ? (
          <p className="text-sm text-muted-foreground">None attached.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Error reports">
            {report.errorReports.map((error, index) => (
              <li key={`${error.timestamp}-${index}`} className="rounded-md border p-2 text-xs">
                <details>
                  <summary className="cursor-pointer break-words">
                    <span className="font-medium uppercase">{error.level}</span> · {formatDayTime(error.timestamp)} · {error.route} — {error.message}
                  </summary>
                  <div className="mt-2 grid gap-1">
                    <p className="break-words text-muted-foreground">{error.userAgent}</p>
                    {error.stack ? <pre tabIndex={0} className="max-h-48 overflow-auto rounded bg-muted p-2 whitespace-pre-wrap">{error.stack}</pre> : null}
                    {error.componentStack ? <pre tabIndex={0} className="max-h-32 overflow-auto rounded bg-muted p-2 whitespace-pre-wrap">{error.componentStack}</pre> : null}
                    {error.context ? <pre tabIndex={0} className="overflow-auto rounded bg-muted p-2">{JSON.stringify(error.context, null, 2)}</pre> : null}
                  </div>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
