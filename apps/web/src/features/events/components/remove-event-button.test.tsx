import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoveEventButton } from './remove-event-button';

describe('RemoveEventButton', () => {
  it('asks before cancelling a published event, and does nothing when the person keeps it', async () => {
    const onConfirm = vi.fn();
    render(<RemoveEventButton event={{ title: 'SiGMA Europe', status: 'PUBLISHED' }} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel SiGMA Europe' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel “SiGMA Europe”?' });
    expect(dialog).toHaveTextContent('Attendees’ calendars will show it as cancelled.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep event' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel SiGMA Europe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(onConfirm).toHaveBeenCalledWith(false);
  });

  it('deletes a draft once confirmed', async () => {
    const onConfirm = vi.fn();
    render(<RemoveEventButton event={{ title: 'Q3 meetup', status: 'DRAFT' }} longLabel onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete “Q3 meetup”?' })).toHaveTextContent('The event is removed for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });
});
