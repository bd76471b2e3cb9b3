import { useCallback, useId, useState } from 'react';
import { EVENT_MODE_LIMITS, EventModeMessage, type Event, type NearbyState } from '@paytable/contracts';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notify';
import { usePollSubscription } from '@/lib/realtime/use-realtime';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useSharing } from '../api/event-mode';
import { isEventModeOpen, readDevicePosition, type DevicePosition } from '../lib/device-position';
import { useEventModeStore } from '../lib/event-mode-state';
import { NearbyPeople } from './nearby-people';
import { SavedLocations } from './saved-locations';

const summaryOf = (event: Event) => ({ id: event.id, title: event.title, startDateTime: event.startDateTime, endDateTime: event.endDateTime, location: event.location });

/**
 * The event mode panel of an event I attend while it runs: the event mode switch (seed 001 §4), the
 * location sharing switch, my connections sharing near me (a distance band each, refreshed by the
 * active_location_tracking poll, which carries my position) and my saved places.
 */
export function EventModePanel({ event }: { event: Event }) {
  const mode = useEventModeStore();
  const sharing = useSharing(event.id);
  const [here, setHere] = useState<DevicePosition | null>(null);
  const [error, setError] = useState('');
  const [openedAt] = useState(() => Date.now());
  const ids = { mode: useId(), share: useId() };
  const forThis = mode.isEventModeEnabled && mode.activeEventId === event.id;
  const sharingHere = forThis && mode.locationSharingEnabled;
  const { dispatch } = mode;

  const showState = useCallback(
    (state: NearbyState) => {
      dispatch({ type: 'replaceShares', shares: state.nearby.map((person) => ({ ...person, id: person.userId })) });
      // The server stopped the share (the event ended, the attendance went): the switches follow.
      if (!state.sharing) {
        dispatch({ type: 'setLocationSharing', enabled: false });
        dispatch({ type: 'setActiveTracking', enabled: false });
      }
    },
    [dispatch],
  );
  // The poll asks the device for its position before each request; without one it polls all the same.
  const freshPosition = useCallback(async () => {
    const position = await readDevicePosition();
    setHere(position);
    return { ...position };
  }, []);
  usePollSubscription('active_location_tracking', sharingHere && mode.activeTrackingEnabled ? { radiusM: EVENT_MODE_LIMITS.defaultRadiusM } : null, (update) => showState(update.data as NearbyState), undefined, freshPosition);

  const stopSharing = (after?: () => void) =>
    sharing.stop.mutate(undefined, {
      onSuccess: () => {
        dispatch({ type: 'setLocationSharing', enabled: false });
        dispatch({ type: 'setActiveTracking', enabled: false });
        notify({ variant: 'success', description: EventModeMessage.sharingStopped });
        after?.();
      },
      onError: notifyErrorOf('Failed to stop sharing your location'),
    });

  const setEventMode = (on: boolean) => {
    if (on) dispatch({ type: 'setActiveEvent', event: summaryOf(event) });
    else if (sharingHere) stopSharing(() => dispatch({ type: 'disable' }));
    else dispatch({ type: 'disable' });
  };

  const setSharing = async (on: boolean) => {
    setError('');
    if (!on) {
      stopSharing();
      return;
    }
    let position: DevicePosition;
    try {
      position = await readDevicePosition();
    } catch {
      setError('We could not read your location. Allow location access in your browser to share it.');
      return;
    }
    setHere(position);
    sharing.start.mutate(position, {
      onSuccess: (state) => {
        dispatch({ type: 'setLocationSharing', enabled: true });
        dispatch({ type: 'setActiveTracking', enabled: true });
        showState(state);
        notify({ variant: 'success', description: EventModeMessage.sharingStarted });
      },
      onError: notifyErrorOf('Failed to share your location'),
    });
  };

  if (event.myAttendance === null) return <p className="text-sm text-muted-foreground">Attend this event to use event mode: find people near you and save your booth or meeting points.</p>;
  if (!isEventModeOpen(event, openedAt)) return <p className="text-sm text-muted-foreground">Event mode opens an hour before the event starts and closes when it ends.</p>;
  const busy = sharing.start.isPending || sharing.stop.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={ids.mode} className="text-sm font-medium">
          Event mode
          <span className="block text-xs font-normal text-muted-foreground">
            {mode.isEventModeEnabled && mode.activeEventDetails && !forThis ? `On for ${mode.activeEventDetails.title}; switch it on here to move it.` : 'People near you, your saved places.'}
          </span>
        </label>
        <Switch id={ids.mode} checked={forThis} disabled={busy} onCheckedChange={setEventMode} />
      </div>
      {forThis ? (
        <>
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={ids.share} className="text-sm font-medium">
              Share my location
              <span className="block text-xs font-normal text-muted-foreground">Your connections who share here too see roughly how far you are, never where or which way. Stopping deletes your position.</span>
            </label>
            <Switch id={ids.share} checked={sharingHere} disabled={busy} onCheckedChange={(on) => void setSharing(on)} />
          </div>
          {error ? (
            <p role="status" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <section className="grid gap-2" aria-labelledby={`${ids.mode}-nearby`}>
            <h3 id={`${ids.mode}-nearby`} className="text-sm font-semibold">
              Nearby
            </h3>
            {sharingHere ? <NearbyPeople event={event} people={mode.activeLocationShares} /> : <p className="text-sm text-muted-foreground">Share your location to see your connections who share theirs near you.</p>}
          </section>
          <section className="grid gap-2" aria-labelledby={`${ids.mode}-places`}>
            <h3 id={`${ids.mode}-places`} className="text-sm font-semibold">
              Saved places
            </h3>
            <SavedLocations eventId={event.id} here={here} onPosition={setHere} />
          </section>
        </>
      ) : null}
    </div>
  );
}
