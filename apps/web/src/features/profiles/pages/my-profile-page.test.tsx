import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { envelope, profileFixture } from '../test-fixtures';
import { MyProfilePage } from './my-profile-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

function renderPage(onPhotoChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyProfilePage onPhotoChange={onPhotoChange} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, onPhotoChange };
}

function httpError(status: number, message: string) {
  const headers = new AxiosHeaders();
  const response = { status, data: { success: false, code: 'X', message }, headers, config: { headers }, statusText: '' } as AxiosResponse;
  return new AxiosError(message, String(status), { headers }, undefined, response);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe('MyProfilePage', () => {
  it('shows the profile with its completion and the checklist of what is still open', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(profileFixture()));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sofia Martinez' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Profile completion' })[0]).toHaveAttribute('aria-valuenow', '55');
    const checklist = screen.getByRole('list', { name: 'Profile checklist' });
    expect(within(checklist).getByText('Add a profile photo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Experience' })).toHaveTextContent('Mar 2020 – Present');
    expect(screen.getByText('No education yet.')).toBeInTheDocument();
  });

  it("toasts the seed's 'Failed to fetch profile' and offers a retry when loading fails", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(httpError(503, 'Service unavailable'));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry Loading' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive', title: 'Failed to fetch profile' }));
  });

  it('adds a skill inline and reloads the profile', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(profileFixture()));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ id: 9, name: 'KYC', level: null }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    const form = screen.getByRole('form', { name: 'Add skill' });
    await user.type(within(form).getByLabelText('Skill'), 'KYC');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/profile/me/skill', { name: 'KYC', level: null }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('form', { name: 'Add skill' })).not.toBeInTheDocument();
  });

  it("keeps the form open and toasts 'Failed to add skill' with the server's reason", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(profileFixture()));
    vi.spyOn(apiClient, 'post').mockRejectedValue(httpError(409, 'You already listed this skill'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    const form = screen.getByRole('form', { name: 'Add skill' });
    await user.type(within(form).getByLabelText('Skill'), 'aml');
    await user.click(within(form).getByRole('button', { name: 'Add skill' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to add skill', description: 'You already listed this skill' })),
    );
    expect(screen.getByRole('form', { name: 'Add skill' })).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB in the browser, and uploads a valid one, telling app/ the new URL', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(profileFixture()));
    const url = '/api/v1/files/profileImages/7/new.webp';
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ profileImageUrl: url, profilePhotoThumbnail: url }));
    const { onPhotoChange } = renderPage();
    const input = await screen.findByTestId('profile-photo-input');
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to upload profile image', description: 'The file is too large (max 5 MB)' }),
    );
    expect(post).not.toHaveBeenCalled();

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onPhotoChange).toHaveBeenCalledWith(url));
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/profile-images/me/image');
    expect((body as FormData).get('image')).toBeInstanceOf(File);
  });
});
