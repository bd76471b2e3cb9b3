import { create } from 'zustand';
import type { Event, NearbyPerson, SavedLocation } from '@paytable/contracts';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

/** Seed 001 §3 Event mode state. Shares are the people event mode shows (each with its id, the user id). */
export interface EventModeState {
  isEventModeEnabled: boolean;
  activeEventId: number | null;
  activeEventDetails: Pick<Event, 'id' | 'title' | 'startDateTime' | 'endDateTime' | 'location'> | null;
  locationSharingEnabled: boolean;
  activeTrackingEnabled: boolean;
  savedLocations: SavedLocation[];
  activeLocationShares: (NearbyPerson & { id: number })[];
  lastUpdated: number | null;
}

export type EventModeAction =
  | { type: 'toggle' }
  | { type: 'enable' }
  | { type: 'disable' }
  | { type: 'setActiveEvent'; event: NonNullable<EventModeState['activeEventDetails']> }
  | { type: 'clearActiveEvent' }
  | { type: 'setLocationSharing'; enabled: boolean }
  | { type: 'setActiveTracking'; enabled: boolean }
  | { type: 'setSavedLocations'; locations: SavedLocation[] }
  | { type: 'addShare'; share: EventModeState['activeLocationShares'][number] }
  | { type: 'replaceShares'; shares: EventModeState['activeLocationShares'] };

export const initialEventMode: EventModeState = {
  isEventModeEnabled: false,
  activeEventId: null,
  activeEventDetails: null,
  locationSharingEnabled: false,
  activeTrackingEnabled: false,
  savedLocations: [],
  activeLocationShares: [],
  lastUpdated: null,
};

/** Every transition of seed 001 §4 Event mode; each stamps lastUpdated. */
export function eventModeReducer(state: EventModeState, action: EventModeAction, now: number = Date.now()): EventModeState {
  const next = (changes: Partial<EventModeState>): EventModeState => ({ ...state, ...changes, lastUpdated: now });
  switch (action.type) {
    // Toggling flips it; switching off also turns off location sharing.
    case 'toggle':
      return state.isEventModeEnabled ? next({ isEventModeEnabled: false, locationSharingEnabled: false }) : next({ isEventModeEnabled: true });
    case 'enable':
      return next({ isEventModeEnabled: true });
    // Disabling turns off sharing and clears the active event.
    case 'disable':
      return next({ isEventModeEnabled: false, locationSharingEnabled: false, activeEventId: null, activeEventDetails: null });
    // Setting an active event stores its summary and turns event mode on.
    case 'setActiveEvent':
      return next({ activeEventId: action.event.id, activeEventDetails: action.event, isEventModeEnabled: true });
    // Clearing the active event turns event mode and sharing off.
    case 'clearActiveEvent':
      return next({ activeEventId: null, activeEventDetails: null, isEventModeEnabled: false, locationSharingEnabled: false });
    case 'setLocationSharing':
      return next({ locationSharingEnabled: action.enabled });
    // Turning active tracking off clears active location shares.
    case 'setActiveTracking':
      return action.enabled ? next({ activeTrackingEnabled: true }) : next({ activeTrackingEnabled: false, activeLocationShares: [] });
    case 'setSavedLocations':
      return next({ savedLocations: action.locations });
    // Adding a share replaces the one with the same id, otherwise appends.
    case 'addShare': {
      const at = state.activeLocationShares.findIndex((share) => share.id === action.share.id);
      const shares = at === -1 ? [...state.activeLocationShares, action.share] : state.activeLocationShares.map((share, index) => (index === at ? action.share : share));
      return next({ activeLocationShares: shares });
    }
    case 'replaceShares':
      return next({ activeLocationShares: action.shares });
  }
}

/** The switches and the active event survive a reload; other people and places are read again. */
const PERSISTED = ['isEventModeEnabled', 'activeEventId', 'activeEventDetails', 'locationSharingEnabled', 'activeTrackingEnabled', 'lastUpdated'] as const;

function readPersisted(): EventModeState {
  try {
    const stored = JSON.parse(safeStorage.get(storageKeys.eventMode) ?? 'null') as Partial<EventModeState> | null;
    if (stored === null || typeof stored !== 'object') return initialEventMode;
    return { ...initialEventMode, ...Object.fromEntries(PERSISTED.filter((key) => key in stored).map((key) => [key, stored[key]])) };
  } catch {
    return initialEventMode;
  }
}

type EventModeStore = EventModeState & { dispatch: (action: EventModeAction) => void };

/** The device's event mode (one active event at a time), kept in localStorage. */
export const useEventModeStore = create<EventModeStore>((set, get) => ({
  ...readPersisted(),
  dispatch(action) {
    const state = eventModeReducer(get(), action);
    safeStorage.set(storageKeys.eventMode, JSON.stringify(Object.fromEntries(PERSISTED.map((key) => [key, state[key]]))));
    set(state);
  },
}));
