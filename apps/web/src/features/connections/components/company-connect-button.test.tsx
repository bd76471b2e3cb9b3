import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyConnectionPaths, type CompanyConnectionStatus } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import * as notifier from '@/lib/notify';
import { CompanyConnectButton } from './company-connect-button';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const status = (patch: Partial<CompanyConnectionStatus>): CompanyConnectionStatus => ({ companyId: 9, status: 'none', direction: null, requestId: null, ...patch });

function renderButton(canAct = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CompanyConnectButton company={{ id: 9, name: 'Northwind Slots' }} myCompanyId={3} canAct={canAct} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CompanyConnectButton', () => {
  it('connects the companies with the seed toast, then shows Pending from the refreshed status', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce(envelope(status({}))).mockResolvedValue(envelope(status({ status: 'pending', direction: 'outgoing', requestId: 4 })));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ id: 4 }));
    const notify = vi.spyOn(notifier, 'notify').mockImplementation(() => undefined);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(post).toHaveBeenCalledWith(companyConnectionPaths.connect(9));
    expect(get).toHaveBeenCalledWith(companyConnectionPaths.status(9));
    await screen.findByRole('button', { name: 'Pending' });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'success', title: 'Connection request sent to Northwind Slots', description: 'Northwind Slots can approve it from their network page.' }),
    );
  });

  it('shows Connected with Disconnect, which ends the connection', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValueOnce(envelope(status({ status: 'connected' }))).mockResolvedValue(envelope(status({})));
    const del = vi.spyOn(apiClient, 'delete').mockResolvedValue(envelope(null));
    vi.spyOn(notifier, 'notify').mockImplementation(() => undefined);
    renderButton();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(del).toHaveBeenCalledWith(companyConnectionPaths.disconnect(9));
    await screen.findByRole('button', { name: 'Connect' });
  });

  it('answers an incoming request for the user’s company', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(status({ status: 'pending', direction: 'incoming', requestId: 12 })));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ id: 12 }));
    vi.spyOn(notifier, 'notify').mockImplementation(() => undefined);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenCalledWith(companyConnectionPaths.approve(12), undefined, { params: { companyId: 3 } });
  });

  it('shows a member without the privilege the status but no action', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(status({ status: 'connected' })));
    renderButton(false);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the request failed with the seed toast', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(status({})));
    vi.spyOn(apiClient, 'post').mockRejectedValue(Object.assign(new Error('boom'), { isAxiosError: true, response: { status: 403, data: { success: false, code: 'FORBIDDEN', message: 'Access denied' } } }));
    const notify = vi.spyOn(notifier, 'notify').mockImplementation(() => undefined);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', title: 'Failed to send connection request' })));
  });
});
