import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { hasAnyRole } from '@paytable/contracts/core';
import { useAuthStore } from '@/features/auth/store';
import { hasBusinessAssociation } from '@/features/auth/types';
import { BUSINESS_PROFILE_PATH, BUSINESS_PROFILE_REQUIRED_MESSAGE } from '@/features/auth/company-gate';
import { originFromState, saveIntendedDestination, takePostLoginDestination } from '@/features/auth/redirects';
import { PageLoader } from '@/components/full-screen-loader';
import { notify } from '@/lib/notify';
import { useSignedIn } from '@/lib/session';
import { LOGIN_REQUIRED_MESSAGE, PERMISSION_DENIED_MESSAGE, type Role } from './route-access';

/** Seed 000 §4, §9: the toast and redirect wait 300 ms after a signed-out visit. */
export const LOGIN_REDIRECT_DELAY_MS = 300;
/** Seed 000 §4, §9: a signed-in visitor on /login is sent on after 150 ms. */
export const SIGNED_IN_REDIRECT_DELAY_MS = 150;

/** Location state of the navigation that follows a sign-out (the landing page must not bounce it). */
export type SignedOutState = { signedOut: true };

/**
 * Login-required dashboard routes. A signed-out visitor gets, after 300 ms, the toast 'Please log in to
 * access this page' and goes to /login with the origin in location state (`state.from`) and in
 * localStorage (intended destination). Nothing happens while the session is still being restored.
 * Signed in is lib/session.ts's answer: a remembered session and this tab's session count alike, and a
 * sign-out in another tab that shares the session lands here as signed out.
 */
export function RequireAuth() {
  const isAuthenticated = useSignedIn();
  const isLoading = useAuthStore((s) => s.isLoading);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const timer = window.setTimeout(() => {
      saveIntendedDestination(`${location.pathname}${location.search}${location.hash}`);
      notify({ variant: 'warning', title: LOGIN_REQUIRED_MESSAGE, id: 'login-required' });
      navigate('/login', { replace: true, state: { from: location } });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isAuthenticated, isLoading, location, navigate]);

  return isAuthenticated ? <Outlet /> : <PageLoader />;
}

/**
 * Role gate (seed 000 §5, §6) with the contract's `hasAnyRole`, the same check the API's route guard
 * runs: failing it toasts and goes to /dashboard.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useAuthStore((s) => s.user);
  const allowed = roles.length === 0 || hasAnyRole(user, roles);
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    notify({ variant: 'destructive', title: PERMISSION_DENIED_MESSAGE, id: 'permission-denied' });
    navigate('/dashboard', { replace: true });
  }, [allowed, navigate]);

  return allowed ? <Outlet /> : null;
}

/**
 * Company areas (seed 000 §4): without a company or individual_service_provider association the visitor
 * gets the warning 'Please complete your business profile first' and goes to /dashboard/company-profile.
 */
export function RequireBusinessAssociation() {
  const association = useAuthStore((s) => s.association);
  const allowed = hasBusinessAssociation(association);
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    notify({ variant: 'warning', title: BUSINESS_PROFILE_REQUIRED_MESSAGE, id: 'business-profile-required' });
    navigate(BUSINESS_PROFILE_PATH, { replace: true });
  }, [allowed, navigate]);

  return allowed ? <Outlet /> : null;
}

/**
 * A signed-in visitor on /, /login or /register moves on (seed 000 §2, §4): to the origin under /dashboard
 * the login guard recorded, else the saved intended destination, else a saved pending action (/action),
 * else /dashboard. On / it happens at once, on the auth pages after `delayMs` (150 ms). The redirect is
 * always scheduled, never run inside render, so React's double-invoked effects cannot consume the saved
 * destination twice.
 */
export function RedirectIfAuthenticated({ delayMs = 0 }: { delayMs?: number }) {
  const isAuthenticated = useSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const signingOut = (location.state as Partial<SignedOutState> | null)?.signedOut === true;
  const redirect = isAuthenticated && !signingOut;

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => {
      navigate(takePostLoginDestination(originFromState(location.state)), { replace: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [redirect, delayMs, location.state, navigate]);

  // On / the page would only flash before the redirect; auth pages show their own "signed in" state.
  if (redirect && delayMs === 0) return null;
  return <Outlet />;
}
