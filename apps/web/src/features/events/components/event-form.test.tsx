import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { EventForm } from './event-form';

/** No delay between keystrokes: typing never races a busy machine's clock. */
const user = userEvent.setup({ delay: null });
// A file's first render loads Radix and the screen's modules cold; on a busy two-core machine that can outlast 5 s.
vi.setConfig({ testTimeout: 20_000 });

const refused = (details: { path: string; message: string }[]) => new ApiError(details[0]!.message, 400, 'VALIDATION_FAILED', details);

const whereCard = () => screen.getByText('Where').closest('[data-slot="card"]') as HTMLElement;

describe('EventForm', () => {
  it('says a location or an online link is required, and checks it before sending', async () => {
    const onSubmit = vi.fn();
    render(<EventForm pending={false} onSubmit={onSubmit} />);
    expect(screen.getByText(/A location or an online link is required/)).toBeInTheDocument();
    // The fields of which one is needed no longer read as optional.
    for (const label of ['Venue', 'City', 'Short location line', 'Online link']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toBeInTheDocument();
    expect(screen.getByText('Address').parentElement).toHaveTextContent('(optional)');

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Valletta Payments Breakfast' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(whereCard()).getByRole('alert')).toHaveTextContent('Give a location or an online link');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');

    // Giving one clears it, and the event is sent.
    fireEvent.change(screen.getByLabelText('Online link'), { target: { value: 'https://example.com/live' } });
    expect(within(whereCard()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Valletta Payments Breakfast', onlineUrl: 'https://example.com/live' }));
  });

  it('says at once when the end is not after the start', () => {
    render(<EventForm pending={false} onSubmit={vi.fn()} />);
    const starts = screen.getByLabelText('Starts') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: starts.value } });
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription('The end must be after the start');
  });

  it('puts every error of a refused save on its own field, and clears one when its field changes', async () => {
    const { rerender } = render(<EventForm pending={false} onSubmit={vi.fn()} />);
    rerender(
      <EventForm
        pending={false}
        onSubmit={vi.fn()}
        error={refused([
          { path: 'body.endDateTime', message: 'An event can last at most 31 days' },
          { path: 'body.country', message: 'Country must be a two-letter code' },
          { path: 'body.onlineUrl', message: 'Online link must be an http(s) address' },
          { path: 'body.agenda.0.title', message: 'Agenda title is required' },
          { path: 'location', message: 'Give a location or an online link' },
        ])}
      />,
    );
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription('An event can last at most 31 days');
    expect(screen.getByLabelText(/^Country code/)).toHaveAccessibleDescription('Two letters, e.g. MT Country must be a two-letter code');
    expect(screen.getByLabelText('Online link')).toHaveAccessibleDescription('Online link must be an http(s) address');
    expect(screen.getByText('Agenda title is required')).toBeInTheDocument();
    expect(within(whereCard()).getByRole('alert')).toHaveTextContent('Give a location or an online link');

    fireEvent.change(screen.getByLabelText(/^Country code/), { target: { value: 'M' } });
    expect(screen.queryByText('Country must be a two-letter code')).not.toBeInTheDocument();
    expect(screen.getByText('An event can last at most 31 days')).toBeInTheDocument();
  });
});
