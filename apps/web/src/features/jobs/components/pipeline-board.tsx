import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, FileText, UserRound } from 'lucide-react';
import { JobFailure, pipelineStages, type ApplicationStatus, type CompanyApplication } from '@paytable/contracts';
import { selectClassName } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { openApplicationCv, useMoveApplication } from '../api/applications';
import { formatDate, stageLabel } from '../lib/format';
import { notifyJobsError } from '../lib/notify-jobs-error';

type Stage = (typeof pipelineStages)[number];

function MoveForm({ application, companyId }: { application: CompanyApplication; companyId: number }) {
  const move = useMoveApplication(companyId);
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [notes, setNotes] = useState('');
  const submit = (target: ApplicationStatus, note: string) =>
    move.mutate(
      { id: application.id, status: target, notes: note },
      { onSuccess: () => (notify({ variant: 'success', description: `Moved to ${stageLabel(target)}` }), setNotes('')), onError: notifyJobsError(JobFailure.updateApplication) },
    );
  const index = pipelineStages.indexOf(application.status as Stage);
  const previous = index > 0 && application.status !== 'REJECTED' ? pipelineStages[index - 1] : undefined;
  const next = index >= 0 && index < pipelineStages.indexOf('HIRED') ? pipelineStages[index + 1] : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex gap-1">
        <Button size="sm" variant="outline" className="flex-1" disabled={!previous || move.isPending} onClick={() => previous && submit(previous, notes)} aria-label={previous ? `Move back to ${stageLabel(previous)}` : 'No earlier stage'}>
          <ChevronLeft aria-hidden="true" />
          {previous ? stageLabel(previous) : ''}
        </Button>
        <Button size="sm" variant="outline" className="flex-1" disabled={!next || move.isPending} onClick={() => next && submit(next, notes)} aria-label={next ? `Move to ${stageLabel(next)}` : 'No later stage'}>
          {next ? stageLabel(next) : ''}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Move with a note</summary>
        <form
          className="mt-2 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(status, notes);
          }}
        >
          <label htmlFor={`${id}-stage`} className="text-xs font-medium">
            Stage
          </label>
          <select id={`${id}-stage`} className={selectClassName} value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
            {pipelineStages.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel(stage)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`} className="text-xs font-medium">
            Internal note (only your company sees it)
          </label>
          <Textarea id={`${id}-note`} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
          <Button size="sm" type="submit" disabled={move.isPending || status === application.status}>
            Move
          </Button>
        </form>
      </details>
    </div>
  );
}

function ApplicationCard({ application, companyId }: { application: CompanyApplication; companyId: number }) {
  const notes = application.history.filter((entry) => entry.note);
  return (
    <article className="grid gap-2 rounded-lg border bg-background p-3 text-sm" aria-label={application.applicant?.name ?? 'Anonymised applicant'}>
      {application.applicant ? (
        <Link to={application.applicant.profilePath} className="flex items-center gap-1.5 font-medium hover:underline">
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{application.applicant.name}</span>
        </Link>
      ) : (
        <p className="font-medium text-muted-foreground">Anonymised applicant</p>
      )}
      <p className="text-xs text-muted-foreground">Applied {formatDate(application.createdAt)}</p>
      {application.coverLetter ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted-foreground">Cover letter</summary>
          <p className="mt-1 whitespace-pre-line">{application.coverLetter}</p>
        </details>
      ) : null}
      {application.hasCv ? (
        <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => void openApplicationCv(application.id).catch(notifyJobsError(JobFailure.fetchApplications))}>
          <FileText aria-hidden="true" /> CV (PDF)
        </Button>
      ) : null}
      {notes.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted-foreground">Notes ({notes.length})</summary>
          <ul className="mt-1 grid gap-1">
            {notes.map((entry) => (
              <li key={entry.at} className="rounded bg-muted px-2 py-1 text-xs">
                <span className="font-medium">{stageLabel(entry.status)}</span> · {entry.by ?? 'Someone'} · {formatDate(entry.at)}
                <br />
                {entry.note}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {application.status !== 'WITHDRAWN' && !application.anonymised ? <MoveForm application={application} companyId={companyId} /> : null}
    </article>
  );
}

/** The applications of a job as a board of stages; buttons move a card to the previous or next stage. */
export function PipelineBoard({ applications, companyId }: { applications: CompanyApplication[]; companyId: number }) {
  const columns: ApplicationStatus[] = applications.some((application) => application.status === 'WITHDRAWN') ? [...pipelineStages, 'WITHDRAWN'] : [...pipelineStages];
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2" role="region" aria-label="Applications pipeline" tabIndex={0}>
      <ol className="flex gap-3">
        {columns.map((stage) => {
          const inStage = applications.filter((application) => application.status === stage);
          return (
            <li key={stage} className="grid w-64 shrink-0 content-start gap-2 rounded-lg bg-muted/60 p-2" aria-label={`${stageLabel(stage)}: ${inStage.length}`}>
              <h3 className="flex items-center justify-between px-1 text-sm font-semibold">
                {stageLabel(stage)} <span className="rounded-full bg-background px-2 text-xs">{inStage.length}</span>
              </h3>
              {inStage.length === 0 ? <p className="px-1 py-3 text-xs text-muted-foreground">No applications</p> : null}
              {inStage.map((application) => (
                <ApplicationCard key={application.id} application={application} companyId={companyId} />
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
