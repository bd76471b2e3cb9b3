/**
 * Build-time rendering (scripts/prerender.mjs runs this after `vite build`), never shipped to the browser:
 * - the landing page, the same tree src/landing.tsx hydrates (app/landing-app.tsx);
 * - /marketplace's first frame: the public frame and the marketplace page as the SPA renders them while the
 *   page's data loads (header, tabs, placeholders of the loaded parts' size), which the SPA's first render
 *   replaces without moving anything.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, NavLink } from 'react-router';
import { LandingApp } from './app/landing-app';
import { PublicFrame } from './app/layouts/public-frame';
import { SiteLinkProvider } from './components/site-link';
import MarketplaceRoute from './app/routes/marketplace-route';

export type RenderedPage = {
  /** Tags React hoists into <head> (title, description, Open Graph, preloads) for the page. */
  head: string[];
  /** The markup inside #root. */
  body: string;
};

/** React writes a page's hoistable tags first; the leading run of them belongs in <head>. */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;

/**
 * Tags whose value depends on the address the site is served from (`window.location.origin`), which the
 * build cannot know: left to the client, which adds them when it hydrates.
 */
const ORIGIN_DEPENDENT = /rel="canonical"|property="og:url"/;

function render(tree: ReactNode): RenderedPage {
  let body = renderToString(<StrictMode>{tree}</StrictMode>);
  const head: string[] = [];
  for (let tag = LEADING_HEAD_TAG.exec(body); tag; tag = LEADING_HEAD_TAG.exec(body)) {
    if (!ORIGIN_DEPENDENT.test(tag[0])) head.push(tag[0]);
    body = body.slice(tag[0].length);
  }
  return { head, body };
}

export const renderLanding = (): RenderedPage => render(<LandingApp />);

/**
 * /marketplace as the SPA first shows it to a visitor (app/layouts/public-layout.tsx around the page): no
 * query has data, so every part that loads renders its placeholder.
 */
export function renderMarketplace(): RenderedPage {
  const page = render(
    <MemoryRouter initialEntries={['/marketplace']}>
      <QueryClientProvider client={new QueryClient()}>
        <SiteLinkProvider value={{ Link, NavLink }}>
          <PublicFrame>
            <MarketplaceRoute />
          </PublicFrame>
        </SiteLinkProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...page, head: ['<title>Marketplace · Paytable</title>', ...page.head] };
}
