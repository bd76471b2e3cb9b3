import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { sessionToken } from './lib/session';
import { initTheme } from './lib/theme';

/**
 * The SPA's entry and its static imports, which scripts/prerender.mjs writes into the page (the SPA's
 * entry is a separate build input, so this entry cannot import it).
 */
function loadSpa() {
  const [entry, ...preloads] = (document.querySelector<HTMLMetaElement>('meta[name="spa-modules"]')?.content ?? '').split(' ');
  if (!entry) throw new Error('landing.html lists no SPA modules (meta spa-modules)');
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/*
 * Entry of the landing page `/` (dist/landing.html, loaded by the boot script scripts/prerender.mjs writes):
 * React and the landing page only — no router, route table or TanStack Query, which a first-time visitor
 * does not need to read and leave the page.
 *
 * A stored session is the SPA's business, decided the way main.tsx decides it (lib/session.ts sessionToken): the SPA
 * loads instead, shows 'Initializing...', restores the session and sends a signed-in visitor on to
 * /dashboard (seed 000 §2). Nothing is hydrated here then, so the app never runs twice on the page.
 */
if (sessionToken() !== null) {
  loadSpa();
} else {
  initTheme();
  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main
  // thread for the whole page: the prerendered HTML is already on screen, nothing waits for it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <LandingApp />
      </StrictMode>,
    );
  });
}
