import { EVENT_MODE_LIMITS } from '@paytable/contracts';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  heading: number | null;
}

/**
 * The device position, high accuracy with the seed's 5 s timeout (seed 000 §9). Rejects when the browser
 * has no geolocation, the person refused it or it took too long.
 */
export function readDevicePosition(): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, heading: coords.heading === null || Number.isNaN(coords.heading) ? null : coords.heading }),
      (error) => reject(new Error(error.message || 'Position unavailable')),
      { enableHighAccuracy: true, timeout: EVENT_MODE_LIMITS.positionTimeoutMs, maximumAge: 0 },
    );
  });
}

/** Whether event mode is open for an event now: published, from an hour before the start to the end. */
export function isEventModeOpen(event: { status: string; startDateTime: string; endDateTime: string }, now: number): boolean {
  const opens = Date.parse(event.startDateTime) - EVENT_MODE_LIMITS.opensBeforeStartMinutes * 60_000;
  return (event.status === 'PUBLISHED' || event.status === 'POSTPONED') && now >= opens && now < Date.parse(event.endDateTime);
}
