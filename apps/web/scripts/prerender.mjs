// Renders the landing page's HTML at build time into dist/landing.html, so the first paint of `/` needs
// only the HTML and the CSS; the client then hydrates it (src/main.tsx). dist/index.html stays the empty
// SPA shell every other route is served with (apps/api/src/platform/spa.ts picks the file).
// Usage: node scripts/prerender.mjs [outDir]   (default dist/, the folder `vite build` wrote)
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = new URL('..', import.meta.url).pathname;
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
// Inside the web workspace (so the bundle's bare imports resolve from node_modules), in a git-ignored folder.
const ssrOut = path.join(webRoot, '.vite', 'prerender');

/**
 * The lazy route modules `/` matches (router.tsx: public layout → landing page). Hydration needs them
 * before its first render, so landing.html preloads them with the entry instead of discovering them late.
 */
const LANDING_ROUTE_MODULES = ['src/app/layouts/public-layout.tsx', 'src/features/public/pages/landing-page.tsx'];

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const { renderPage } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const markup = await renderPage('/');
await fs.rm(ssrOut, { recursive: true, force: true });

const shell = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const withMarkup = withHead(withBody(shell, markup.body), markup.head);
const html = await withInlineStyles(withPreloads(withMarkup, routeChunks(manifest, LANDING_ROUTE_MODULES, shell)));
await fs.writeFile(path.join(dist, 'landing.html'), html);
console.log(`prerendered / → ${path.relative(process.cwd(), path.join(dist, 'landing.html'))} (${(markup.body.length / 1024).toFixed(1)} KB of markup)`);

function withBody(document, body) {
  const rootTag = '<div id="root"></div>';
  if (!document.includes(rootTag)) throw new Error(`index.html has no ${rootTag}`);
  return document.replace(rootTag, `<div id="root">${body}</div>`);
}

/** The page's own <title>/<meta> replace the shell's defaults with the same name or property. */
function withHead(document, tags) {
  let result = document;
  for (const tag of tags) {
    const key = tag.startsWith('<title') ? /<title>[\s\S]*?<\/title>/ : keyPattern(tag);
    if (key) result = result.replace(key, '');
  }
  return result.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`).replace(/\n\s*\n/g, '\n');
}

function keyPattern(tag) {
  const attribute = /\b(name|property)="([^"]+)"/.exec(tag);
  return attribute ? new RegExp(`<meta\\s+${attribute[1]}="${attribute[2]}"[^>]*>`) : undefined;
}

/** Files of the given modules and their static imports that the shell does not load already. */
function routeChunks(viteManifest, modules, document) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!viteManifest[module]) throw new Error(`${module} is not a chunk of the build (moved or renamed?)`);
    visit(module);
  }
  return [...files].filter((file) => !document.includes(`/${file}"`));
}

/**
 * The stylesheet goes inline: the page paints as soon as its HTML has arrived, without a second round trip
 * for render-blocking CSS (about 12 KB compressed; the CSP allows inline styles). Other routes keep the
 * cached file.
 */
async function withInlineStyles(document) {
  const links = [...document.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let result = document;
  for (const [tag, file] of links) {
    const css = await fs.readFile(path.join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

function withPreloads(document, files) {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return document.replace(/(\s*<link rel="stylesheet")/, `\n    ${links}$1`);
}
