// Press benchmark: the public press list with a search term at 20,000 releases (target p95 < 20 ms at 10
// clients) and the PDF download of a release with two images (target p95 < 300 ms). Run:
// npm run bench -- press (after npm run build). PostgreSQL (BENCH_POSTGRES_URL): starts the server once to
// migrate, seeds 300 companies and 20,000 releases in SQL (85 % published and public), writes two
// 1200×630 WebP images for each of BENCH_PDF_REQUESTS releases into the local store, settles (VACUUM ANALYZE), then requests
// with 10 keep-alive clients. Prints figures; asserts nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { fmt, freePort, freshPostgresDatabase, keepAliveClient, repoRoot, startAndTime, table, tempDir, timed } from './lib.mjs';

const RELEASES = Number(process.env.BENCH_RELEASES ?? 20_000);
const CLIENTS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000);
const PDF_REQUESTS = Number(process.env.BENCH_PDF_REQUESTS ?? 100);
const WARM_UP = 300;
const main = path.join(repoRoot, 'apps/api/dist/main.js');

const WORDS = ['slots', 'jackpot', 'partnership', 'launch', 'licence', 'ontario', 'malta', 'payments', 'sportsbook', 'live casino', 'aggregator', 'compliance'];
const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
const SEED_SQL = `
insert into companies (name, status, verified) select 'Press Bench ' || g, 'ACTIVE', g % 4 = 0 from generate_series(1, 300) g;
insert into press_releases (company_id, status, title, summary, content, content_text, is_public, category, tags, keywords, published_at, distributed_at, created_at, updated_at)
select c.id,
  case when g % 20 < 17 then 'PUBLISHED' when g % 20 = 17 then 'DRAFT' else 'UNPUBLISHED' end,
  initcap((${words})[1 + g % 12]) || ' news ' || g || ': ' || (${words})[1 + (g / 12) % 12] || ' update',
  'A ' || (${words})[1 + g % 12] || ' announcement for ' || (${words})[1 + (g / 5) % 12] || ' markets.',
  '<p>Body of release ' || g || ' about ' || (${words})[1 + g % 12] || ' and ' || (${words})[1 + (g / 7) % 12] || '.</p>',
  'Body of release ' || g || ' about ' || (${words})[1 + g % 12] || ' and ' || (${words})[1 + (g / 7) % 12] || '.',
  g % 25 <> 0,
  (array['COMPANY_NEWS','PRODUCT_LAUNCH','PARTNERSHIP','REGULATION_COMPLIANCE'])[1 + g % 4],
  array[(${words})[1 + g % 12], (${words})[1 + (g / 12) % 12]],
  (${words})[1 + g % 12] || ' ' || (${words})[1 + (g / 12) % 12],
  now() - (g % 400) * interval '1 day', now(), now() - (g % 400) * interval '1 day', now()
from generate_series(1, ${RELEASES}) g
join companies c on c.name = 'Press Bench ' || (1 + g % 300);
`;

const row = (label, r) => [label, fmt(r.perSecond), `${fmt(r.p50, 1)} ms`, `${fmt(r.p95, 1)} ms`, `${fmt(r.p99, 1)} ms`];

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime(main, { NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: base, SEED_DEMO_DATA: 'false', ...env }, `${base}/api/v1/health`, { timeoutMs: 180_000 });
  return { base, server };
}

console.log('\n# Press benchmark\n');
console.log(`node ${process.version}, ${os.cpus().length} cores`);
const database = await freshPostgresDatabase('paytable_bench_press');
if (!database) {
  console.log('\nPostgreSQL not reachable (BENCH_POSTGRES_URL): skipped.');
} else {
  const dataDir = await tempDir('paytable-bench-press-');
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
  let started = await startServer(env);
  await started.server.stop();
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const seeded = performance.now();
  await sql.query(SEED_SQL);
  // The PDF subjects: PDF_REQUESTS public releases with two images each, written where the local store keeps
  // them, so the first download of each builds its file (the server remembers built files).
  const { rows: subjects } = await sql.query(`select id from press_releases where status = 'PUBLISHED' and is_public order by id limit $1`, [PDF_REQUESTS]);
  const pictures = await Promise.all(['#1e3a8a', '#0f766e'].map((color) => sharp({ create: { width: 1200, height: 630, channels: 3, background: color } }).webp().toBuffer()));
  for (const subject of subjects) {
    const folder = path.join(dataDir, 'uploads', 'pressImages', String(subject.id));
    await fs.mkdir(folder, { recursive: true });
    for (const [position, picture] of pictures.entries()) {
      const fileName = `bench-${position}.webp`;
      await fs.writeFile(path.join(folder, fileName), picture);
      await sql.query(`insert into press_release_images (release_id, file_name, caption, alt_text, width, height, position) values ($1, $2, 'Caption', 'Alt', 1200, 630, $3)`, [subject.id, fileName, position]);
    }
  }
  await sql.query('vacuum analyze');
  const { rows: [{ count }] } = await sql.query(`select count(*)::int as count from press_releases where status = 'PUBLISHED' and is_public`);
  await sql.end();
  console.log(`\n## PostgreSQL: ${fmt(RELEASES)} releases (${fmt(count)} public) seeded in ${fmt((performance.now() - seeded) / 1000, 1)} s, then VACUUM ANALYZE`);

  started = await startServer(env);
  const client = keepAliveClient(CLIENTS);
  const rows = [['GET …', 'req/s', 'p50', 'p95', 'p99']];
  const urls = [
    ['search q=jackpot partnership, newest first, page 0', '/api/v1/press-releases/public/search?q=jackpot%20partnership'],
    ['search q=jackpot partnership, best match first', '/api/v1/press-releases/public/search?q=jackpot%20partnership&sort=relevance'],
    ['no search, newest, page 0', '/api/v1/press-releases/public'],
    ['search q=slots + tag=malta', '/api/v1/press-releases/public/search?q=slots&tag=malta'],
  ];
  try {
    for (let i = 0; i < WARM_UP; i += 1) await client.get(`${started.base}${urls[i % urls.length][1]}`);
    for (const [label, url] of urls) {
      rows.push(row(label, await timed(REQUESTS, CLIENTS, async () => {
        const status = await client.get(`${started.base}${url}`);
        if (status !== 200) throw new Error(`${url}: ${status}`);
      })));
    }
    const pdfUrl = (id) => `${started.base}/api/v1/press-releases/${id}/download?format=pdf`;
    const download = async (id) => {
      const res = await fetch(pdfUrl(id));
      if (res.status !== 200) throw new Error(`pdf: ${res.status}`);
      await res.arrayBuffer();
    };
    let nextSubject = 0;
    rows.push(row('PDF download, two images, first of each release (built; fetch, 10 clients)', await timed(subjects.length, CLIENTS, () => download(subjects[nextSubject++ % subjects.length].id))));
    rows.push(row('PDF download, two images, again (remembered; fetch, 10 clients)', await timed(PDF_REQUESTS, CLIENTS, () => download(subjects[0].id))));
  } finally {
    client.close();
    await started.server.stop();
  }
  console.log(`${REQUESTS} list requests a row (${PDF_REQUESTS} PDFs), ${CLIENTS} concurrent clients; load average ${fmt(os.loadavg()[0], 2)}; targets: list p95 < 20 ms, PDF p95 < 300 ms\n`);
  table(rows);
  await database.drop();
}
