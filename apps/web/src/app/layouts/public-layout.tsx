import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/full-screen-loader';
import { useAuthStore } from '@/features/auth/store';
import { withQueryClient } from '@/lib/query-client-loader';
import { PublicFrame } from './public-frame';

// Loaded only for signed-in visitors, so the first visit to a public page skips the menu code.
// Sign-out clears the query cache: the menu waits for the query client too.
const UserMenu = lazy(withQueryClient(() => import('./user-menu').then((m) => ({ default: m.UserMenu }))));

/** The SPA's layout of the public pages: the shared frame, the avatar menu when signed in, the page. */
export function PublicLayout() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const account = isAuthenticated ? (
    <Suspense fallback={<span className="size-9 rounded-full bg-muted" aria-hidden="true" />}>
      <UserMenu />
    </Suspense>
  ) : undefined;
  return (
    <PublicFrame account={account}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PublicFrame>
  );
}

export default PublicLayout;
