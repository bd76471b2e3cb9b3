// Web benchmark: Lighthouse 12 (mobile defaults: Moto G Power emulation, slow 4G, 4x CPU slowdown) on the
// landing page and on /marketplace (mobile and desktop) served by the built production server, plus the
// landing's initial JavaScript.
// Run: npm run bench -- web   (CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_RUNS overrides 3;
// WEB_DIST_DIR / API_MAIN measure another build; LIGHTHOUSE_JSON_DIR keeps the reports; WEB_BENCH_SIZES_ONLY=1
// prints the initial JavaScript and skips Lighthouse)
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, freePort, median, repoRoot, startAndTime, table, tempDir } from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

console.log('\n# Web benchmark (landing page, marketplace)\n');

// 1. Initial JavaScript of the landing page: every script `/` loads before it is interactive. That is the
// scripts of the document `/` is served with (the prerendered dist/landing.html, or the SPA shell
// dist/index.html without one: <script src> and <link rel="modulepreload">), the modules the generated boot
// script of the prerendered page requests (apps/web/scripts/prerender.mjs), and every chunk those import
// statically, transitively, by Vite's build manifest (build.manifest). Lazily loaded chunks (dynamic
// imports: news panel, menu sheet, cookie banner) are not counted. Sizes are gzip level 9.
// WEB_DIST_DIR measures another build of the web app (the server below serves the same directory).
const dist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
const landingDocument = (await fs.stat(path.join(dist, 'landing.html')).catch(() => null)) ? 'landing.html' : 'index.html';
const html = await fs.readFile(path.join(dist, landingDocument), 'utf8');
const viteManifest = JSON.parse(await fs.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunkByFile = new Map(Object.values(viteManifest).map((chunk) => [`/${chunk.file}`, chunk]));
const byKey = (key) => {
  const chunk = viteManifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  return `/${chunk.file}`;
};

/** Scripts the document itself loads: classic and module scripts, and module preloads. */
const documentScripts = [
  ...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g),
  ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="(\/[^"]+\.js)"/g),
].map((m) => m[1]);

const initial = new Map(); // file → why it loads
const addWithStaticImports = (file, reason) => {
  if (initial.has(file)) return;
  initial.set(file, reason);
  const chunk = chunkByFile.get(file);
  if (!chunk) {
    // Not a Vite chunk: the boot script prerender.mjs generates. What it requests counts too.
    if (!file.includes('/landing-boot-')) throw new Error(`${file} is neither a chunk of the build nor the boot script`);
    return;
  }
  for (const imported of chunk.imports ?? []) addWithStaticImports(byKey(imported), `static import of ${path.basename(file)}`);
};
for (const file of documentScripts) addWithStaticImports(file, `script of ${landingDocument}`);
for (const boot of [...initial.keys()].filter((file) => file.includes('/landing-boot-'))) {
  const code = await fs.readFile(path.join(dist, boot), 'utf8');
  for (const [, file] of code.matchAll(/"(\/assets\/[^"]+\.js)"/g)) addWithStaticImports(file, `requested by ${path.basename(boot)}`);
}

const gzipSizes = new Map();
const sizeOf = async (file) => {
  if (!gzipSizes.has(file)) {
    const bytes = await fs.readFile(path.join(dist, file));
    gzipSizes.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  }
  return gzipSizes.get(file);
};
const sizes = [];
for (const [file, reason] of initial) {
  const { raw, gzip } = await sizeOf(file);
  sizes.push([file, reason, raw, gzip]);
}
sizes.sort((a, b) => b[3] - a[3]);
const initialGzip = sizes.reduce((sum, [, , , gz]) => sum + gz, 0);
console.log(`## Initial JavaScript of / (dist/${landingDocument}: its scripts, what its boot script requests, their static imports)\n`);
table([['file', 'loads as', 'raw', 'gzip'], ...sizes.map(([f, why, raw, gz]) => [f, why, `${fmt(raw / 1024, 1)} KB`, `${fmt(gz / 1024, 1)} KB`])]);
console.log(`\ninitial JS (gzip): ${fmt(initialGzip / 1024, 1)} KB in ${sizes.length} files  (target < 120 KB)\n`);

