// Profiles: read latency of a full profile (about + five sections) and the cost of a photo upload.
// `npm run bench -- profiles` (after `npm run build`). Prints figures; asserts nothing.
import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { fmt, freePort, startAndTime, table, tempDir } from './lib.mjs';

const port = await freePort();
const dataDir = await tempDir('paytable-bench-profiles-');
const base = `http://127.0.0.1:${port}`;
const server = await startAndTime(
  'apps/api/dist/main.js',
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO_DATA: 'false', AUTH_RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development' },
  `${base}/api/v1/health`,
);

async function call(method, path, token, body) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

try {
  const account = { email: 'bench@example.com', username: 'bench', password: 'Bench-password-1', firstName: 'Bench', lastName: 'Mark', userType: 'user', associationType: 'INDIVIDUAL' };
  await call('POST', '/auth/register', undefined, account);
  const { token, user } = await call('POST', '/auth/login', undefined, { usernameOrEmail: 'bench', password: account.password, rememberMe: false });
  await call('PUT', '/profiles/me', token, { headline: 'Head of Payments', bio: 'x'.repeat(800), location: 'Malta', industryRole: 'payments' });
  for (let i = 0; i < 6; i += 1) {
    await call('POST', '/profile/me/experience', token, { title: `Role ${i}`, companyName: `Company ${i}`, startDate: `201${i}-01`, endDate: `201${i + 1}-01`, description: 'y'.repeat(300) });
    await call('POST', '/profile/me/skill', token, { name: `Skill ${i}` });
  }
  for (const section of ['education', 'certification', 'project']) {
    for (let i = 0; i < 3; i += 1) await call('POST', `/profile/me/${section}`, token, section === 'education' ? { institution: `School ${i}` } : { name: `${section} ${i}` });
  }

  console.log(`node ${process.version}; embedded PGlite; profile with 6 positions, 6 skills, 3 each of education, certifications, projects\n`);
  const read = await autocannon({ url: `${base}/api/v1/profiles/${user.id}`, connections: 1, duration: 8, headers: { authorization: `Bearer ${token}` } });
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
  const uploads = [];
  for (let i = 0; i < 10; i += 1) {
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    await call('POST', '/profile-images/me/image', token, form);
    uploads.push(performance.now() - started);
  }
  uploads.sort((a, b) => a - b);
  table([
    ['measure', 'p50 ms', 'p97.5 ms', 'p99 ms', 'req/s'],
    ['GET /profiles/{id} (1 connection, 8 s)', fmt(read.latency.p50), fmt(read.latency.p97_5), fmt(read.latency.p99), fmt(read.requests.average)],
    [`POST photo ${fmt(photo.length / 1024)} KB 3000×2000 JPEG (10 sequential)`, fmt(uploads[4]), fmt(uploads[9]), fmt(uploads[9]), fmt(1000 / (uploads.reduce((a, b) => a + b, 0) / uploads.length), 1)],
  ]);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
