import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
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

/*
 * The SPA renders every route on the client. On `/` it runs only for a stored session (src/landing.tsx
 * hands over): then #root still holds the prerendered landing page, which this render replaces with
 * 'Initializing...' until the session is known, and a signed-in visitor goes on to /dashboard.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
