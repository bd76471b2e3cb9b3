import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushMessages } from '@paytable/contracts';
import { applicationServerKey, ensurePermission, pushSupport, serviceWorkerReady } from './web-push';

type FakeWindow = Parameters<typeof ensurePermission>[0];

/** A window with the push APIs present (or not), a given permission and a scripted permission answer. */
function fakeWindow({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  secure = true,
  push = true,
} = {}) {
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  const win = {
    navigator: push ? { serviceWorker: {} } : {},
    isSecureContext: secure,
    ...(push ? { PushManager: class {}, Notification: notification } : {}),
  };
  return { win: win as unknown as FakeWindow, requestPermission };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('push support', () => {
  it('needs service workers, push and notifications, on a secure origin', () => {
    expect(pushSupport(fakeWindow().win)).toBe('supported');
    expect(pushSupport(fakeWindow({ push: false }).win)).toBe('unsupported');
    expect(pushSupport(fakeWindow({ secure: false }).win)).toBe('insecure');
  });
});

describe('ensurePermission (seed 000 §4, §5)', () => {
  it('refuses where push is unsupported or the page is not secure, with the seed texts', async () => {
    await expect(ensurePermission(fakeWindow({ push: false }).win)).rejects.toThrow(pushMessages.unsupported);
    await expect(ensurePermission(fakeWindow({ secure: false }).win)).rejects.toThrow(pushMessages.insecure);
  });

  it('goes on without asking when permission is granted', async () => {
    const { win, requestPermission } = fakeWindow({ permission: 'granted' });
    await expect(ensurePermission(win)).resolves.toBeUndefined();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('explains blocked notifications without asking when permission is denied', async () => {
    const { win, requestPermission } = fakeWindow({ permission: 'denied' });
    await expect(ensurePermission(win)).rejects.toThrow(pushMessages.blocked);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks the browser when undecided; a refusal says it can be enabled later', async () => {
    const { win, requestPermission } = fakeWindow({ answer: 'denied' });
    await expect(ensurePermission(win)).rejects.toThrow(pushMessages.denied);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says the dialog did not appear when the answer stays undecided, and throttles a re-request for 30 s', async () => {
    const { win, requestPermission } = fakeWindow({ answer: 'default' });
    await expect(ensurePermission(win)).rejects.toThrow(pushMessages.dialogSuppressed);

    vi.advanceTimersByTime(10_500);
    await expect(ensurePermission(win)).rejects.toThrow('Please wait 20 seconds before trying again');
    expect(requestPermission).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(19_500);
    await expect(ensurePermission(win)).rejects.toThrow(pushMessages.dialogSuppressed);
    expect(requestPermission).toHaveBeenCalledTimes(2);
  });
});

describe('serviceWorkerReady', () => {
  it('gives up with the token message after 10 s', async () => {
    const container = { ready: new Promise<ServiceWorkerRegistration>(() => {}) } as ServiceWorkerContainer;
    const ready = serviceWorkerReady(container);
    const outcome = expect(ready).rejects.toThrow(pushMessages.tokenFailed);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });

  it('resolves with the registration when the worker is active in time', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    await expect(serviceWorkerReady({ ready: Promise.resolve(registration) } as ServiceWorkerContainer)).resolves.toBe(registration);
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
