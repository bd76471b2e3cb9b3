import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { bootstrapAuth } from './features/auth/bootstrap';
import { initTheme } from './lib/theme';
import './styles.css';

initTheme();

// Auth start-up (seed 000 §4): the refresh queue goes onto the authenticated client, then the stored
// session is checked and restored; 'Initializing...' shows until the profile call has answered.
void bootstrapAuth();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
