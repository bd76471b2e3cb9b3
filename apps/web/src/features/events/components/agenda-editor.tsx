import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { EVENT_LIMITS } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** One agenda row as the form holds it: a local time input, a title and an optional speaker. */
export interface AgendaRowDraft {
  key: number;
  start: string;
  title: string;
  speaker: string;
}

/** The agenda of the event form: rows are added, edited and removed; the form sorts them by time. */
export function AgendaEditor({ rows, defaultStart, onChange }: { rows: AgendaRowDraft[]; defaultStart: string; onChange: (rows: AgendaRowDraft[]) => void }) {
  const id = useId();
  const update = (key: number, changes: Partial<AgendaRowDraft>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const add = () => onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, start: rows.at(-1)?.start ?? defaultStart, title: '', speaker: '' }]);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No agenda yet. Add the talks and sessions with their times.</p> : null}
      <ol className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Agenda items">
        {rows.map((row, index) => (
          <li key={row.key} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-md border p-3 sm:grid-cols-[12rem_minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-end [&>*]:min-w-0">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-time-${row.key}`}>Time of item {index + 1}</Label>
              <Input id={`${id}-time-${row.key}`} type="datetime-local" value={row.start} onChange={(change) => update(row.key, { start: change.target.value })} required />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-title-${row.key}`}>Title of item {index + 1}</Label>
              <Input id={`${id}-title-${row.key}`} value={row.title} maxLength={EVENT_LIMITS.agendaTitleMax} onChange={(change) => update(row.key, { title: change.target.value })} required />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-speaker-${row.key}`}>Speaker (optional)</Label>
              <Input id={`${id}-speaker-${row.key}`} value={row.speaker} maxLength={120} onChange={(change) => update(row.key, { speaker: change.target.value })} />
            </div>
            <Button type="button" size="icon" variant="ghost" className="justify-self-start" aria-label={`Remove agenda item ${index + 1}`} onClick={() => onChange(rows.filter((each) => each.key !== row.key))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button type="button" size="sm" variant="outline" className="justify-self-start" disabled={rows.length >= EVENT_LIMITS.agendaMax} onClick={add}>
        <Plus aria-hidden="true" /> Add agenda item
      </Button>
    </div>
  );
}
