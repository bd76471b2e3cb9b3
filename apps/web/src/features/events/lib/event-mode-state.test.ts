import { describe, expect, it } from 'vitest';
import type { NearbyPerson } from '@paytable/contracts';
import { eventModeReducer, initialEventMode, type EventModeState } from './event-mode-state';

const summary = { id: 7, title: 'SiGMA Europe', startDateTime: '2027-11-10T08:00:00.000Z', endDateTime: '2027-11-12T17:00:00.000Z', location: 'Valletta' };
const person = (id: number, distanceBand: NearbyPerson['distanceBand'] = 'UNDER_50_M'): NearbyPerson & { id: number } => ({ id, userId: id, name: `P${id}`, jobTitle: null, profileImageUrl: null, distanceBand });
const on: EventModeState = { ...initialEventMode, isEventModeEnabled: true, activeEventId: 7, activeEventDetails: summary, locationSharingEnabled: true, activeTrackingEnabled: true, activeLocationShares: [person(1)] };
const run = (state: EventModeState, action: Parameters<typeof eventModeReducer>[1]) => eventModeReducer(state, action, 1_000);

describe('event mode state (seed 001 §4)', () => {
  it('toggling flips it; switching off also turns off location sharing', () => {
    expect(run(initialEventMode, { type: 'toggle' })).toMatchObject({ isEventModeEnabled: true, locationSharingEnabled: false, lastUpdated: 1_000 });
    expect(run(on, { type: 'toggle' })).toMatchObject({ isEventModeEnabled: false, locationSharingEnabled: false, activeEventId: 7 });
  });

  it('enabling sets it on; disabling turns off sharing and clears the active event', () => {
    expect(run(initialEventMode, { type: 'enable' }).isEventModeEnabled).toBe(true);
    expect(run(on, { type: 'disable' })).toMatchObject({ isEventModeEnabled: false, locationSharingEnabled: false, activeEventId: null, activeEventDetails: null });
  });

  it('setting an active event stores its summary and turns event mode on; clearing it turns event mode and sharing off', () => {
    expect(run(initialEventMode, { type: 'setActiveEvent', event: summary })).toMatchObject({ activeEventId: 7, activeEventDetails: summary, isEventModeEnabled: true });
    expect(run(on, { type: 'clearActiveEvent' })).toMatchObject({ activeEventId: null, activeEventDetails: null, isEventModeEnabled: false, locationSharingEnabled: false });
  });

  it('turning active tracking off clears active location shares; sharing is set as asked', () => {
    expect(run(on, { type: 'setActiveTracking', enabled: false })).toMatchObject({ activeTrackingEnabled: false, activeLocationShares: [] });
    expect(run(initialEventMode, { type: 'setActiveTracking', enabled: true }).activeTrackingEnabled).toBe(true);
    expect(run(initialEventMode, { type: 'setLocationSharing', enabled: true }).locationSharingEnabled).toBe(true);
  });

  it('adding a share replaces the one with the same id, otherwise appends', () => {
    const moved = run(on, { type: 'addShare', share: person(1, 'FROM_50_TO_200_M') });
    expect(moved.activeLocationShares).toEqual([person(1, 'FROM_50_TO_200_M')]);
    expect(run(moved, { type: 'addShare', share: person(2) }).activeLocationShares.map((share) => share.id)).toEqual([1, 2]);
    expect(run(on, { type: 'replaceShares', shares: [] }).activeLocationShares).toEqual([]);
  });
});
