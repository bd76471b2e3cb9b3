import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/html';

/**
 * The small HTML pages a mail's link opens (the unsubscribe question and its answer). They live under /api/,
 * whose policy allows nothing to load (`default-src 'none'`, platform/security.ts), so style attributes are
 * refused there. The page is styled by classes and one <style> element whose SHA-256 its own
 * Content-Security-Policy names: nothing else may style, script or load, and the form may post only here.
 */
const STYLESHEET = [
  ':root{color-scheme:light dark;--bg:#f5f7fc;--card:#fff;--fg:#1c1f2e;--muted:#4b5063;--border:#dde1ec;--primary:#4338ca;--on-primary:#fff}',
  '@media (prefers-color-scheme:dark){:root{--bg:#141624;--card:#1d2033;--fg:#eef0f7;--muted:#b5b9c9;--border:#33374d;--primary:#8b93f8;--on-primary:#14162a}}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}',
  '.card{width:100%;max-width:30rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgb(0 0 0/.06)}',
  '.brand{margin:0 0 1.5rem;font-weight:700;letter-spacing:-.01em;color:var(--primary)}',
  'h1{font-size:1.25rem;line-height:1.3;margin:0 0 .5rem}',
  'p{margin:0 0 1.25rem;color:var(--muted)}',
  'button{font:inherit;font-weight:600;background:var(--primary);color:var(--on-primary);border:0;border-radius:.5rem;padding:.625rem 1.25rem;min-height:2.75rem;cursor:pointer}',
  'button:hover{filter:brightness(1.1)}',
  'button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}',
  'form{margin:0 0 1.25rem}',
  'a{color:var(--primary)}',
  '.links{margin:0;font-size:.875rem}',
].join('\n');

const STYLESHEET_HASH = `'sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}'`;

/** The page's own policy, set on its answer in place of the API's. */
export const MAIL_LINK_PAGE_POLICY = `default-src 'none'; style-src ${STYLESHEET_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A titled page with a line of text; `form` adds a button that POSTs to `action`. */
export const mailLinkPage = (title: string, text: string, form?: { action: string; label: string }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)} · Paytable</title><style>${STYLESHEET}</style></head>` +
  `<body><main class="card"><p class="brand">Paytable</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
  (form ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>` : '') +
  `<p class="links"><a href="/dashboard/settings/notifications">Notification settings</a></p></main></body></html>`;
