/**
 * Build-time rendering of the landing page (scripts/prerender.mjs runs this after `vite build`): the same
 * tree src/landing.tsx hydrates (app/landing-app.tsx), rendered to HTML. Never shipped to the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './app/landing-app';

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

export function renderLanding(): RenderedPage {
  let body = renderToString(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
  const head: string[] = [];
  for (let tag = LEADING_HEAD_TAG.exec(body); tag; tag = LEADING_HEAD_TAG.exec(body)) {
    if (!ORIGIN_DEPENDENT.test(tag[0])) head.push(tag[0]);
    body = body.slice(tag[0].length);
  }
  return { head, body };
}
