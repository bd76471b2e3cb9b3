import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPaths } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { envelope, makeNotification, page, renderWithProviders } from '../test/fixtures';
import NotificationsPage from './notifications-page';

vi.mock('@/lib/realtime/use-realtime', () => ({ usePollSubscription: () => {} }));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

const request = makeNotification({ id: 5, title: 'New connection request' });
const announcement = makeNotification({ id: 4, type: 'system_announcement', title: 'Maintenance tonight', read: true, link: null });

function serve(content = [request, announcement], totalElements = content.length) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === notificationPaths.unreadCount) return envelope({ count: content.filter((n) => !n.read).length });
    if (url === notificationPaths.list) return envelope(page(content, (config?.params as { page?: number } | undefined)?.page ?? 0, totalElements));
    throw new Error(`unexpected GET ${url}`);
  });
}

describe('NotificationsPage', () => {
  it('shows a loading state, then the notifications with the unread count', async () => {
    serve();
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serve([]);
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows the data error screen when the list cannot load, and retries', async () => {
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === notificationPaths.list) throw new Error('offline');
      return envelope({ count: 0 });
    });
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    expect(await screen.findByText('Unable to load your notifications. This might be a temporary issue.')).toBeInTheDocument();
    const before = get.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Loading' }));
    expect(get.mock.calls.length).toBeGreaterThan(before);
  });

  it('filters to unread ones and by type, starting again from the first page', async () => {
    const get = serve([request, announcement], 25);
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    await screen.findByRole('list', { name: 'Notifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(get).toHaveBeenLastCalledWith(notificationPaths.list, expect.objectContaining({ params: { page: 0, size: 10, unread: 'true' } }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Announcements');
    expect(get).toHaveBeenLastCalledWith(notificationPaths.list, expect.objectContaining({ params: { page: 0, size: 10, unread: 'true', type: 'system_announcement' } }));
  });

  it('marks one read, marks all read and deletes, telling other tabs through the storage trigger', async () => {
    serve();
    const patch = vi.spyOn(apiClient, 'patch').mockResolvedValue(envelope({ ...request, read: true }));
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue(envelope({ updated: 1 }));
    const remove = vi.spyOn(apiClient, 'delete').mockResolvedValue({ data: { success: true } });
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark “New connection request” as read' }));
    expect(patch).toHaveBeenCalledWith(notificationPaths.one(5), { read: true });
    expect(window.localStorage.getItem('notification_update_trigger')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(put).toHaveBeenCalledWith(notificationPaths.readAll);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Maintenance tonight”' }));
    expect(remove).toHaveBeenCalledWith(notificationPaths.one(4));
  });

  it('opens a notification’s entity when its text is clicked', async () => {
    serve();
    vi.spyOn(apiClient, 'patch').mockResolvedValue(envelope({ ...request, read: true }));
    renderWithProviders(<NotificationsPage />, '/dashboard/notifications');
    await userEvent.click(await screen.findByRole('button', { name: /^New connection request/ }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/network?tab=requests');
  });
});
