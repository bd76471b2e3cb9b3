import { safeStorage, storageKeys } from '@/lib/storage-keys';

/**
 * Where a signed-in visitor goes (seed 000 §4). Every destination read from the URL or from storage goes
 * through `safeRelativePath`, so a crafted link can never send a user to another site.
 */

/**
 * The path itself when it is a same-origin relative path ('/dashboard/x?y#z'), else null. Rejects
 * absolute URLs, protocol-relative '//host', backslash tricks ('/\\host'), control characters and
 * anything that resolves to another origin.
 */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  try {
    const base = 'https://paytable.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Pages a signed-in visitor is sent away from, so they are never a destination. */
const NOT_A_DESTINATION = /^\/(login|register|action)(\/|\?|#|$)/;

function usableDestination(value: string | null | undefined): string | null {
  const path = safeRelativePath(value);
  return path && !NOT_A_DESTINATION.test(path) ? path : null;
}

// -- intended destination ------------------------------------------------------------------------------

export function saveIntendedDestination(path: string): void {
  const safe = usableDestination(path);
  if (safe) safeStorage.set(storageKeys.intendedDestination, safe);
}

export function readIntendedDestination(): string | null {
  return usableDestination(safeStorage.get(storageKeys.intendedDestination));
}

export function clearIntendedDestination(): void {
  safeStorage.remove(storageKeys.intendedDestination);
}

// -- pending action -------------------------------------------------------------------------------------

export type PendingAction = { action: string; requestId: string; targetUrl: string };

export function savePendingAction(action: PendingAction): void {
  safeStorage.set(storageKeys.pendingAction, JSON.stringify(action));
}

export function readPendingAction(): PendingAction | null {
  const raw = safeStorage.get(storageKeys.pendingAction);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PendingAction, unknown>>;
    if (typeof value.action === 'string' && typeof value.requestId === 'string' && typeof value.targetUrl === 'string' && value.action) {
      return { action: value.action, requestId: value.requestId, targetUrl: value.targetUrl };
    }
  } catch {
    /* corrupt: treated as none */
  }
  safeStorage.remove(storageKeys.pendingAction);
  return null;
}

export function clearPendingAction(): void {
  safeStorage.remove(storageKeys.pendingAction);
}

export function actionHref(action: PendingAction): string {
  const params = new URLSearchParams({ action: action.action, requestId: action.requestId, targetUrl: action.targetUrl });
  return `/action?${params.toString()}`;
}

// -- the order of seed 000 §4 ------------------------------------------------------------------------------

/**
 * Where a signed-in visitor on /login, /register or / goes:
 * 0. on /login, the origin the guard recorded (location state) when it lies under /dashboard;
 * 1. the saved intended destination, if any;
 * 2. a saved pending action → /action?action=…&requestId=…&targetUrl=…;
 * 3. /dashboard.
 * The intended destination is consumed (read once); the pending action is consumed by /action itself.
 */
export function takePostLoginDestination(origin?: string | null): string {
  const fromGuard = usableDestination(origin);
  const intended = readIntendedDestination();
  clearIntendedDestination();
  if (fromGuard && /^\/dashboard(\/|\?|#|$)/.test(fromGuard)) return fromGuard;
  if (intended) return intended;
  const pending = readPendingAction();
  if (pending) return actionHref(pending);
  return '/dashboard';
}

/** The origin recorded by RequireAuth in location state (`state.from`), as a path. */
export function originFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}
