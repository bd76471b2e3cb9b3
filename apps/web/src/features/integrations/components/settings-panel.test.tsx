import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrationsPaths, type IntegrationSettings } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { SettingsPanel } from './settings-panel';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const settings: IntegrationSettings = {
  companyId: 5,
  hmacSecret: 'whsec_…Xy12',
  hmacSecretCreatedAt: '2026-11-01T10:00:00.000Z',
  previousSecretValidUntil: null,
  apiKey: 'pt_live_ab12cd34…',
  apiKeyCreatedAt: '2026-11-01T10:00:00.000Z',
  previousApiKey: null,
  previousApiKeyValidUntil: null,
  recipientEndpointUrl: null,
  testEndpointUrl: null,
  endpointDisabledAt: null,
  endpointDisabledReason: null,
  failingSince: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderPanel(current: IntegrationSettings = settings) {
  vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(current));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SettingsPanel companyId={5} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

// The first test pays the cold transform of the dialog's modules: on two busy cores that can pass 5 s.
describe('SettingsPanel: API key', { timeout: 15_000 }, () => {
  it('asks before regenerating; Cancel changes nothing', async () => {
    const post = vi.spyOn(apiClient, 'post');
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate key' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Regenerate the API key?' });
    expect(dialog).toHaveTextContent('The current key keeps working for 24 hours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('regenerates once confirmed and shows until when the previous key still works', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ apiKey: 'pt_live_new', prefix: 'pt_live_ne', previousKeyValidUntil: '2026-11-28T18:00:00.000Z' }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate key' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Regenerate key' }));
    expect(post).toHaveBeenCalledWith(integrationsPaths.regenerateApiKey(5));
    expect(await screen.findByTestId('shown-once-value')).toHaveTextContent('pt_live_new');
    expect(screen.getByText('The previous key still works until 28 Nov 2026, 18:00 UTC.')).toBeInTheDocument();
  });

  it('shows the previous key and its expiry while it still works', async () => {
    renderPanel({ ...settings, previousApiKey: 'pt_live_old00000…', previousApiKeyValidUntil: '2026-11-28T18:00:00.000Z' });
    const section = await screen.findByRole('region', { name: 'API key' });
    expect(section).toHaveTextContent('the previous key pt_live_old00000… still works until 28 Nov 2026, 18:00 UTC');
  });

  it('generates a first key without asking', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ apiKey: 'pt_live_first', prefix: 'pt_live_fi', previousKeyValidUntil: null }));
    renderPanel({ ...settings, apiKey: null, apiKeyCreatedAt: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate key' }));
    expect(post).toHaveBeenCalledWith(integrationsPaths.generateApiKey(5));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
