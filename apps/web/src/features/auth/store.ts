import { create } from 'zustand';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

/**
 * Client session state. This is the shape layouts and guards read; the auth feature fills it in
 * (login, restore at start, refresh on 401, logout call).
 */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName?: string;
  /** e.g. ROLE_USER, ROLE_ADMIN, ROLE_SUPERUSER, ROLE_FINANCE_ADMIN, ROLE_SUPPORT_ADMIN */
  roles: string[];
  /** e.g. admin, superuser, finance_admin, support_admin, operator, game_supplier, provider */
  userType?: string;
};

export type Session = {
  user: SessionUser;
  token: string;
  refreshToken?: string | null;
  rememberMe?: boolean;
};

type AuthState = {
  user: SessionUser | null;
  token: string | null;
  refreshToken: string | null;
  rememberMe: boolean;
  /** token && user */
  isAuthenticated: boolean;
  /** True while the session is being restored at start; the app shows 'Initializing...'. */
  isLoading: boolean;
  setSession: (session: Session) => void;
  setUser: (user: SessionUser | null) => void;
  setLoading: (isLoading: boolean) => void;
  /** Forget user and tokens (memory and localStorage). */
  clear: () => void;
};

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: safeStorage.get(storageKeys.token),
  refreshToken: safeStorage.get(storageKeys.refreshToken),
  rememberMe: safeStorage.get(storageKeys.rememberMe) === 'true',
  isAuthenticated: false,
  isLoading: false,
  setSession: ({ user, token, refreshToken = null, rememberMe = false }) => {
    safeStorage.set(storageKeys.token, token);
    if (refreshToken) safeStorage.set(storageKeys.refreshToken, refreshToken);
    else safeStorage.remove(storageKeys.refreshToken);
    safeStorage.set(storageKeys.rememberMe, String(rememberMe));
    set({ user, token, refreshToken, rememberMe, isAuthenticated: Boolean(token && user), isLoading: false });
  },
  setUser: (user) => set({ user, isAuthenticated: Boolean(get().token && user) }),
  setLoading: (isLoading) => set({ isLoading }),
  clear: () => {
    for (const key of [storageKeys.token, storageKeys.refreshToken, storageKeys.user, storageKeys.rememberMe, storageKeys.sessionExpiresAt]) {
      safeStorage.remove(key);
    }
    set({ user: null, token: null, refreshToken: null, rememberMe: false, isAuthenticated: false, isLoading: false });
  },
}));
