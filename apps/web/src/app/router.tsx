import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { needsBusinessAssociation } from '@/features/auth/company-gate';
import { RedirectIfAuthenticated, RequireAuth, RequireBusinessAssociation, RequireRole, SIGNED_IN_REDIRECT_DELAY_MS } from './guards';
import { withQueryClient } from '@/lib/query-client-loader';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { requiredRoles } from './route-access';
import { authPages, dashboardPages, publicPages, type PageEntry } from './route-table';

/**
 * Lazy page for a table entry: its feature page when set, else the shared placeholder with its title. Pages
 * run queries, so they also wait for the query client (lib/query-client-loader.ts).
 */
function lazyPage(entry: PageEntry): RouteObject['lazy'] {
  return withQueryClient(async () => {
    if (entry.page) {
      const mod = await entry.page();
      return { Component: mod.default };
    }
    const { ComingSoon } = await import('@/components/coming-soon');
    const Placeholder = () => <ComingSoon title={entry.title} description={entry.description} />;
    return { Component: Placeholder };
  });
}

function pageRoute(entry: PageEntry): RouteObject {
  const common = { lazy: lazyPage(entry), handle: { title: entry.title }, errorElement: <RouteErrorBoundary /> };
  return entry.path === '' ? { ...common, index: true } : { ...common, path: entry.path };
}

/**
 * A dashboard page behind its gates: the §6 role gate when it has one, then (for company-* areas, §4) the
 * business-association gate.
 */
function dashboardRoute(entry: PageEntry): RouteObject {
  const roles = requiredRoles(entry.path);
  let route = pageRoute(entry);
  if (needsBusinessAssociation(entry.path)) route = { element: <RequireBusinessAssociation />, children: [route] };
  if (!roles) return route;
  return { element: <RequireRole roles={roles} />, children: [route] };
}

/** Auth pages a signed-in visitor is sent away from (seed 000 §4); the others stay reachable. */
const SIGNED_OUT_ONLY = new Set(['login', 'register']);

/** Search results link to /profile/:id, /company/:id and /games/:id (seed 000 §2); they live in the dashboard. */
function ParamRedirect({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

const notFound: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./routes/not-found')).NotFound }),
  handle: { title: 'Page not found' },
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).default }),
        children: [
          {
            element: <RedirectIfAuthenticated />,
            children: [
              {
                // Loaded before hydration on / (main.tsx): no query client wait, the news panel has its own.
                index: true,
                lazy: async () => ({ Component: (await import('./routes/landing-route')).default }),
                errorElement: <RouteErrorBoundary />,
              },
            ],
          },
          ...publicPages.map(pageRoute),
          { path: 'profile/:id', element: <ParamRedirect to={(id) => `/dashboard/profile/${id}`} /> },
          { path: 'company/:id', element: <ParamRedirect to={(id) => `/dashboard/marketplace/company/${id}`} /> },
          { path: 'games/:id', element: <ParamRedirect to={(id) => `/dashboard/marketplace/game/${id}`} /> },
          notFound,
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).default }),
        children: [
          {
            element: <RedirectIfAuthenticated delayMs={SIGNED_IN_REDIRECT_DELAY_MS} />,
            children: authPages.filter((p) => SIGNED_OUT_ONLY.has(p.path)).map(pageRoute),
          },
          ...authPages.filter((p) => !SIGNED_OUT_ONLY.has(p.path)).map(pageRoute),
        ],
      },
      {
        path: 'dashboard',
        lazy: withQueryClient(async () => ({ Component: (await import('./layouts/dashboard-layout')).default })),
        handle: { title: 'Dashboard' },
        children: [
          ...dashboardPages.filter((p) => p.public).map(pageRoute),
          { element: <RequireAuth />, children: dashboardPages.filter((p) => !p.public).map(dashboardRoute) },
          notFound,
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
