import { REMEMBER_ME_TTL_MS } from '@paytable/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { JWT, makeUser } from './test-fixtures';
import { useAuthStore } from './store';

vi.mock('./api/get-profile', () => ({ getProfile: vi.fn() }));
const { getProfile } = await import('./api/get-profile');
const { initAuth } = await import('./bootstrap');

const NOW = Date.UTC(2026, 10, 1);

function storeIn(area: Storage, values: Partial<Record<keyof typeof storageKeys, string>>) {
  for (const [key, value] of Object.entries(values)) area.setItem(storageKeys[key as keyof typeof storageKeys], value!);
}

function remembered(overrides: Partial<Record<keyof typeof storageKeys, string>> = {}) {
  storeIn(localStorage, {
    token: JWT,
    refreshToken: 'refresh-1',
    user: JSON.stringify(makeUser()),
    rememberMe: 'true',
    sessionExpiresAt: String(NOW + 1000),
    ...overrides,
  });
}

const authKeys = [storageKeys.token, storageKeys.refreshToken, storageKeys.user, storageKeys.rememberMe, storageKeys.sessionExpiresAt];
const nothingStored = () => authKeys.every((key) => localStorage.getItem(key) === null && sessionStorage.getItem(key) === null);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().clear();
});
afterEach(() => vi.useRealTimers());

