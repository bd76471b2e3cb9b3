import { pushMessages, pushPromptTimings } from '@paytable/contracts';
import { markPermissionRequested, permissionWaitSeconds } from './push-prompt-throttle';
import { updatePromptState } from './prompt-store';

/** The service worker, served from the web root so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** A push step that failed, with the seed 000 §5 message to show. */
export class PushError extends Error {
  override readonly name = 'PushError';
}

/** The window, typed with its globals (Notification, PushManager). */
type BrowserWindow = Window & typeof globalThis;

export type PushSupport = 'supported' | 'unsupported' | 'insecure';

/** Seed 000 §5: service workers, push and notifications are needed, on HTTPS or localhost. */
export function pushSupport(win: BrowserWindow = window): PushSupport {
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win)) return 'unsupported';
  // localhost counts as a secure context.
  if (!win.isSecureContext) return 'insecure';
  return 'supported';
}

/** Where the browser stands: its permission, or why push cannot work here. */
export type PushPermissionState = NotificationPermission | 'unsupported' | 'insecure';

export function pushPermissionState(win: BrowserWindow = window): PushPermissionState {
  const support = pushSupport(win);
  return support === 'supported' ? win.Notification.permission : support;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Resolves with the active registration, or rejects after `timeoutMs` (seed 000 §9: 10 s). */
export function serviceWorkerReady(container: ServiceWorkerContainer, timeoutMs = pushPromptTimings.serviceWorkerReadyTimeoutMs): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError(pushMessages.tokenFailed)), timeoutMs);
    container.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      () => {
        clearTimeout(timer);
        reject(new PushError(pushMessages.tokenFailed));
      },
    );
  });
}

/** Registers the service worker (scope '/') and waits until it is active. */
export async function registerServiceWorker(win: BrowserWindow = window): Promise<ServiceWorkerRegistration> {
  try {
    await win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    throw new PushError(pushMessages.tokenFailed);
  }
  return serviceWorkerReady(win.navigator.serviceWorker);
}

/**
 * Seed 000 §4: denied → error; default → ask the browser (at most once per 30 s); granted → go on.
 * Throws a PushError with the seed's message when permission is not granted.
 */
export async function ensurePermission(win: BrowserWindow = window, now: () => number = Date.now): Promise<void> {
  const support = pushSupport(win);
  if (support === 'unsupported') throw new PushError(pushMessages.unsupported);
  if (support === 'insecure') throw new PushError(pushMessages.insecure);
  const current = win.Notification.permission;
  if (current === 'granted') return;
  if (current === 'denied') throw new PushError(pushMessages.blocked);
  const wait = updatePromptState((state) => {
    const seconds = permissionWaitSeconds(state, now());
    return { state: seconds > 0 ? state : markPermissionRequested(state, now()), result: seconds };
  });
  if (wait > 0) throw new PushError(pushMessages.throttled(wait));
  const answer = await win.Notification.requestPermission();
  if (answer === 'denied') throw new PushError(pushMessages.denied);
  if (answer !== 'granted') throw new PushError(pushMessages.dialogSuppressed);
}

export interface PushSubscriptionPayload {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The browser's push subscription for this VAPID key (an existing one is reused unless `renew`). */
export async function obtainSubscription(publicKey: string, { renew = false, win = window }: { renew?: boolean; win?: BrowserWindow } = {}): Promise<PushSubscriptionPayload> {
  const registration = await registerServiceWorker(win);
  try {
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && renew) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('incomplete subscription');
    return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
  } catch {
    throw new PushError(pushMessages.tokenFailed);
  }
}

/** The current subscription's endpoint, if this browser has one (for unsubscribing). */
export async function currentSubscription(win: BrowserWindow = window): Promise<PushSubscription | null> {
  if (pushSupport(win) !== 'supported') return null;
  const registration = await win.navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}
