import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  configurableNotificationTypes,
  notificationTypeInfo,
  type Notification,
  type NotificationPreferences,
  type Page,
} from '@paytable/contracts';

export const envelope = <T,>(data: T) => ({ data: { success: true, data } });

export const page = <T,>(content: T[], number = 0, totalElements = content.length): Page<T> => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / 10)),
  number,
  size: 10,
});

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    userId: 7,
    type: 'connection_request',
    title: 'New connection request',
    message: 'Anaya Journey wants to connect with you',
    priority: 'medium',
    critical: false,
    entityType: 'connection_request',
    entityId: 12,
    link: '/dashboard/network?tab=requests',
    metadata: {},
    read: false,
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export function makePreferences(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    types: configurableNotificationTypes.map((type) => ({ type, channels: { ...notificationTypeInfo[type].defaults } })),
    emailNotifications: { enabled: true },
    pushNotifications: { enabled: false, subscriptions: 0 },
    quietHours: { enabled: false, start: '22:00', end: '07:00', timeZone: 'Europe/Malta' },
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` with a fresh query client and shows the current location. */
export function renderWithProviders(ui: ReactNode, path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Makes jsdom look like a browser with web push, the given permission and its answer to a request. */
/** A browser with push; `subscription` is what its PushManager holds (none by default). */
export function installPushBrowser(permission: NotificationPermission = 'default', subscription: { endpoint: string } | null = null) {
  const notification = { permission, requestPermission: async () => notification.permission };
  Object.assign(window, { Notification: notification, PushManager: class {} });
  // jsdom's page is http://localhost, which browsers treat as secure.
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: {
      addEventListener: () => {},
      removeEventListener: () => {},
      getRegistration: async () => (subscription ? { pushManager: { getSubscription: async () => subscription } } : undefined),
    },
  });
  return () => {
    Reflect.deleteProperty(window, 'Notification');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'isSecureContext');
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  };
}
