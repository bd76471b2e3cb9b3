// Renders pages' HTML at build time, so their first paint needs only one document: markup and styles inline.
// - `/` → dist/landing.html: the landing page's own entry (src/landing.tsx: React and the landing page, no
//   router) starts loading after that first paint (a small boot script) and then hydrates the page.
// - `/marketplace` → dist/marketplace.html: the page's first frame (header, tabs, placeholders); the SPA
//   loads after the first paint the same way and renders over it.
// dist/index.html stays the SPA shell every other route is served with (apps/api/src/platform/spa.ts picks
// the file).
// Usage: node scripts/prerender.mjs [outDir]   (default dist/, the folder `vite build` wrote)
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = new URL('..', import.meta.url).pathname;
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
// Inside the web workspace (so the bundle's bare imports resolve from node_modules), in a git-ignored folder.
const ssrOut = path.join(webRoot, '.vite', 'prerender');

/** The landing page's entry, a second input of the client build (vite.config.ts). */
const LANDING_ENTRY = 'src/landing.tsx';
/** The lazy chunks the SPA loads before it renders /marketplace (app/router.tsx, app/route-table.ts). */
const MARKETPLACE_CHUNKS = ['src/app/layouts/public-layout.tsx', 'src/app/routes/marketplace-route.tsx', 'src/lib/query-client.ts'];

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const { renderLanding, renderMarketplace } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
const markup = renderLanding();
const marketplaceMarkup = renderMarketplace();
await fs.rm(ssrOut, { recursive: true, force: true });

const shell = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
let html = withHead(withBody(shell, markup.body), markup.head);
html = await withInlineStyles(html);
html = withSpaModules(withoutShellScripts(html), staticClosure(manifest, 'index.html'));
html = await withBootScript(html, 'landing', staticClosure(manifest, LANDING_ENTRY));
await writePage('/', 'landing.html', html, markup);

// /marketplace: the SPA's shell with the page's first frame in #root, which the SPA's first render replaces
// (src/main.tsx renders once the route's code has loaded), styles inline. The SPA's entry, its static
// imports and the route's chunks load from a boot script after the first paint, as on the landing page:
// nothing the page paints first waits for them.
let marketplace = withHead(withBody(shell, marketplaceMarkup.body), marketplaceMarkup.head);
marketplace = withoutShellScripts(await withInlineStyles(marketplace));
marketplace = await withBootScript(marketplace, 'marketplace', [
  ...new Set([...staticClosure(manifest, 'index.html'), ...MARKETPLACE_CHUNKS.flatMap((key) => staticClosure(manifest, key))]),
]);
await writePage('/marketplace', 'marketplace.html', marketplace, marketplaceMarkup);

async function writePage(route, file, document, rendered) {
  await fs.writeFile(path.join(dist, file), document);
  console.log(`prerendered ${route} → ${path.relative(process.cwd(), path.join(dist, file))} (${(rendered.body.length / 1024).toFixed(1)} KB of markup)`);
}

/** The landing page's markup replaces what the shell's #root holds (its start-up placeholder, see index.html). */
function withBody(document, body) {
  const root = /<div id="root">[\s\S]*?<!--\/boot--><\/div>|<div id="root"><\/div>/;
  if (!root.test(document)) throw new Error('index.html has no <div id="root"> (empty, or ending with <!--/boot-->)');
  return document.replace(root, () => `<div id="root">${body}</div>`);
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

/**
 * The stylesheet goes inline: the page paints as soon as its HTML has arrived, without a second round trip
 * for render-blocking CSS (about 12 KB compressed; the CSP allows inline styles). Other routes keep the
 * cached file.
 */
async function withInlineStyles(document) {
  let result = document;
  for (const [tag, file] of document.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await fs.readFile(path.join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

/** The SPA's entry script and modulepreloads leave the landing page: it loads its own entry. */
function withoutShellScripts(document) {
  if (!/<script type="module" crossorigin src="[^"]+"><\/script>/.test(document)) throw new Error('index.html has no module entry script');
  return document
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * The SPA's entry and static imports, for src/landing.tsx to load when the visitor has a stored session
 * (the SPA restores it and sends a signed-in visitor on to /dashboard).
 */
function withSpaModules(document, modules) {
  return document.replace('</head>', `  <meta name="spa-modules" content="${modules.join(' ')}">\n  </head>`);
}

/** The entry's file first, then every chunk it imports statically (transitively), as site paths. */
function staticClosure(viteManifest, entry) {
  const files = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build (moved or renamed?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files].map((file) => `/${file}`);
}

/**
 * The page is complete without JavaScript until it hydrates, so nothing competes with its first paint: a
 * small boot script (external: the CSP allows no inline script) requests the entry and its static imports
 * all at once right after the first frame has been painted.
 */
async function withBootScript(document, page, [entry, ...preloads]) {
  const boot = `// Generated by apps/web/scripts/prerender.mjs: loads the app after the ${page} page's first paint.
(function () {
  var preloads = ${JSON.stringify(preloads)};
  function load() {
    for (var i = 0; i < preloads.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    import(${JSON.stringify(entry)});
  }
  // Hidden tabs paint no frames: load at once there.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
`;
  const name = `assets/${page}-boot-${crypto.createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(dist, name), boot);
  return document.replace('</head>', `  <script defer src="/${name}"></script>\n  </head>`);
}
