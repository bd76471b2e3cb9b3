import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
