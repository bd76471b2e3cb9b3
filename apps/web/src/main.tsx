import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initTheme } from './lib/theme';
import './styles.css';

initTheme();

// Auth start-up (seed 000 §4): the refresh queue goes onto the authenticated client, then the stored
// session is checked and restored; 'Initializing...' shows until the profile call has answered. Loaded as
// its own chunk (it brings axios) so the first paint of public pages does not wait for it; no
// authenticated call runs before it finishes, because the dashboard guard waits for the store's isLoading.
void import('./features/auth/bootstrap').then(({ bootstrapAuth }) => bootstrapAuth());

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
