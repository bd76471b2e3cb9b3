import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useAuthStore } from '@/features/auth/store';
import { useInteractiveMark } from '@/lib/use-interactive-mark';
import { NavigationProvider } from '../navigation';
import { CookieConsentBanner } from '@/components/cookie-consent-banner';
import { MaintenanceBanner } from '@/features/admin/components/maintenance-banner';

export type RouteHandle = { title?: string };

const BRAND_TITLE = 'Paytable — the B2B network for iGaming';

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · Paytable` : BRAND_TITLE;
  }, [title?.title]);
}

/** Root of every route: the maintenance banner, navigation context, page titles, the start-up loader and the cookie banner. */
export function RootLayout() {
  const isLoading = useAuthStore((s) => s.isLoading);
  useDocumentTitle();
  useInteractiveMark();
  return (
    <NavigationProvider>
      <MaintenanceBanner />
      {isLoading ? <FullScreenLoader /> : <Outlet />}
      {/* In the SPA the banner renders with the first frame (no hydration to wait for, no extra round trip):
          it appears with the page instead of painting later over it. */}
      <CookieConsentBanner />
      <ScrollRestoration />
    </NavigationProvider>
  );
}
