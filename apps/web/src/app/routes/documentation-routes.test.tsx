import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentationPage } from '@paytable/contracts';
import { publicClient } from '@/lib/api-client';
import { DocumentationSecurityRoute } from './documentation-routes';

const page: DocumentationPage = {
  slug: 'security',
  title: 'Security Documentation',
  summary: 'How Paytable protects your keys.',
  markdown: '## Keys',
  html: '<h2>Keys and secrets</h2><ul><li>Shown once</li></ul>',
  version: 3,
  latestVersion: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: { id: 1, name: 'Alex Morgan' },
};

function renderRoute() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DocumentationSecurityRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('documentation pages', () => {
  it('show the stored page rendered by the server', async () => {
    const get = vi.spyOn(publicClient, 'get').mockResolvedValue({ data: { success: true, data: page } });
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Keys and secrets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security Documentation' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 20 Nov 2026')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/documentation/security');
  });

  it('keep their title and offer a retry when the page cannot be loaded', async () => {
    vi.spyOn(publicClient, 'get').mockRejectedValue(new Error('down'));
    renderRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Security Documentation' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Retry Loading/ })).toBeInTheDocument();
  });
});
