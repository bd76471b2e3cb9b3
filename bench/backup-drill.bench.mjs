// Backup and restore drill: `npm run bench -- backup-drill` (after `npm run build`).
// PostgreSQL: a cluster of the script's own (bench/private-services.mjs) loaded with the demo data and the
// bulk data set (`npm run seed -- --scale small`, DRILL_SCALE=large for the large one), backed up with `backup.js create` while messages
// are being written, restored with `backup.js restore` into a new database and DATA_DIR, and served by a
// second server. The embedded database: a stopped server's DATA_DIR backed up and restored into another.
// Each restored server must give the same answers as the original (public lists, a signed-in user's
// conversations, uploaded files byte for byte) and the restore's row counts must equal the backup's.
// Prints sizes and times; exits 1 when a restore differs.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { fmt, freePort, repoRoot, startAndTime, table, tempDir } from './lib.mjs';
import { privatePostgres } from './private-services.mjs';

const run = promisify(execFile);
/** The bulk data set loaded besides the demo data: small (seconds) or large (10,000 companies, 200,000 games). */
const SCALE = process.env.DRILL_SCALE === 'large' ? 'large' : 'small';
const PASSWORD = 'Paytable-demo-2024';
const problems = [];
const baseEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MULTIPLIER: '100', NODE_ENV: 'development', SEED_DEMO_DATA: 'true' };

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startAndTime('apps/api/dist/main.js', { ...baseEnv, ...env, PORT: String(port), PUBLIC_URL: base }, `${base}/api/v1/health`, { timeoutMs: 240_000 });
  return { ...server, base };
}

/** Runs backup.js with the server's environment; the seconds it took. */
async function backupTool(command, folder, env) {
  const started = performance.now();
  await run(process.execPath, ['apps/api/dist/backup.js', command, folder], { cwd: repoRoot, env: { ...process.env, ...baseEnv, ...env } });
  return (performance.now() - started) / 1000;
}

const sha = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** What a user sees, read from one server: answers of public lists and a signed-in read, and file bytes. */
async function answers(base, uploadKeys) {
  const read = async (url, headers = {}) => {
    const res = await fetch(`${base}/api/v1${url}`, { headers });
    return `${res.status} ${sha(Buffer.from(await res.arrayBuffer()))}`;
  };
  const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usernameOrEmail: 'sofia.martinez@paytable.io', password: PASSWORD }) })).json();
  const auth = { authorization: `Bearer ${login.data.token}` };
  const seen = {};
  for (const url of ['/games?page=0&size=20', '/companies?page=0&size=20', '/jobs/public', '/press-releases/public', '/events/public']) seen[url] = await read(url);
  seen['/messages/conversations (signed in)'] = await read('/messages/conversations', auth);
  for (const key of uploadKeys) seen[`/files/${key}`] = await read(`/files/${key}`);
  return seen;
}

async function uploadKeys(dataDir) {
  const root = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort().slice(0, 5);
}

async function folderBytes(folder) {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  let bytes = 0;
  for (const entry of entries) if (entry.isFile()) bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  return bytes;
}

function compare(label, original, restored) {
  const failed = Object.keys(original).filter((key) => !original[key].startsWith('200 '));
  if (failed.length > 0) problems.push(`${label}: the original server did not answer 200 for ${failed.join(', ')}`);
  const differing = Object.keys(original).filter((key) => original[key] !== restored[key]);
  if (differing.length > 0) problems.push(`${label}: restored answers differ for ${differing.join(', ')}`);
  return `${Object.keys(original).length - differing.length}/${Object.keys(original).length}`;
}

const rows = [['database', 'rows', 'uploaded files', 'backup', 'backup size', 'restore', 'same answers']];
const manifestOf = async (folder) => JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'));
const totalRows = (manifest) => Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);

