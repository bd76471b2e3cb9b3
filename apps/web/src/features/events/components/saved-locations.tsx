import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { bearingDegrees, compassOf, distanceMetres, EVENT_MODE_LIMITS, EventModeMessage, roundedDistance, savedLocationKindLabels, savedLocationKinds, type SavedLocationKind } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useSavedLocations } from '../api/event-mode';
import { readDevicePosition, type DevicePosition } from '../lib/device-position';
import { DirectionArrow, distanceText } from './nearby-people';

/** My booth, meeting points: saved where I stand, shown with the way from my last known position. */
export function SavedLocations({ eventId, here, onPosition }: { eventId: number; here: DevicePosition | null; onPosition: (position: DevicePosition) => void }) {
  const { list, save, remove } = useSavedLocations(eventId, true);
  const [kind, setKind] = useState<SavedLocationKind>('BOOTH');
  const [label, setLabel] = useState('');
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState('');
  const ids = { kind: useId(), label: useId() };
  const submit = async (form: FormEvent) => {
    form.preventDefault();
    setError('');
    setLocating(true);
    try {
      const position = await readDevicePosition();
      onPosition(position);
      save.mutate(
        { kind, label: label.trim() || savedLocationKindLabels[kind], latitude: position.latitude, longitude: position.longitude },
        { onSuccess: () => { setLabel(''); notify({ variant: 'success', description: EventModeMessage.locationSaved }); }, onError: notifyErrorOf('Failed to save the location') },
      );
    } catch {
      setError('We could not read your location. Allow location access to save this spot.');
    } finally {
      setLocating(false);
    }
  };
  return (
    <div className="grid gap-3">
      {list.isPending ? <ListSkeleton rows={1} label="Loading saved places" /> : null}
      {list.isError ? <DataError context="saved places" onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <p className="text-sm text-muted-foreground">No saved places yet. Save your booth or a meeting point where you stand.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="Saved places">
          {list.data.map((place) => {
            const direction = here ? compassOf(bearingDegrees(here, place)) : null;
            return (
              <li key={place.id} className="flex min-w-0 items-center gap-2 rounded-md border p-2 text-sm">
                {direction ? <DirectionArrow direction={direction} heading={here?.heading ?? null} /> : null}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{place.label}</p>
                  <p className="text-xs text-muted-foreground">
                    {savedLocationKindLabels[place.kind]}
                    {here && direction ? ` · ${distanceText(roundedDistance(distanceMetres(here, place)), direction)}` : ''}
                  </p>
                </div>
                <Button size="icon" variant="ghost" aria-label={`Remove ${place.label}`} disabled={remove.isPending} onClick={() => remove.mutate(place.id, { onError: notifyErrorOf('Failed to remove the location') })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form onSubmit={(form) => void submit(form)} className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-end" aria-label="Save this spot">
        <div className="grid gap-1">
          <Label htmlFor={ids.kind}>Kind</Label>
          <select id={ids.kind} className="h-9 rounded-md border bg-background px-2 text-sm" value={kind} onChange={(change) => setKind(change.target.value as SavedLocationKind)}>
            {savedLocationKinds.map((each) => (
              <option key={each} value={each}>
                {savedLocationKindLabels[each]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.label}>Name</Label>
          <Input id={ids.label} value={label} maxLength={EVENT_MODE_LIMITS.labelMax} placeholder="Stand B12" onChange={(change) => setLabel(change.target.value)} />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={locating || save.isPending}>
          {locating ? 'Locating…' : 'Save this spot'}
        </Button>
      </form>
      {error ? (
        <p role="status" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
