import { create } from 'zustand';
import { onSessionChangedElsewhere } from '@/lib/session';
import {
  clearPersistedSession,
  clearPersistedTokens,
  expiryFor,
  readCurrentSession,
  readPersistedSession,
  savePersistedSession,
  savePersistedTokens,
  savePersistedUser,
  type RestoreOutcome,
} from './persistence';
import { associationOf, type ClientAssociation, type SessionUser } from './types';

export type { SessionUser, ClientAssociation } from './types';

/** What a successful login (or a test) hands to the store. */
export type Session = {
  user: SessionUser;
  token: string;
  refreshToken?: string | null;
  rememberMe?: boolean;
  /** The server's end of the session (AuthSession.refreshExpiresAt); used for tab sessions. */
  refreshExpiresAt?: string | null;
};

/**
 * Auth state of seed 000 §3: user, token, refreshToken, isAuthenticated (token && user), isLoading,
 * rememberMe, loginError, association. Persistence rules live in persistence.ts.
 */
export type AuthState = {
  user: SessionUser | null;
  token: string | null;
  refreshToken: string | null;
  /** token && user */
  isAuthenticated: boolean;
  /** True while the session is being restored at start; the app shows 'Initializing...'. */
  isLoading: boolean;
  rememberMe: boolean;
  /** Message of the last failed login, cleared by the next attempt. */
  loginError: string | null;
  /** From the user's companyAssociation; null when it has none. */
  association: ClientAssociation | null;

  /** Login success: authenticated, persisted by the rememberMe choice. */
  setSession: (session: Session) => void;
  /** Login failure: clears user, tokens and association and records the error (seed 000 §4). */
  loginFailed: (message: string) => void;
  clearLoginError: () => void;
  /** New token pair from a refresh; the session's expiry does not move. */
  setTokens: (tokens: { token: string; refreshToken: string }) => void;
  /** Fresh user object (profile load, profile edit, e-mail verified). */
  setUser: (user: SessionUser | null) => void;
  setLoading: (isLoading: boolean) => void;
  /** Applies the start-up rules to what an earlier visit stored (see persistence.ts). */
  restore: (now?: number) => RestoreOutcome;
  /** Forget everything, in memory and in storage (logout, failed refresh, 401 during start). */
  clear: () => void;
  /** A refresh answered INVALID_TOKEN: all stored auth tokens go (seed 000 §7), then the session. */
  clearTokens: () => void;
  /**
   * Another tab changed the session this tab shares (lib/session.ts): take what is stored now — signed
   * out, new tokens, or the remembered session of a new sign-in with its user.
   */
  followStoredSession: () => void;
};

const signedOut = {
  user: null,
  token: null,
  refreshToken: null,
  isAuthenticated: false,
  association: null,
} satisfies Partial<AuthState>;

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...signedOut,
  // The bootstrap (main.tsx) switches this on before the first render and off once the session is known;
  // starting false keeps tests and isolated renders from waiting on a bootstrap that never runs.
  isLoading: false,
  rememberMe: false,
  loginError: null,

  setSession: ({ user, token, refreshToken = null, rememberMe = false, refreshExpiresAt = null }) => {
    savePersistedSession({ token, refreshToken, user, rememberMe, expiresAt: expiryFor(rememberMe, Date.now(), refreshExpiresAt) });
    set({
      user,
      token,
      refreshToken,
      rememberMe,
      isAuthenticated: Boolean(token && user),
      association: associationOf(user),
      loginError: null,
      isLoading: false,
    });
  },

  loginFailed: (message) => {
    clearPersistedSession();
    set({ ...signedOut, loginError: message, isLoading: false });
  },

  clearLoginError: () => set({ loginError: null }),

  setTokens: ({ token, refreshToken }) => {
    savePersistedTokens(token, refreshToken);
    set({ token, refreshToken, isAuthenticated: Boolean(token && get().user) });
  },

  setUser: (user) => {
    if (user) savePersistedUser(user);
    set({ user, association: associationOf(user), isAuthenticated: Boolean(get().token && user) });
  },

  setLoading: (isLoading) => set({ isLoading }),

  restore: (now = Date.now()) => {
    const outcome = readPersistedSession(now);
    if (outcome.status === 'restored') {
      const { token, refreshToken, user, rememberMe } = outcome.session;
      set({ token, refreshToken, user, rememberMe, association: associationOf(user), isAuthenticated: Boolean(token && user) });
    } else {
      set({ ...signedOut, rememberMe: false });
    }
    return outcome;
  },

  clear: () => {
    clearPersistedSession();
    set({ ...signedOut, rememberMe: false, isLoading: false });
  },

  clearTokens: () => {
    clearPersistedTokens();
    get().clear();
  },

  followStoredSession: () => {
    const stored = readCurrentSession();
    if (!stored) {
      set({ ...signedOut, rememberMe: false });
      return;
    }
    const { token, refreshToken, rememberMe } = stored;
    // The stored copy is the session's user; an unreadable copy leaves the one in memory.
    const user = stored.user ?? get().user;
    set({ token, refreshToken, rememberMe, user, association: associationOf(user), isAuthenticated: Boolean(token && user) });
  },
}));

onSessionChangedElsewhere(() => useAuthStore.getState().followStoredSession());
