import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationPaths, pushPromptTimings, type PollUpdate } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { envelope, installPushBrowser, makeNotification, makePreferences, page, renderWithProviders } from '../test/fixtures';
import { NotificationBell } from './notification-bell';
import { promptTexts } from './use-push-prompts';

const pollHandlers = new Map<string, (update: PollUpdate) => void>();
vi.mock('@/lib/realtime/use-realtime', () => ({
  usePollSubscription: (type: string, _params: unknown, onUpdate: (update: PollUpdate) => void) => {
    pollHandlers.set(type, onUpdate);
  },
}));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const latest = [
  makeNotification({ id: 31, title: 'New connection request', link: '/dashboard/network?tab=requests' }),
  makeNotification({ id: 30, type: 'system_announcement', title: 'Maintenance tonight', message: 'From 02:00 UTC', entityType: null, entityId: null, link: null, read: true }),
];

function serve(count: number) {
  const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === notificationPaths.unreadCount) return envelope({ count });
    if (url === notificationPaths.list) return envelope(page(latest));
    if (url === notificationPaths.preferences) return envelope(makePreferences());
    throw new Error(`unexpected GET ${url}`);
  });
  const patch = vi.spyOn(apiClient, 'patch').mockImplementation(async () => envelope({ ...latest[0], read: true }));
  return { get, patch };
}

const update = (count: number): PollUpdate => ({ type: 'notification_unread_count', data: { count }, timestamp: new Date().toISOString() });

beforeEach(() => {
  pollHandlers.clear();
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('NotificationBell', () => {
  it('shows the unread count and raises it when the poll reports more, without reloading anything', async () => {
    const { get } = serve(2);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const calls = get.mock.calls.length;

    act(() => pollHandlers.get('notification_unread_count')!(update(3)));

    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('3');
    // The count came with the update; only the latest page is fetched again (to check for important alerts).
    expect(get.mock.calls.slice(calls).map(([url]) => url)).not.toContain(notificationPaths.unreadCount);
  });

  it('hides the badge at zero', async () => {
    serve(0);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
  });

  it('lists the latest 10 in its dropdown; clicking one marks it read and opens its entity', async () => {
    const { get, patch } = serve(1);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith(notificationPaths.list, expect.objectContaining({ params: { page: 0, size: 10 } }));

    await userEvent.click(within(list).getByRole('button', { name: /New connection request/ }));
    expect(patch).toHaveBeenCalledWith(notificationPaths.one(31), { read: true });
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/network?tab=requests');
    expect(screen.queryByRole('list', { name: 'Latest notifications' })).not.toBeInTheDocument();
  });

  it('opens a notification without an entity on the notifications page, without marking a read one again', async () => {
    const { patch } = serve(1);
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: /Maintenance tonight/ }));
    expect(patch).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/notifications');
  });

  it('tells two notices of one kind apart by their stage, and dates them for people', async () => {
    const stages = [
      makeNotification({ id: 41, type: 'job_application_status_changed', title: 'Your application for Senior Backend Engineer (Remote Game Server): Interview', metadata: { status: 'INTERVIEW' }, createdAt: new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString() }),
      makeNotification({ id: 40, type: 'job_application_status_changed', title: 'Your application for Senior Backend Engineer (Remote Game Server): Offered', metadata: { status: 'OFFERED' }, createdAt: '2024-03-02T09:00:00Z' }),
    ];
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === notificationPaths.list ? envelope(page(stages)) : envelope({ count: 2 })));
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const [interview, offered] = within(await screen.findByRole('list', { name: 'Latest notifications' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(interview).getByText('Interview')).toBeInTheDocument();
    expect(within(interview).getByText('2 h ago')).toBeInTheDocument();
    expect(within(offered).getByText('Offered')).toBeInTheDocument();
    expect(within(offered).getByText('2 Mar 2024')).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing to show', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => (url === notificationPaths.list ? envelope(page([])) : envelope({ count: 0 })));
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === notificationPaths.list) throw new Error('offline');
      return envelope({ count: 0 });
    });
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load notifications');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('notification refresh (seed 000 §4)', () => {
  const countLoads = (get: ReturnType<typeof serve>['get']) => get.mock.calls.filter(([url]) => url === notificationPaths.unreadCount).length;

  it('reloads 1 s after the window gains focus, once for a burst of focus events', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { get } = serve(1);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const before = countLoads(get);

    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
      window.dispatchEvent(new FocusEvent('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(countLoads(get)).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(countLoads(get)).toBe(before + 1));
  });

  it('reloads when another tab writes notification_update_trigger, not for other keys', async () => {
    const { get } = serve(1);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const before = countLoads(get);

    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(countLoads(get)).toBe(before);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'notification_update_trigger', newValue: String(Date.now()) })));
    await vi.waitFor(() => expect(countLoads(get)).toBe(before + 1));
  });
});

