import { useId, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { ChevronLeft, ChevronRight, FileText, GripVertical, UserRound } from 'lucide-react';
import { JobFailure, pipelineStages, type ApplicationStatus, type CompanyApplication } from '@paytable/contracts';
import { selectClassName } from '@/components/filter-select';
import { ActiveContentWarning } from '@/components/active-content-warning';
import { ScrollFades } from '@/components/scroll-shadows';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { openApplicationCv, useMoveApplication } from '../api/applications';
import { stageLabel } from '../lib/format';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useMediaQuery } from '@/lib/use-media-query';
import { useScrollEdges } from '@/lib/use-scroll-edges';

type Stage = (typeof pipelineStages)[number];

function MoveForm({ application, companyId }: { application: CompanyApplication; companyId: number }) {
  const move = useMoveApplication(companyId);
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [notes, setNotes] = useState('');
  const submit = (target: ApplicationStatus, note: string) => move.mutate({ id: application.id, status: target, notes: note }, { onSuccess: () => setNotes('') });
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

const applicantName = (application: CompanyApplication) => application.applicant?.name ?? 'Anonymised applicant';
const movable = (application: CompanyApplication) => application.status !== 'WITHDRAWN' && !application.anonymised;

function ApplicationCard({ application, companyId, draggable }: { application: CompanyApplication; companyId: number; draggable: boolean }) {
  const notes = application.history.filter((entry) => entry.note);
  const { setNodeRef, transform, isDragging, attributes, listeners } = useDraggable({ id: application.id, disabled: !draggable || !movable(application) });
  const style: CSSProperties | undefined = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <article
      ref={setNodeRef}
      style={style}
      className={cn('grid gap-2 rounded-lg border bg-background p-3 text-sm', isDragging && 'relative z-10 shadow-lg ring-2 ring-primary')}
      aria-label={applicantName(application)}
    >
      <div className="flex items-start gap-1">
        {application.applicant ? (
          <Link to={application.applicant.profilePath} className="flex min-w-0 flex-1 items-center gap-1.5 font-medium hover:underline">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{application.applicant.name}</span>
          </Link>
        ) : (
          <p className="flex-1 font-medium text-muted-foreground">Anonymised applicant</p>
        )}
        {draggable && movable(application) ? (
          <button
            type="button"
            className="-m-1 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
            aria-label={`Drag ${applicantName(application)} to another stage`}
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">Applied {formatDate(application.createdAt)}</p>
      {application.coverLetter ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted-foreground">Cover letter</summary>
          <p className="mt-1 whitespace-pre-line">{application.coverLetter}</p>
        </details>
      ) : null}
      {application.hasCv ? (
        <Button size="sm" variant="ghost" className="justify-self-start" onClick={() => void openApplicationCv(application.id).catch(notifyErrorOf(JobFailure.fetchApplications))}>
          <FileText aria-hidden="true" /> CV (PDF)
        </Button>
      ) : null}
      {application.hasCv && application.cvActiveContent ? <ActiveContentWarning /> : null}
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
      {movable(application) ? <MoveForm application={application} companyId={companyId} /> : null}
    </article>
  );
}

const stageOf = (id: UniqueIdentifier | undefined) => (typeof id === 'string' ? (id as ApplicationStatus) : undefined);

/**
 * Keyboard moves jump a lifted card a whole column left or right (the default sensor nudges it 25 px an
 * arrow press); up and down do nothing, a column has no order.
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect, over } }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  // The column the card is in: the one under its centre (collision detection may not have run yet).
  const centre = collisionRect.left + collisionRect.width / 2;
  const under = columns.findIndex(([, rect]) => centre >= rect.left && centre <= rect.left + rect.width);
  const current = under !== -1 ? under : columns.findIndex(([id]) => id === over?.id);
  const target = columns[Math.max(0, current + (event.code === 'ArrowRight' ? 1 : -1))];
  if (!target) return undefined;
  const [, rect] = target;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 40 };
};

const instructions = {
  draggable:
    'To move an application to another stage, press space or enter on its handle, choose the stage with the left and right arrow keys, and press space or enter again. Escape cancels.',
};

function StageColumn({ stage, applications, companyId }: { stage: ApplicationStatus; applications: CompanyApplication[]; companyId: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: stage === 'WITHDRAWN' });
  return (
    <li
      ref={setNodeRef}
      className={cn('grid w-64 shrink-0 content-start gap-2 rounded-lg bg-muted/60 p-2 transition-colors', isOver && 'bg-primary/10 ring-2 ring-primary/40')}
      aria-label={`${stageLabel(stage)}: ${applications.length}`}
    >
      <h3 className="flex items-center justify-between px-1 text-sm font-semibold">
        {stageLabel(stage)} <span className="rounded-full bg-background px-2 text-xs">{applications.length}</span>
      </h3>
      <StageCards applications={applications} companyId={companyId} draggable />
    </li>
  );
}

function StageCards({ applications, companyId, draggable }: { applications: CompanyApplication[]; companyId: number; draggable: boolean }) {
  if (applications.length === 0) return <p className="px-1 py-3 text-xs text-muted-foreground">No applications</p>;
  return applications.map((application) => <ApplicationCard key={application.id} application={application} companyId={companyId} draggable={draggable} />);
}

type StagesProps = { columns: ApplicationStatus[]; inStage: (stage: ApplicationStatus) => CompanyApplication[]; companyId: number };

/** How far one arrow press scrolls the board: a column (w-64) and its gap. */
const COLUMN_STEP_PX = 268;

/**
 * Wide screens: every stage as a column. The board scrolls sideways inside itself (the page never does);
 * when it holds more than fits, fades mark the hidden side and a labelled pair of arrows steps a column.
 */
function StageColumns({ columns, inStage, companyId }: StagesProps) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const edges = useScrollEdges(scroller);
  const hintId = useId();
  const scrollable = edges.start || edges.end;
  const step = (direction: 1 | -1) => scroller?.scrollBy({ left: direction * COLUMN_STEP_PX, behavior: 'smooth' });
  return (
    <div className="grid min-w-0 gap-2">
      {scrollable ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-sm text-muted-foreground">
            {columns.length} stages: scroll sideways or use the arrows to see them all.
          </p>
          <div className="flex gap-1">
            <Button size="sm" variant="outline" disabled={!edges.start} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" /> Earlier stages
            </Button>
            <Button size="sm" variant="outline" disabled={!edges.end} onClick={() => step(1)}>
              Later stages <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : null}
      <div className="relative min-w-0" data-scrolls-start={edges.start || undefined} data-scrolls-end={edges.end || undefined}>
        <div
          ref={setScroller}
          className="overflow-x-auto overscroll-x-contain rounded-sm pb-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-label="Applications pipeline"
          aria-describedby={scrollable ? hintId : undefined}
          tabIndex={0}
        >
          <ol className="flex gap-3">
            {columns.map((stage) => (
              <StageColumn key={stage} stage={stage} companyId={companyId} applications={inStage(stage)} />
            ))}
          </ol>
        </div>
        <ScrollFades edges={edges} />
      </div>
    </div>
  );
}