// For the record, not counted: what the initial modules import lazily (after hydration, on demand), each
// with the chunks it adds beyond the initial ones.
const lazy = [];
for (const file of initial.keys()) {
  for (const key of chunkByFile.get(file)?.dynamicImports ?? []) {
    const added = new Set();
    const visit = (chunkFile) => {
      if (initial.has(chunkFile) || added.has(chunkFile)) return;
      added.add(chunkFile);
      for (const imported of chunkByFile.get(chunkFile)?.imports ?? []) visit(byKey(imported));
    };
    visit(byKey(key));
    if (added.size === 0 || lazy.some(([name]) => name === key)) continue;
    let gzip = 0;
    for (const chunkFile of added) gzip += (await sizeOf(chunkFile)).gzip;
    lazy.push([key, added.size, gzip]);
  }
}
if (lazy.length > 0) {
  console.log('Loaded lazily from the landing page (not initial; each with the chunks it adds):\n');
  table([['module', 'files', 'gzip'], ...lazy.map(([key, count, gz]) => [key, String(count), `${fmt(gz / 1024, 1)} KB`])]);
  console.log('');
}
if (process.env.WEB_BENCH_SIZES_ONLY) process.exit(0);

// 2. Lighthouse against the real server on an empty data directory (news falls back to the sample offline).
const dataDir = await tempDir('paytable-web-bench-');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startAndTime(
  process.env.API_MAIN ?? path.join(repoRoot, 'apps/api/dist/main.js'),
  { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, WEB_DIST_DIR: dist },
  `${base}/api/v1/health`,
);
await fetch(`${base}/api/v1/news`); // warm the news cache as a running server would be

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });

/**
 * The pages measured: the prerendered landing page, and /marketplace (the SPA shell, its route chunks and
 * its data), on Lighthouse's mobile defaults; /marketplace on the desktop preset too, where its layout
 * shift was largest. WEB_BENCH_PAGES=landing,marketplace picks a subset.
 */
const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
const pages = [
  { name: 'landing', path: '/', formFactor: 'mobile' },
  { name: 'marketplace', path: '/marketplace', formFactor: 'mobile' },
  { name: 'marketplace', path: '/marketplace', formFactor: 'desktop' },
].filter((page) => !process.env.WEB_BENCH_PAGES || process.env.WEB_BENCH_PAGES.split(',').includes(page.name));

/** One Lighthouse run; a run whose trace failed (it says "run Lighthouse again") is run once more. */
async function lighthouseRun(page, attempt = 1) {
  const { lhr } = await lighthouse(
    `${base}${page.path}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    page.formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!lhr.runtimeError) return lhr;
  if (attempt < 2) {
    console.log(`(${page.path} ${page.formFactor}: ${lhr.runtimeError.code}, running again)`);
    return lighthouseRun(page, attempt + 1);
  }
  throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
}

async function measure(page) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = await lighthouseRun(page);
    // LIGHTHOUSE_JSON_DIR keeps every report, for the opportunities and diagnostics behind a score.
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      await fs.writeFile(path.join(process.env.LIGHTHOUSE_JSON_DIR, `lighthouse-${page.name}-${page.formFactor}-${i + 1}.json`), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id),
    });
  }
  return results;
}

const measured = [];
try {
  for (const page of pages) measured.push({ page, results: await measure(page) });
} finally {
  await chrome.kill();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

for (const { page, results } of measured) {
  console.log(`\n## Lighthouse 12, ${page.path}, ${page.formFactor} (${runs} runs; the median decides)\n`);
  table([
    ['run', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...results.map((r, i) => [
      String(i + 1),
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${fmt(r.fcp)} ms`,
      `${fmt(r.lcp)} ms`,
      `${fmt(r.tbt)} ms`,
      fmt(r.cls, 3),
    ]),
    [
      'median',
      median(results.map((r) => r.performance)),
      median(results.map((r) => r.accessibility)),
      median(results.map((r) => r.bestPractices)),
      median(results.map((r) => r.seo)),
      `${fmt(median(results.map((r) => r.fcp)))} ms`,
      `${fmt(median(results.map((r) => r.lcp)))} ms`,
      `${fmt(median(results.map((r) => r.tbt)))} ms`,
      fmt(median(results.map((r) => r.cls)), 3),
    ],
  ]);
  const failing = [...new Set(results.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`audits below 0.9 in some run: ${failing.join(', ')}`);
}
console.log('\ntargets: / every category ≥ 95; /marketplace mobile performance ≥ 90 and CLS < 0.1; initial JS of / < 120 KB gzip');
