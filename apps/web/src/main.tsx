import './lib/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { readPersistedToken } from './features/auth/persistence';
import { useAuthStore } from './features/auth/store';
import { initTheme } from './lib/theme';
import './styles.css';

initTheme();

// Auth start-up (seed 000 §4): the refresh queue goes onto the authenticated client, then the stored
// session is checked and restored; 'Initializing...' shows until the profile call has answered. Loaded as
// its own chunk (it brings axios) so the first paint does not wait for it. With a stored session it starts
// at once and the loader shows from the first render. A visitor without one has no session to restore and
// needs the refresh queue only once signed in, so the chunk loads when that happens.
const hasStoredSession = readPersistedToken() !== null;
if (hasStoredSession) {
  useAuthStore.getState().setLoading(true);
  void import('./features/auth/bootstrap').then((auth) => auth.bootstrapAuth());
} else {
  const stopWatching = useAuthStore.subscribe(({ isAuthenticated }) => {
    if (!isAuthenticated) return;
    stopWatching();
    void import('./features/auth/bootstrap').then((auth) => auth.installAuthInterceptors());
  });
}

/**
 * The server sends `/` with its HTML already rendered at build time (scripts/prerender.mjs). Hydration
 * must render exactly that markup on its first pass, so the lazy route modules the URL matches (public
 * layout, landing page) are loaded before the router is created.
 */
async function loadMatchedRouteModules() {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  // A signed-in visitor sees 'Initializing...' and then /dashboard, never the prerendered landing page.
  const prerendered = container.hasChildNodes() && !hasStoredSession;
  if (prerendered) await loadMatchedRouteModules();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main
  // thread for the whole page: the prerendered HTML is already on screen, nothing waits for it.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
