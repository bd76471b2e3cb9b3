import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { PageLoader } from '@/components/full-screen-loader';
import { notify } from '@/lib/notify';
import { safeStorage, storageKeys } from '@/lib/storage-keys';
import { canAccess, LOGIN_REQUIRED_MESSAGE, PERMISSION_DENIED_MESSAGE, type Role } from './route-access';

/** Seed 000 §4: the toast and redirect wait 300 ms after a signed-out visit. */
export const LOGIN_REDIRECT_DELAY_MS = 300;

/**
 * Login-required dashboard routes. A signed-out visitor gets, after 300 ms, the toast 'Please log in to
 * access this page' and goes to /login with the origin in location state (`state.from`) and in
 * localStorage (intended destination).
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isLoading = useAuthStore((s) => s.isLoading);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const timer = window.setTimeout(() => {
      const origin = `${location.pathname}${location.search}${location.hash}`;
      safeStorage.set(storageKeys.intendedDestination, origin);
      notify({ variant: 'warning', title: LOGIN_REQUIRED_MESSAGE, id: 'login-required' });
      navigate('/login', { replace: true, state: { from: location } });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isAuthenticated, isLoading, location, navigate]);

  return isAuthenticated ? <Outlet /> : <PageLoader />;
}

/** Role gate (seed 000 §5, §6): failing it toasts and goes to /dashboard. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useAuthStore((s) => s.user);
  const allowed = canAccess(user, roles);
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    notify({ variant: 'destructive', title: PERMISSION_DENIED_MESSAGE, id: 'permission-denied' });
    navigate('/dashboard', { replace: true });
  }, [allowed, navigate]);

  return allowed ? <Outlet /> : null;
}

/** Seed 000 §2: a signed-in user arriving on / goes to /dashboard. */
export function RedirectIfAuthenticated() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
