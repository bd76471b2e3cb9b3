import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentationMessage, type DocumentationPage, type DocumentationVersion } from '@paytable/contracts';
import { apiClient, publicClient } from '@/lib/api-client';
import AdminDocumentationPage from './admin-documentation-page';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const current: DocumentationPage = {
  slug: 'api',
  title: 'API Documentation',
  summary: 'Every operation',
  markdown: '## Hello',
  html: '<h2>Hello</h2>',
  version: 2,
  latestVersion: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 7, name: 'Ada Editor' },
};
const history: DocumentationVersion[] = [
  { version: 2, title: 'API Documentation', createdAt: '2026-11-20T10:00:00.000Z', author: { id: 7, name: 'Ada Editor' }, restoredFrom: null },
  { version: 1, title: 'API docs', createdAt: '2026-11-19T09:00:00.000Z', author: { id: 8, name: 'Bo Writer' }, restoredFrom: null },
];

function conflict() {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', { headers }, undefined, {
    status: 409,
    statusText: 'Conflict',
    headers: {},
    config: { headers },
    data: { success: false, code: 'CONFLICT', message: DocumentationMessage.stale },
  });
}

function mockReads() {
  vi.spyOn(publicClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/documentation') return envelope([{ ...current, markdown: undefined, html: undefined }]);
    return envelope(current);
  });
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('/versions')) return envelope(history);
    return envelope({ ...current, version: 1, title: 'API docs', markdown: 'old', html: '<p>The old text</p>' });
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminDocumentationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdminDocumentationPage', () => {
  it('saves an edit as a new version on top of the version it opened', { timeout: 20_000 }, async () => {
    mockReads();
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue(envelope({ ...current, version: 3, latestVersion: 3, markdown: '## Hello\nMore' }));
    renderPage();
    const content = await screen.findByLabelText('Content (Markdown)');
    expect(screen.getByRole('button', { name: /Save version/ })).toBeDisabled();
    fireEvent.change(content, { target: { value: '## Hello\nMore' } });
    await userEvent.click(screen.getByRole('button', { name: /Save version/ }));
    expect(put).toHaveBeenCalledWith('/admin/documentation/api', { title: 'API Documentation', summary: 'Every operation', markdown: '## Hello\nMore', baseVersion: 2 });
  });

  it('previews through the server renderer', async () => {
    mockReads();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ html: '<h2>Rendered</h2>' }));
    renderPage();
    await screen.findByLabelText('Content (Markdown)');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Rendered' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/documentation/preview', { markdown: '## Hello' });
  });

  it('lists the history with authors, shows an old version and restores it', async () => {
    mockReads();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ ...current, version: 3, latestVersion: 3 }));
    renderPage();
    const list = await screen.findByRole('list');
    expect(within(list).getByText(/Bo Writer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View version 1' }));
    const viewer = await screen.findByRole('region', { name: 'Version 1' });
    expect(await within(viewer).findByText('The old text')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: /Restore this version/ }));
    expect(post).toHaveBeenCalledWith('/admin/documentation/api/versions/1/restore', { baseVersion: 2 });
  });

  it('says why a save was refused when someone saved in between', async () => {
    mockReads();
    vi.spyOn(apiClient, 'put').mockRejectedValue(conflict());
    renderPage();
    fireEvent.change(await screen.findByLabelText('Content (Markdown)'), { target: { value: '## Hellox' } });
    await userEvent.click(screen.getByRole('button', { name: /Save version/ }));
    expect(screen.getByLabelText('Content (Markdown)')).toHaveValue('## Hellox');
  });
});
