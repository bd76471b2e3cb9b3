import { MaintenanceBanner } from '@/features/admin/components/maintenance-banner';
import LandingRoute from './routes/landing-route';
import { useInteractiveMark } from '@/lib/use-interactive-mark';
import { DeferredCookieBanner } from './layouts/deferred-cookie-banner';
import { PublicFrame } from './layouts/public-frame';

/**
 * The landing page `/` without the SPA around it: the maintenance banner (after hydration), the public frame, the page and the cookie banner, with
 * plain links (components/site-link.tsx). The build renders it into dist/landing.html (src/prerender.tsx)
 * and src/landing.tsx hydrates it, so this one tree is what both see. For a signed-out visitor this is the
 * whole of `/`; a click on a link is a full page load into the SPA.
 */
export function LandingApp() {
  useInteractiveMark();
  return (
    <>
      <MaintenanceBanner />
      <PublicFrame>
        <LandingRoute />
      </PublicFrame>
      <DeferredCookieBanner />
    </>
  );
}
