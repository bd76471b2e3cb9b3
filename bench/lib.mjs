import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const tempDir = (prefix) => fs.mkdtemp(path.join(os.tmpdir(), prefix));

/** Spawns a node script and resolves when `readyUrl` answers 200, with the elapsed milliseconds. */
export async function startAndTime(script, env, readyUrl, { timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${stderr}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${script} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsedMs = performance.now() - started;
  return {
    child,
    elapsedMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}

/**
 * A new, empty database on the local PostgreSQL server (BENCH_POSTGRES_URL, default the CI one), or
 * undefined when none answers. `drop()` removes it.
 */
export async function freshPostgresDatabase(prefix = 'paytable_bench') {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The load generator: node:http over `clients` keep-alive sockets, asking for br or gzip as a browser does and
 * decompressing each answer. It shares the machine with the server, so its CPU per request is printed too
 * (fetch cost about three times as much, ~0.6 ms a request, taken from the server on 2 cores).
 */
export function keepAliveClient(clients) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  // onResponse (optional) sees each response's head, e.g. to count a header.
  const get = (url, onResponse) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          onResponse?.(res);
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            if (encoding === 'br') zlib.brotliDecompressSync(body);
            else if (encoding === 'gzip') zlib.gunzipSync(body);
            if (res.statusCode >= 400) reject(new Error(`${url}: ${res.statusCode}`));
            else resolve(res.statusCode);
          });
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}
