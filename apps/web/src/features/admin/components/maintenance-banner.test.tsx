import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceBanner } from './maintenance-banner';

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceBanner', () => {
  it('shows the text an admin set, as a status message', async () => {
    const fetchMock = vi.fn(async () => answer({ registrationMode: 'OPEN', maintenanceBanner: { text: 'Maintenance tonight 22:00 UTC' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<MaintenanceBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent('Maintenance tonight 22:00 UTC');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/settings/public', expect.anything());
  });

  it('shows nothing while the banner is off or the settings cannot be read', async () => {
    const fetchMock = vi.fn(async () => answer({ registrationMode: 'OPEN', maintenanceBanner: null }));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = render(<MaintenanceBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    render(<MaintenanceBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
