import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Event, NearbyPerson } from '@paytable/contracts';
import { NearbyPeople } from './nearby-people';

const event = { id: 7, title: 'SiGMA Europe' } as Event; // Only its id and title reach the meeting form, which stays closed here.
const people: NearbyPerson[] = [
  { userId: 1, name: 'Ana Lopez', jobTitle: 'Head of Payments', profileImageUrl: null, distanceBand: 'UNDER_50_M' },
  { userId: 2, name: 'Ben Okafor', jobTitle: null, profileImageUrl: null, distanceBand: 'FROM_200_M_TO_1_KM' },
];

describe('NearbyPeople', () => {
  it('shows how far each connection is as a band, with no direction', () => {
    render(
      <MemoryRouter>
        <NearbyPeople event={event} people={people} />
      </MemoryRouter>,
    );
    const [ana, ben] = within(screen.getByRole('list', { name: 'People nearby' })).getAllByRole('listitem');
    expect(ana).toHaveTextContent('under 50 m away');
    expect(ben).toHaveTextContent('200 m–1 km away');
    expect(screen.getByRole('list', { name: 'People nearby' })).not.toHaveTextContent(/north|south|east|west/);
  });

  it('says so when no connection shares nearby', () => {
    render(
      <MemoryRouter>
        <NearbyPeople event={event} people={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('None of your connections is sharing near you yet. They appear here as they share their location at this event.')).toBeInTheDocument();
  });
});
