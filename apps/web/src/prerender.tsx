/**
 * Build-time rendering of public pages (scripts/prerender.mjs runs this after `vite build`): the same route
 * table and providers as main.tsx, rendered to HTML with react-router's static handler, which also resolves
 * the lazy route modules the URL matches. Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

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

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerender ${pathname}: the route answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let body = renderToString(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); the client router needs no data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const head: string[] = [];
  for (let tag = LEADING_HEAD_TAG.exec(body); tag; tag = LEADING_HEAD_TAG.exec(body)) {
    if (!ORIGIN_DEPENDENT.test(tag[0])) head.push(tag[0]);
    body = body.slice(tag[0].length);
  }
  return { head, body };
}
