import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { envelope, profileFixture } from '../test-fixtures';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

function renderAt(path: string, actions?: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/profile/:userId" element={<ProfilePage actions={actions} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it("shows a member's profile with the actions app/ passes in, and only the sections they filled", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(profileFixture({ profilePhoto: '/api/v1/files/profileImages/7/a.webp' })));
    renderAt('/dashboard/profile/7', <button type="button">Connect</button>);
    expect(await screen.findByRole('heading', { name: 'Sofia Martinez' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/profiles/7');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByText('Member since January 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Education' })).not.toBeInTheDocument();
  });

  it('shows "Profile not found" for a 404 and for an id that is not a number', async () => {
    const headers = new AxiosHeaders();
    const response = { status: 404, data: { success: false, code: 'NOT_FOUND', message: 'Profile not found' }, headers, config: { headers } } as AxiosResponse;
    vi.spyOn(apiClient, 'get').mockRejectedValue(new AxiosError('404', '404', { headers }, undefined, response));
    renderAt('/dashboard/profile/12');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
  });

  it('never calls the API for a malformed id', () => {
    const get = vi.spyOn(apiClient, 'get');
    renderAt('/dashboard/profile/abc');
    expect(screen.getByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