console.log('\n# Backup and restore drill\n');
const postgres = await privatePostgres();
const work = await tempDir('paytable-drill-');
try {
  // PostgreSQL, backed up while the server writes.
  const originalDir = path.join(work, 'original');
  const env = { DATABASE_URL: postgres.url, DATA_DIR: originalDir };
  let server = await startServer(env);
  await run(process.execPath, ['apps/api/dist/seed.js', '--scale', SCALE], { cwd: repoRoot, env: { ...process.env, ...baseEnv, ...env } });
  const keys = await uploadKeys(originalDir);
  const sofia = await (await fetch(`${server.base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usernameOrEmail: 'sofia.martinez@paytable.io', password: PASSWORD }) })).json();
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  const contact = (await sql.query(`select case when c.requester_id = u.id then c.receiver_id else c.requester_id end as id from user_connections c join users u on u.email = 'sofia.martinez@paytable.io' where c.status = 'connected' and u.id in (c.requester_id, c.receiver_id) limit 1`)).rows[0].id;
  await sql.end();
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const res = await fetch(`${server.base}/api/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${sofia.data.token}` }, body: JSON.stringify({ recipientId: contact, content: `during the backup ${written}` }) });
      if (res.status === 201) written += 1;
    }
  })();
  const backupDir = path.join(work, 'backup-postgres');
  const backupSeconds = await backupTool('create', backupDir, env);
  writing = false;
  await writer;
  const original = await answers(server.base, keys);
  await server.stop();

  const restoredUrl = postgres.url.replace(/\/paytable$/, '/paytable_restored');
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database paytable_restored');
  await admin.end();
  const restoredEnv = { DATABASE_URL: restoredUrl, DATA_DIR: path.join(work, 'restored') };
  const restoreSeconds = await backupTool('restore', backupDir, restoredEnv).catch((error) => {
    problems.push(`PostgreSQL restore failed: ${error.stderr ?? error.message}`);
    return NaN;
  });
  server = await startServer(restoredEnv);
  const restored = await answers(server.base, keys);
  await server.stop();
  const manifest = await manifestOf(backupDir);
  // Messages written after the backup's snapshot are, by design, not in it: the conversations answer is
  // compared on the embedded drill, whose server is stopped.
  delete original['/messages/conversations (signed in)'];
  delete restored['/messages/conversations (signed in)'];
  rows.push(['PostgreSQL (pg_dump, server writing)', fmt(totalRows(manifest)), fmt(manifest.uploads.files), `${fmt(backupSeconds, 1)} s`, `${fmt((await folderBytes(backupDir)) / 1e6, 1)} MB`, `${fmt(restoreSeconds, 1)} s`, compare('PostgreSQL', original, restored)]);
  console.log(`${written} messages written during the PostgreSQL backup (after its snapshot they are not in it, by design)`);

  // Embedded: a stopped server's DATA_DIR.
  const embeddedDir = path.join(work, 'embedded');
  server = await startServer({ DATA_DIR: embeddedDir });
  const embeddedKeys = await uploadKeys(embeddedDir);
  const embeddedOriginal = await answers(server.base, embeddedKeys);
  await server.stop();
  const embeddedBackup = path.join(work, 'backup-embedded');
  const embeddedSeconds = await backupTool('create', embeddedBackup, { DATA_DIR: embeddedDir });
  const embeddedRestoredDir = path.join(work, 'embedded-restored');
  const embeddedRestoreSeconds = await backupTool('restore', embeddedBackup, { DATA_DIR: embeddedRestoredDir }).catch((error) => {
    problems.push(`embedded restore failed: ${error.stderr ?? error.message}`);
    return NaN;
  });
  server = await startServer({ DATA_DIR: embeddedRestoredDir });
  const embeddedRestored = await answers(server.base, embeddedKeys);
  await server.stop();
  const embeddedManifest = await manifestOf(embeddedBackup);
  rows.push(['embedded (server stopped)', fmt(totalRows(embeddedManifest)), fmt(embeddedManifest.uploads.files), `${fmt(embeddedSeconds, 1)} s`, `${fmt((await folderBytes(embeddedBackup)) / 1e6, 1)} MB`, `${fmt(embeddedRestoreSeconds, 1)} s`, compare('embedded', embeddedOriginal, embeddedRestored)]);
} catch (error) {
  problems.push(`drill failed: ${error.stack ?? error}`);
} finally {
  await postgres.destroy();
  await fs.rm(work, { recursive: true, force: true });
}
table(rows);
console.log(problems.length === 0 ? '\nevery restore whole: row counts equal the backup, the restored server answers as the original did.' : `\nPROBLEMS:\n- ${problems.join('\n- ')}`);
if (problems.length > 0) process.exitCode = 1;
