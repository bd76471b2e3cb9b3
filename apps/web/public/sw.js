/* global self */
/* Paytable service worker: web push notifications (seed 000 §3, §9).
 *
 * push: the payload is a notification ({ id, title, message, type, priority, entityType, entityId, link }).
 *   When a window of the app has focus, it is handed to that window, which shows a 5 s toast and refreshes
 *   the bell (the foreground case). Otherwise the system notification shows: the title, the message as its
 *   body, the favicon as its icon.
 * notificationclick: opens the notification's screen, in a window of the app that is already open if there
 *   is one, else in a new window.
 */

const ICON = '/favicon.svg';
const HOME = '/dashboard/notifications';

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { message: event.data.text() };
  }
}

/** Only same-origin paths are opened; anything else falls back to the notifications page. */
function safeLink(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return HOME;
  return link;
}

async function windowClients() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function onPush(payload) {
  const notification = {
    ...payload,
    title: typeof payload.title === 'string' && payload.title ? payload.title : 'Paytable',
    message: typeof payload.message === 'string' ? payload.message : typeof payload.body === 'string' ? payload.body : '',
    link: safeLink(payload.link),
  };
  const focused = (await windowClients()).find((client) => client.focused && client.visibilityState === 'visible');
  if (focused) {
    focused.postMessage({ type: 'push-notification', notification });
    return;
  }
  // Every open window still refreshes its bell.
  for (const client of await windowClients()) client.postMessage({ type: 'push-received', notification });
  await self.registration.showNotification(notification.title, {
    body: notification.message,
    icon: ICON,
    badge: ICON,
    tag: notification.id === undefined ? undefined : `notification-${notification.id}`,
    data: { id: notification.id ?? null, link: notification.link },
  });
}

/** Opens `link` in an open window of the app (navigated there and focused), else in a new window. */
async function openLink(link) {
  const url = new URL(safeLink(link), self.location.origin).href;
  const open = await windowClients();
  const client = open.find((c) => 'navigate' in c) ?? null;
  if (client) {
    const navigated = (await client.navigate(url)) ?? client;
    try {
      await navigated.focus();
    } catch {
      /* focus needs a user gesture; the window is on the right screen anyway */
    }
    return navigated;
  }
  return self.clients.openWindow(url);
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(readPayload(event)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openLink(event.notification.data && event.notification.data.link));
});