describe('auth store: restore at start (seed 000 §4)', () => {
  it('restores a remembered session that has not expired', () => {
    remembered();
    expect(useAuthStore.getState().restore(NOW).status).toBe('restored');
    const s = useAuthStore.getState();
    expect([s.isAuthenticated, s.token, s.refreshToken, s.rememberMe, s.user?.email]).toEqual([true, JWT, 'refresh-1', true, 'ada@example.com']);
  });

  it('clears a stored session whose rememberMe was false', () => {
    remembered({ rememberMe: 'false' });
    expect(useAuthStore.getState().restore(NOW)).toEqual({ status: 'cleared', reason: 'not-remembered' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(nothingStored()).toBe(true);
  });

  it('clears a remembered session after its 30 days', () => {
    remembered({ sessionExpiresAt: String(NOW - 1) });
    expect(useAuthStore.getState().restore(NOW)).toEqual({ status: 'cleared', reason: 'expired' });
    expect(nothingStored()).toBe(true);
  });

  it('clears a session with no expiry recorded', () => {
    remembered();
    localStorage.removeItem(storageKeys.sessionExpiresAt);
    expect(useAuthStore.getState().restore(NOW).status).toBe('cleared');
  });

  it.each(['not-a-jwt', 'a.b', 'a..c', 'a.b.c.d', ' . . '])('clears every token when a stored token is malformed (%j)', (token) => {
    remembered({ token });
    storeIn(sessionStorage, { token: JWT, refreshToken: 'tab-refresh', rememberMe: 'false', sessionExpiresAt: String(NOW + 1000) });
    expect(useAuthStore.getState().restore(NOW)).toEqual({ status: 'cleared', reason: 'malformed' });
    expect(nothingStored()).toBe(true);
  });

  it("restores this tab's own session (remember me off) from sessionStorage", () => {
    storeIn(sessionStorage, { token: JWT, refreshToken: 'tab-refresh', rememberMe: 'false', sessionExpiresAt: String(NOW + 1000), user: JSON.stringify(makeUser()) });
    expect(useAuthStore.getState().restore(NOW).status).toBe('restored');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, rememberMe: false, refreshToken: 'tab-refresh' });
  });

  it('finds nothing when nothing was stored', () => {
    expect(useAuthStore.getState().restore(NOW)).toEqual({ status: 'none' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('auth store: sign-in, failure, tokens', () => {
  it('persists a remembered login in localStorage for 30 days, under the seed key "token"', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r', rememberMe: true });
    expect(localStorage.getItem('token')).toBe(JWT);
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('r');
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('true');
    expect(Number(localStorage.getItem(storageKeys.sessionExpiresAt))).toBe(NOW + REMEMBER_ME_TTL_MS);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('keeps a login without remember me in this tab only', () => {
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r', rememberMe: false, refreshExpiresAt: new Date(NOW + 5000).toISOString() });
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(JWT);
    expect(Number(sessionStorage.getItem(storageKeys.sessionExpiresAt))).toBe(NOW + 5000);
  });

  it('is authenticated only with both a token and a user', () => {
    useAuthStore.setState({ token: JWT });
    useAuthStore.getState().setUser(null);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    useAuthStore.getState().setUser(makeUser());
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('derives the association from the user object', () => {
    const user = makeUser({
      companyAssociation: { associationType: 'COMPANY', companyName: 'Acme', companyWebsite: null, isNewCompany: true, companyId: null, pendingApproval: true, requiresVerification: true },
    });
    useAuthStore.getState().setSession({ user, token: JWT });
    expect(useAuthStore.getState().association).toEqual({ type: 'company', id: null, companyName: 'Acme', pendingApproval: true, requiresVerification: true });
  });

  it('a failed login clears user, tokens and association and records the error', () => {
    useAuthStore.getState().setSession({ user: makeUser({ companyAssociation: { associationType: 'INDIVIDUAL', companyName: null, companyWebsite: null, isNewCompany: false, companyId: null, pendingApproval: false, requiresVerification: false } }), token: JWT, refreshToken: 'r', rememberMe: true });
    useAuthStore.getState().loginFailed('Invalid username/email or password');
    const s = useAuthStore.getState();
    expect([s.user, s.token, s.refreshToken, s.association, s.isAuthenticated, s.loginError]).toEqual([null, null, null, null, false, 'Invalid username/email or password']);
    expect(nothingStored()).toBe(true);
  });

  it('stores refreshed tokens where the session lives without moving its expiry', () => {
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r1', rememberMe: true });
    const expiry = localStorage.getItem(storageKeys.sessionExpiresAt);
    useAuthStore.getState().setTokens({ token: 'x.y.z', refreshToken: 'r2' });
    expect([localStorage.getItem('token'), localStorage.getItem(storageKeys.refreshToken), localStorage.getItem(storageKeys.sessionExpiresAt)]).toEqual(['x.y.z', 'r2', expiry]);
  });
});

describe('auth store: another tab changes the shared session', () => {
  const otherTabWrote = (values: Partial<Record<keyof typeof storageKeys, string>>) => {
    storeIn(localStorage, values);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, newValue: values.token ?? null, storageArea: localStorage }));
  };

  it('takes the tokens another tab renewed', () => {
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r1', rememberMe: true });
    otherTabWrote({ refreshToken: 'r2', token: 'x.y.z' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'x.y.z', refreshToken: 'r2', isAuthenticated: true, user: { id: 1 } });
  });

  it('takes the user of a newer remembered sign-in', () => {
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r1', rememberMe: true });
    otherTabWrote({ user: JSON.stringify(makeUser({ id: 2, firstName: 'Grace' })), refreshToken: 'r9', token: 'n.e.w' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'n.e.w', isAuthenticated: true, user: { id: 2, firstName: 'Grace' } });
  });

  it('is signed out when another tab signed out', () => {
    useAuthStore.getState().setSession({ user: makeUser(), token: JWT, refreshToken: 'r1', rememberMe: true });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(useAuthStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null, isAuthenticated: false });
  });
});

describe('initAuth (start-up)', () => {
  it('loads the profile for a restored session and stops loading', async () => {
    remembered({ sessionExpiresAt: String(Date.now() + 60_000) });
    vi.mocked(getProfile).mockResolvedValueOnce(makeUser({ firstName: 'Augusta' }) as never);
    const running = initAuth();
    expect(useAuthStore.getState().isLoading).toBe(true);
    await running;
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: { firstName: 'Augusta' } });
  });

  it('logs out on a 401 during initialisation', async () => {
    remembered({ sessionExpiresAt: String(Date.now() + 60_000) });
    vi.mocked(getProfile).mockRejectedValueOnce(Object.assign(new Error('401'), { isAxiosError: true, response: { status: 401 } }));
    await initAuth();
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, token: null });
    expect(nothingStored()).toBe(true);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    remembered({ sessionExpiresAt: String(Date.now() + 60_000) });
    vi.mocked(getProfile).mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    await initAuth();
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: true });
  });

  it('does not call the server when nothing may be restored', async () => {
    remembered({ rememberMe: 'false' });
    vi.mocked(getProfile).mockClear();
    await initAuth();
    expect(getProfile).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isLoading).toBe(false);
  });
});
