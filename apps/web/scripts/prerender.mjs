// Renders the landing page's HTML at build time into dist/landing.html, so the first paint of `/` needs
// only that one document: markup and styles inline. The app's JavaScript starts loading after that first
// paint (a small boot script) and then hydrates the page (src/main.tsx). dist/index.html stays the empty
// SPA shell every other route is served with (apps/api/src/platform/spa.ts picks the file).
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

/**
 * The lazy route modules `/` matches (router.tsx: public layout → landing page). Hydration needs them
 * before its first render, so they load together with the entry instead of being discovered late.
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
let html = withHead(withBody(shell, markup.body), markup.head);
html = await withInlineStyles(html);
html = await withBootScript(html, [...shellModules(shell), ...routeChunks(manifest, LANDING_ROUTE_MODULES, shell)]);
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

/** The shell's entry script first, then its modulepreloads, as site paths. */
function shellModules(document) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(document);
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...document.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  return [entry[1], ...preloads];
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
  return [...files].filter((file) => !document.includes(`/${file}"`)).map((file) => `/${file}`);
}

/**
 * The page is complete without JavaScript until it hydrates, so nothing competes with its first paint:
 * the entry script and its modulepreloads leave the document, and a small boot script (external: the CSP
 * allows no inline script) requests them all at once right after the first frame has been painted.
 */
async function withBootScript(document, [entry, ...preloads]) {
  const boot = `// Generated by apps/web/scripts/prerender.mjs: loads the app after the landing page's first paint.
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
  const name = `assets/landing-boot-${crypto.createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(dist, name), boot);
  return document
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `  <script defer src="/${name}"></script>\n  </head>`);
}
