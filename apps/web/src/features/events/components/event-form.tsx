import { useState, type FormEvent } from 'react';
import { EventMessage, eventTypeLabels, eventTypes, type Event, type EventInput, type EventType } from '@paytable/contracts';
import { selectClassName } from '@/components/filter-select';
import { CheckboxField, FieldError, InputField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { fromLocalInput, toLocalInput } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { AgendaEditor, type AgendaRowDraft } from './agenda-editor';

/** Time zones offered: where the industry meets (any IANA name is accepted by the server). */
const TIME_ZONES = ['UTC', 'Europe/London', 'Europe/Malta', 'Europe/Madrid', 'Europe/Lisbon', 'Europe/Amsterdam', 'Europe/Berlin', 'Europe/Warsaw', 'Asia/Nicosia', 'Europe/Gibraltar', 'America/Toronto', 'America/New_York', 'America/Los_Angeles', 'America/Sao_Paulo', 'Asia/Manila', 'Asia/Dubai'];

type Draft = {
  title: string;
  type: EventType;
  description: string;
  start: string;
  end: string;
  timeZone: string;
  location: string;
  venue: string;
  address: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  onlineUrl: string;
  tags: string;
  isPublic: boolean;
  publish: boolean;
  agenda: AgendaRowDraft[];
};

function draftOf(event: Event | undefined): Draft {
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setHours(9, 0, 0, 0);
  return {
    title: event?.title ?? '',
    type: event?.type ?? 'CONFERENCE',
    description: event?.description ?? '',
    start: event ? toLocalInput(event.startDateTime) : toLocalInput(start.toISOString()),
    end: event ? toLocalInput(event.endDateTime) : toLocalInput(new Date(start.getTime() + 8 * 3_600_000).toISOString()),
    timeZone: event?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    location: event?.location ?? '',
    venue: event?.venue ?? '',
    address: event?.address ?? '',
    city: event?.city ?? '',
    country: event?.country ?? '',
    latitude: event?.latitude?.toString() ?? '',
    longitude: event?.longitude?.toString() ?? '',
    onlineUrl: event?.onlineUrl ?? '',
    tags: event?.tags.join(', ') ?? '',
    isPublic: event?.isPublic ?? true,
    publish: false,
    agenda: (event?.agenda ?? []).map((item, index) => ({ key: index + 1, start: toLocalInput(item.startsAt), title: item.title, speaker: item.speaker ?? '' })),
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Where an error shows: a field of the draft, or `place` (the where-card as a whole: venue, city, location line or link). */
type ErrorKey = keyof Draft | 'place';
type FieldErrors = Partial<Record<ErrorKey, string>>;

/** The request's field names where the form's differ. */
const DRAFT_KEY_OF: Record<string, keyof Draft> = { startDateTime: 'start', endDateTime: 'end' };
const DRAFT_KEYS = new Set<string>(Object.keys(draftOf(undefined)));
/** The fields of which one is required (a place, or a link for an online event). */
const PLACE_KEYS = ['venue', 'city', 'location', 'onlineUrl'] as const;

/**
 * A refused save's field errors by the form's keys: `agenda.2.title` lands on the agenda, and the
 * place rule (reported on `location`) on the where-card as a whole.
 */
export function eventFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    const field = path.split('.')[0]!;
    const key: ErrorKey | undefined = message === EventMessage.placeRequired ? 'place' : (DRAFT_KEY_OF[field] ?? (DRAFT_KEYS.has(field) ? (field as keyof Draft) : undefined));
    if (key && !(key in errors)) errors[key] = message;
  }
  return errors;
}

/** The checks the form can make before asking (the server makes them all again). */
const endsBeforeStart = (draft: Draft) => draft.start !== '' && draft.end !== '' && Date.parse(draft.end) <= Date.parse(draft.start);

function draftErrors(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (endsBeforeStart(draft)) errors.end = EventMessage.endBeforeStart;
  if (PLACE_KEYS.every((key) => draft[key].trim() === '')) errors.place = EventMessage.placeRequired;
  return errors;
}

function inputOf(draft: Draft): EventInput {
  return {
    title: draft.title,
    type: draft.type,
    description: draft.description || null,
    startDateTime: fromLocalInput(draft.start),
    endDateTime: fromLocalInput(draft.end),
    timeZone: draft.timeZone,
    location: draft.location || null,
    venue: draft.venue || null,
    address: draft.address || null,
    city: draft.city || null,
    country: draft.country || null,
    latitude: numberOrNull(draft.latitude),
    longitude: numberOrNull(draft.longitude),
    onlineUrl: draft.onlineUrl || null,
    tags: draft.tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    // In time order; rows left without a title are dropped rather than refused.
    agenda: draft.agenda
      .filter((row) => row.title.trim() !== '' && row.start !== '')
      .map((row) => ({ startsAt: fromLocalInput(row.start), title: row.title.trim(), speaker: row.speaker.trim() || null }))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    isPublic: draft.isPublic,
    ...(draft.publish ? { status: 'PUBLISHED' as const } : {}),
  };
}

/**
 * Create or edit an event. The server checks everything again; a refusal (`error`, the save's last
 * failure) puts each message on its field, and a field's message goes once the field is changed.
 */
export function EventForm({ event, pending, error, onSubmit }: { event?: Event; pending: boolean; error?: unknown; onSubmit: (input: EventInput) => void }) {
  const [draft, setDraft] = useState(() => draftOf(event));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new refusal from the server: its messages replace what was shown.
  const [seenError, setSeenError] = useState(error);
  if (seenError !== error) {
    setSeenError(error);
    if (error) setErrors(eventFieldErrors(error));
  }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const placeKey = (PLACE_KEYS as readonly string[]).includes(key);
      if (!(key in current) && !(placeKey && 'place' in current)) return current;
      const rest: FieldErrors = { ...current };
      delete rest[key];
      if (placeKey) delete rest.place;
      return rest;
    });
  };
  const text = (key: keyof Draft) => ({ value: String(draft[key]), error: errors[key], onChange: (change: { target: { value: string } }) => set(key, change.target.value as never) });
  /** A field of the where-card: marked with the card's place error too. */
  const place = (key: (typeof PLACE_KEYS)[number]) => ({ ...text(key), ...(errors.place && !errors[key] ? { 'aria-invalid': true, 'aria-describedby': 'event-place-error' } : {}) });
  const submit = (form: FormEvent) => {
    form.preventDefault();
    const found = draftErrors(draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    onSubmit(inputOf(draft));
  };
  const canPublish = event === undefined || event.status === 'DRAFT';
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">What and when</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <InputField label="Title" required minLength={3} maxLength={160} {...text('title')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-type">Type</Label>
            <select id="event-type" className={`${selectClassName} h-10`} value={draft.type} aria-invalid={errors.type ? true : undefined} aria-describedby={errors.type ? 'event-type-error' : undefined} onChange={(change) => set('type', change.target.value as EventType)}>
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {eventTypeLabels[type]}
                </option>
              ))}
            </select>
            <FieldError id="event-type-error" message={errors.type} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-zone">Time zone</Label>
            <select id="event-zone" className={`${selectClassName} h-10`} value={draft.timeZone} aria-invalid={errors.timeZone ? true : undefined} aria-describedby={errors.timeZone ? 'event-zone-error' : undefined} onChange={(change) => set('timeZone', change.target.value)}>
              {[...new Set([draft.timeZone, ...TIME_ZONES])].map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            <FieldError id="event-zone-error" message={errors.timeZone} />
          </div>
          <InputField label="Starts" type="datetime-local" required {...text('start')} hint="In your device's time" />
          {/* Said as soon as the times disagree, not only on saving. */}
          <InputField label="Ends" type="datetime-local" required {...text('end')} error={errors.end ?? (endsBeforeStart(draft) ? EventMessage.endBeforeStart : undefined)} />
          <div className="sm:col-span-2">
            <TextareaField label="Description" optional rows={5} maxLength={10_000} {...text('description')} />
          </div>
          <div className="sm:col-span-2">
            <InputField label="Topics" optional hint="Comma-separated, e.g. Payments, Compliance" {...text('tags')} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Where</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1 sm:col-span-2">
            <p id="event-place-hint" className="text-sm text-muted-foreground">
              A location or an online link is required: give a venue, a city or a short location line, or the online link of an online event.
            </p>
            {errors.place ? (
              <p id="event-place-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.place}
              </p>
            ) : null}
          </div>
          <InputField label="Venue" {...place('venue')} />
          <InputField label="Address" optional {...text('address')} />
          <InputField label="City" {...place('city')} />
          <InputField label="Country code" optional maxLength={2} hint="Two letters, e.g. MT" {...text('country')} />
          <InputField label="Latitude" optional inputMode="decimal" hint="For the location search" {...text('latitude')} />
          <InputField label="Longitude" optional inputMode="decimal" {...text('longitude')} />
          <InputField label="Short location line" hint="Shown in lists; defaults to venue and city" {...place('location')} />
          <InputField label="Online link" type="url" placeholder="https://" {...place('onlineUrl')} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Agenda</CardTitle>
        </CardHeader>
        <CardContent>
          <AgendaEditor rows={draft.agenda} defaultStart={draft.start} onChange={(agenda) => set('agenda', agenda)} />
          <FieldError id="event-agenda-error" message={errors.agenda} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <CheckboxField label="Public event" hint="Visitors see it too; otherwise signed-in members only." checked={draft.isPublic} onChange={(change) => set('isPublic', change.target.checked)} />
          {canPublish ? <CheckboxField label="Publish now" hint="People who attended your earlier events are told of a public event." checked={draft.publish} onChange={(change) => set('publish', change.target.checked)} /> : null}
        </CardContent>
      </Card>
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : event ? 'Save changes' : draft.publish ? 'Create and publish' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