describe('push prompts from the bell', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installPushBrowser('default');
  });
  afterEach(() => uninstall());

  const contextualPrompts = () => vi.mocked(notify).mock.calls.filter(([options]) => options.title === promptTexts.contextual.title);

  it('offers push after the third bell click, as an 8 s toast, and not again that day', async () => {
    serve(0);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    for (let i = 0; i < 2; i += 1) {
      await userEvent.click(bell);
      await userEvent.keyboard('{Escape}');
    }
    expect(contextualPrompts()).toHaveLength(0);
    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    expect(contextualPrompts()).toHaveLength(1);
    expect(contextualPrompts()[0]![0]).toMatchObject({ duration: pushPromptTimings.contextualToastMs, action: { label: 'Enable' } });

    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(bell);
      await userEvent.keyboard('{Escape}');
    }
    expect(contextualPrompts()).toHaveLength(1);
  });

  it('never prompts when the browser has already decided', async () => {
    uninstall();
    uninstall = installPushBrowser('denied');
    serve(0);
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.click(bell);
      await userEvent.keyboard('{Escape}');
    }
    expect(contextualPrompts()).toHaveLength(0);
  });

  it('shows the gentle reminder 2 s after the dashboard opens, for 3 s, and never again after "Don’t show again"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(0);
    const reminders = () => vi.mocked(notify).mock.calls.filter(([options]) => options.title === promptTexts.reminder.title);
    const first = renderWithProviders(<NotificationBell />);
    await act(() => vi.advanceTimersByTimeAsync(pushPromptTimings.reminderDelayMs - 100));
    expect(reminders()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reminders()).toHaveLength(1);
    const reminder = reminders()[0]![0];
    expect(reminder).toMatchObject({ duration: pushPromptTimings.reminderShownMs, action: { label: 'Enable' }, cancel: { label: 'Don’t show again' } });
    reminder.cancel!.onClick();
    first.unmount();

    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000);
    renderWithProviders(<NotificationBell />);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(reminders()).toHaveLength(1);
  });

  it('offers push for an important alert at most once per 6 h (10 s toast)', async () => {
    const important = makeNotification({ id: 40, priority: 'high', title: 'Invoice overdue' });
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === notificationPaths.unreadCount) return envelope({ count: 0 });
      if (url === notificationPaths.list) return envelope(page([important]));
      return envelope(makePreferences());
    });
    const listLoads = () => get.mock.calls.filter(([url]) => url === notificationPaths.list).length;
    const prompts = () => vi.mocked(notify).mock.calls.filter(([options]) => options.title === promptTexts.important.title);
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });

    act(() => pollHandlers.get('notification_unread_count')!(update(1)));
    await vi.waitFor(() => expect(prompts()).toHaveLength(1));
    expect(prompts()[0]![0]).toMatchObject({ duration: pushPromptTimings.importantToastMs });

    const loads = listLoads();
    act(() => pollHandlers.get('notification_unread_count')!(update(2)));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The newest page was checked again (and its answer handled) without a second prompt.
    await vi.waitFor(() => expect(listLoads()).toBe(loads + 1));
    await act(async () => {});
    expect(prompts()).toHaveLength(1);
  });
});