/**
 * Phones: one stage at a time, chosen from a list that counts each stage. Until one is chosen, the first
 * stage holding applications shows, so a lone candidate is never out of sight.
 */
function StagePicker({ columns, inStage, companyId }: StagesProps) {
  const pickerId = useId();
  const [chosen, setChosen] = useState<ApplicationStatus | null>(null);
  const stage = chosen !== null && columns.includes(chosen) ? chosen : (columns.find((each) => inStage(each).length > 0) ?? columns[0]!);
  const shown = inStage(stage);
  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={pickerId}>Show stage</Label>
        <select id={pickerId} className={selectClassName} value={stage} onChange={(event) => setChosen(event.target.value as ApplicationStatus)}>
          {columns.map((each) => (
            <option key={each} value={each}>
              {stageLabel(each)} ({inStage(each).length})
            </option>
          ))}
        </select>
      </div>
      <section className="grid min-w-0 gap-2 rounded-lg bg-muted/60 p-2" aria-label={`${stageLabel(stage)}: ${shown.length}`} aria-live="polite">
        <StageCards applications={shown} companyId={companyId} draggable={false} />
      </section>
    </div>
  );
}

/** From this width the stages show side by side as columns; below it, one at a time. */
const COLUMNS_MEDIA = '(min-width: 768px)';

/**
 * The applications of a job as a board of stages. A card moves by dragging its handle to a column (with
 * a pointer, or with the keyboard: space to lift, arrows between columns, space to drop, announced to
 * screen readers), by the buttons to the previous or next stage, or with a note to any stage. Every move
 * is confirmed by a toast (`useMoveApplication`).
 */
export function PipelineBoard({ applications, companyId }: { applications: CompanyApplication[]; companyId: number }) {
  const move = useMoveApplication(companyId);
  const wide = useMediaQuery(COLUMNS_MEDIA);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }));
  const byId = new Map(applications.map((application) => [application.id, application]));
  const nameOf = (id: UniqueIdentifier) => {
    const application = byId.get(Number(id));
    return application ? applicantName(application) : 'The application';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${stageLabel(stageOf(over.id)!)}.` : `${nameOf(active.id)} is not over a stage.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped on ${stageLabel(stageOf(over.id)!)}.` : `${nameOf(active.id)} was not moved.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const application = byId.get(Number(active.id));
    const target = stageOf(over?.id);
    if (!application || !target || target === application.status) return;
    move.mutate({ id: application.id, status: target, notes: '' });
  };
  const columns: ApplicationStatus[] = applications.some((application) => application.status === 'WITHDRAWN') ? [...pipelineStages, 'WITHDRAWN'] : [...pipelineStages];
  const inStage = (stage: ApplicationStatus) => applications.filter((application) => application.status === stage);
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: instructions }}>
      {wide ? <StageColumns columns={columns} inStage={inStage} companyId={companyId} /> : <StagePicker columns={columns} inStage={inStage} companyId={companyId} />}
    </DndContext>
  );
}
