import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configurableNotificationTypes,
  criticalNotificationTypes,
  notificationPaths,
  notificationTypeInfo,
  pushMessages,
  type NotificationEmail,
} from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { envelope, installPushBrowser, makePreferences, page, renderWithProviders } from '../test/fixtures';
import NotificationSettingsPage from './notification-settings-page';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.restoreAllMocks());

function serve(preferences = makePreferences(), emails: NotificationEmail[] = []) {
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === notificationPaths.preferences) return envelope(preferences);
    if (url === notificationPaths.emails) return envelope(page(emails));
    throw new Error(`unexpected GET ${url}`);
  });
  return vi.spyOn(apiClient, 'put').mockImplementation(async (_url: string, body: unknown) => envelope({ ...preferences, ...(body as object) }));
}

// The page's first render pays the cold transform of the settings matrix and its switches: on two busy
// cores that can pass 5 s.
describe('NotificationSettingsPage', { timeout: 15_000 }, () => {
  it('shows a switch per configurable type and channel, and none for critical types', async () => {
    serve();
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    const table = await screen.findByRole('table', { name: /Notification types/ });
    expect(within(table).getAllByRole('switch')).toHaveLength(configurableNotificationTypes.length * 3);
    for (const type of criticalNotificationTypes) {
      expect(within(table).queryByText(notificationTypeInfo[type].label)).not.toBeInTheDocument();
    }
    expect(screen.getByText(/always reach you on every channel and cannot be switched off/)).toBeInTheDocument();
  });

  it('saves one switch at once with only the channel that changed', async () => {
    const put = serve();
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    const emailSwitch = await screen.findByRole('switch', { name: 'Connection requests: E-mail' });
    expect(emailSwitch).toBeChecked();
    await userEvent.click(emailSwitch);
    expect(put).toHaveBeenCalledWith(notificationPaths.preferences, { types: [{ type: 'connection_request', channels: { email: false } }] });
    expect(emailSwitch).not.toBeChecked();
  });

  it('puts the switch back when the server refuses', async () => {
    serve();
    vi.mocked(apiClient.put).mockRejectedValue(new Error('offline'));
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    const pushSwitch = await screen.findByRole('switch', { name: 'Announcements: Push' });
    await userEvent.click(pushSwitch);
    await vi.waitFor(() => expect(pushSwitch).toBeChecked());
    expect(notify).toHaveBeenCalled();
  });

  it('disables the e-mail column while e-mail is off', async () => {
    serve(makePreferences({ emailNotifications: { enabled: false } }));
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    expect(await screen.findByRole('switch', { name: 'Invoices: E-mail' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Invoices: Push' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'E-mail notifications' })).not.toBeChecked();
  });

  it('saves quiet hours with their time zone', async () => {
    const put = serve();
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    await userEvent.click(await screen.findByRole('switch', { name: 'Pause e-mail and push during quiet hours' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(notificationPaths.preferences, { quietHours: { enabled: true, start: '22:00', end: '07:00', timeZone: 'America/New_York' } }),
    );
  });

  it('sends the test e-mail', async () => {
    serve();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, data: null, message: 'Test e-mail queued' } });
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(post).toHaveBeenCalledWith(notificationPaths.testEmail);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Test e-mail queued' })));
  });

  it('lists the e-mails sent to me, a digest with its count', async () => {
    const digest: NotificationEmail = { id: 3, type: 'connection_request', subject: '3 new connection requests', status: 'sent', notificationCount: 3, createdAt: new Date().toISOString(), sentAt: new Date().toISOString() };
    serve(makePreferences(), [digest]);
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    const list = await screen.findByRole('list', { name: 'E-mails sent to you' });
    expect(list).toHaveTextContent('3 new connection requests');
    expect(list).toHaveTextContent('digest of 3');
    expect(list).toHaveTextContent('Sent');
  });

  it('says push is not supported in a browser without it', async () => {
    serve();
    renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
    expect(await screen.findByText(pushMessages.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable push notifications' })).toBeDisabled();
  });

  describe('in a browser with push', () => {
    let uninstall: () => void;
    afterEach(() => uninstall());

    it('explains blocked notifications when the browser denies them', async () => {
      uninstall = installPushBrowser('denied');
      serve();
      renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
      expect(await screen.findByText(pushMessages.blocked)).toBeInTheDocument();
    });

    it('shows push Off while the server has it on but this browser holds no subscription', async () => {
      uninstall = installPushBrowser('granted', null);
      serve(makePreferences({ pushNotifications: { enabled: true, subscriptions: 1 } }));
      renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
      expect(await screen.findByRole('button', { name: 'Enable push notifications' })).toBeEnabled();
      expect(screen.getByText('Off', { selector: '[role="status"]' })).toBeInTheDocument();
    });

    it('shows push On when this browser holds a subscription and the server has it on', async () => {
      uninstall = installPushBrowser('granted', { endpoint: 'https://push.example/sub/1' });
      serve(makePreferences({ pushNotifications: { enabled: true, subscriptions: 1 } }));
      renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
      expect(await screen.findByRole('button', { name: 'Turn off push notifications' })).toBeInTheDocument();
      expect(screen.getByText('On', { selector: '[role="status"]' })).toBeInTheDocument();
    });

    it('asks the browser on Enable and shows its refusal; a second try within 30 s is throttled', async () => {
      uninstall = installPushBrowser('default');
      const notification = (window as unknown as { Notification: { requestPermission: () => Promise<string>; permission: string } }).Notification;
      const ask = vi.fn(async () => 'default');
      notification.requestPermission = ask;
      serve();
      renderWithProviders(<NotificationSettingsPage />, '/dashboard/settings/notifications');
      const enable = await screen.findByRole('button', { name: 'Enable push notifications' });
      await userEvent.click(enable);
      await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: pushMessages.dialogSuppressed })));
      await userEvent.click(enable);
      await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: expect.stringMatching(/^Please wait (29|30) seconds before trying again$/) })));
      expect(ask).toHaveBeenCalledTimes(1);
    });
  });
});
