import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { CompanyJobsDigest } from './company-jobs-digest';

const job = (id: number, title: string) => ({ id, title, status: 'PUBLISHED', applicationCount: id });

function renderDigest() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompanyJobsDigest companyId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CompanyJobsDigest', () => {
  it('shows the number of postings and the three newest with their applications', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({
      data: { success: true, data: { content: [job(1, 'Head of Payments'), job(2, 'Compliance Officer'), job(3, 'CRM Lead'), job(4, 'Fourth')], totalElements: 9, totalPages: 1, number: 0, size: 20 } },
    });
    renderDigest();
    expect(await screen.findByRole('link', { name: 'Head of Payments' })).toHaveAttribute('href', '/dashboard/company-jobs/1');
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(screen.getByText('published · 2 applied')).toBeInTheDocument();
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage jobs/ })).toHaveAttribute('href', '/dashboard/company-jobs');
  });

  it('says so when there are none, and offers a retry when they cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValue({ data: { success: true, data: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 } } });
    renderDigest();
    (await screen.findByRole('button', { name: 'Retry' })).click();
    expect(await screen.findByText('No job postings yet.')).toBeInTheDocument();
  });
});
