import { lazy, Suspense } from 'react';
import { readCookieConsent } from '@/lib/cookie-consent';
import { useHydrated } from '@/lib/use-hydrated';

const CookieConsentBanner = lazy(() => import('@/components/cookie-consent-banner'));

/**
 * The cookie banner (seed 000 §2) decides from localStorage, which the build-time HTML cannot know: it
 * mounts after hydration, and its code loads only for a visitor who has not chosen yet. It is fixed to the
 * bottom, so appearing late moves nothing on the page.
 */
export function DeferredCookieBanner() {
  const hydrated = useHydrated();
  // Read once per render after hydration; the banner itself hides when the visitor chooses.
  if (!hydrated || readCookieConsent() !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
