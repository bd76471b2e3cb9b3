import './lib/zod-csp';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { useAuthStore } from './features/auth/store';
import { sessionToken } from './lib/session';
import { initTheme } from './lib/theme';
import './styles.css';

initTheme();

// Auth start-up (seed 000 §4): the refresh queue goes onto the authenticated client, then the stored
// session is checked and restored; 'Initializing...' shows until the profile call has answered. Loaded as
// its own chunk (it brings axios) so the first paint does not wait for it. With a stored session it starts
// at once and the loader shows from the first render. A visitor without one has no session to restore and
// needs the refresh queue only once signed in, so the chunk loads when that happens.
const hasStoredSession = sessionToken() !== null;
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
 *
 * The first render waits until the router has loaded the matched routes' lazy code: until then the router
 * renders nothing, and #root keeps what the server sent (the start-up mark, or /marketplace's prerendered
 * frame, which the page's own first render then replaces in place).
 */
const router = createAppRouter();
function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole page: what #root holds stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
