import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attendee, Event, Meeting } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { fromZoneInput, toZoneInput } from '../lib/format';
import { AttendeesCard } from './attendees-card';
import { MeetingsPanel } from './meetings-panel';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

/** No delay between keystrokes: typing never races a busy machine's clock. */
const user = userEvent.setup({ delay: null });
// A file's first render loads Radix and the screen's modules cold; on a busy two-core machine that can outlast 5 s.
vi.setConfig({ testTimeout: 20_000 });

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const page = <T,>(content: T[]) => envelope({ content, totalElements: content.length, totalPages: content.length > 0 ? 1 : 0, number: 0, size: 50 });

const event: Event = {
  id: 9,
  title: 'Manila Payments Summit',
  description: null,
  type: 'SUMMIT',
  status: 'PUBLISHED',
  isPublic: true,
  startDateTime: '2030-03-10T00:00:00.000Z',
  endDateTime: '2030-03-10T10:00:00.000Z',
  previousStartDateTime: null,
  timeZone: 'Asia/Manila',
  location: 'Manila',
  venue: null,
  address: null,
  city: 'Manila',
  country: 'PH',
  latitude: null,
  longitude: null,
  onlineUrl: null,
  imageUrls: [],
  tags: [],
  agenda: [],
  organiser: { id: 4, name: 'Northlight Studios', logoUrl: null, verified: true },
  linkedEventId: null,
  linkedEvent: null,
  attendeeCount: 1,
  myAttendance: { status: 'GOING', listed: false },
  canManage: false,
  publishedAt: '2026-11-01T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};
const ana: Attendee = { userId: 51, name: 'Ana Reyes', jobTitle: 'Head of Payments', companyName: null, profileImageUrl: null, status: 'GOING' };

const renderUi = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe('AttendeesCard', () => {
  it('counts the people on the list in its heading, and says how many attend without appearing on it', async () => {
    // The one attendee (me) chose not to be listed: the heading and the empty list agree.
    vi.spyOn(apiClient, 'get').mockResolvedValue(page([]));
    renderUi(<AttendeesCard event={event} />);
    expect(await screen.findByText('Nobody has joined the attendee list yet.')).toBeInTheDocument();
    expect(screen.getByText('Attendees (0)')).toBeInTheDocument();
    expect(screen.queryByText('Attendees (1)')).not.toBeInTheDocument();
    expect(screen.getByText('1 person attends without appearing on the list.')).toBeInTheDocument();
  });

  it('shows the listed people with their count', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(page([ana]));
    renderUi(<AttendeesCard event={{ ...event, attendeeCount: 3 }} />);
    expect(await screen.findByRole('link', { name: 'Ana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Attendees (1)')).toBeInTheDocument();
    expect(screen.getByText('2 more people attend without appearing on the list.')).toBeInTheDocument();
  });
});

describe('Meetings in the event’s time zone', () => {
  it('converts wall-clock times of a zone both ways, across a daylight-saving change', () => {
    expect(fromZoneInput('2030-01-10T10:00', 'Europe/Malta')).toBe('2030-01-10T09:00:00.000Z');
    expect(fromZoneInput('2030-03-31T10:00', 'Europe/Malta')).toBe('2030-03-31T08:00:00.000Z');
    expect(fromZoneInput('2030-03-10T11:00', 'Asia/Manila')).toBe('2030-03-10T03:00:00.000Z');
    expect(toZoneInput('2030-03-31T08:00:00.000Z', 'Europe/Malta')).toBe('2030-03-31T10:00');
    expect(fromZoneInput('', 'Europe/Malta')).toBe('');
  });

  it('shows a meeting at the event’s local time and asks for a start in that zone', async () => {
    const meeting: Meeting = {
      id: 3,
      eventId: 9,
      eventTitle: event.title,
      requester: { userId: 51, name: 'Ana Reyes', profileImageUrl: null },
      invitee: { userId: 52, name: 'Ben Cruz', profileImageUrl: null },
      role: 'INVITEE',
      startsAt: '2030-03-10T02:00:00.000Z',
      endsAt: '2030-03-10T02:30:00.000Z',
      status: 'PENDING',
      message: null,
      place: 'Stand B12',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    };
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === '/events/9/meetings' ? envelope([meeting]) : page([ana])));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope(meeting));
    renderUi(<MeetingsPanel event={event} />);
    // 02:00 UTC is 10:00 in Manila (UTC+8).
    const when = await screen.findByText(/^Sun 10 Mar, 10:00 – 10:30/);
    expect(when).toHaveAttribute('dateTime', '2030-03-10T02:00:00.000Z');

    renderUi(<AttendeesCard event={event} />);
    await user.click(await screen.findByRole('button', { name: 'Request a meeting with Ana Reyes' }));
    const start = screen.getByLabelText('Start (Asia/Manila time)');
    expect(start).toHaveAttribute('min', '2030-03-10T08:00');
    expect(start).toHaveAttribute('max', '2030-03-10T18:00');
    await user.clear(start);
    await user.type(start, '2030-03-10T11:00');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/events/9/meetings', expect.objectContaining({ inviteeUserId: 51, startsAt: '2030-03-10T03:00:00.000Z', endsAt: '2030-03-10T03:30:00.000Z' })));
  });
});
