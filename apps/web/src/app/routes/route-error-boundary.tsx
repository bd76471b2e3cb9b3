import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/full-screen-loader';

// The error screens load only when a route fails; the first paint does not carry them.
const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));

/** errorElement of every route: the route error screen (routes/route-error.tsx), loaded on demand. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteError />
    </Suspense>
  );
}
