import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
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

/**
 * Spawns a node script and resolves when `readyUrl` answers 200, with the elapsed milliseconds.
 * BENCH_SERVER_NODE_ARGS (space-separated) are node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startAndTime(script, env, readyUrl, { timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
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

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The response at the start of `buffer` — { statusCode, headers (lower-cased names), body (bytes), close } —
 * or undefined while bytes are missing. Content-Length and chunked bodies, as Fastify sends them.
 */
export function parseResponse(buffer) {
  const headEnd = buffer.indexOf(HEADER_END);
  if (headEnd < 0) return undefined;
  const lines = buffer.toString('latin1', 0, headEnd).split('\r\n');
  const statusCode = Number(lines[0].split(' ')[1]);
  const headers = {};
  for (let i = 1; i < lines.length; i += 1) {
    const colon = lines[i].indexOf(':');
    headers[lines[i].slice(0, colon).trim().toLowerCase()] = lines[i].slice(colon + 1).trim();
  }
  const close = headers.connection?.toLowerCase() === 'close';
  const bodyStart = headEnd + HEADER_END.length;
  if (!headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
    const size = Number(headers['content-length'] ?? 0);
    if (buffer.length < bodyStart + size) return undefined;
    return { statusCode, headers, close, body: buffer.subarray(bodyStart, bodyStart + size) };
  }
  const parts = [];
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (buffer.length < lineEnd + 2 + size + 2) return undefined;
    if (size === 0) return { statusCode, headers, close, body: Buffer.concat(parts) };
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * The load generator: `clients` keep-alive HTTP/1.1 connections straight over node:net (one request in
 * flight on each), asking for br or gzip as a browser does and decompressing each answer. It shares the
 * machine with the server, so its CPU per request is printed too: node:http's client cost about twice as
 * much (≈ 0.3 against ≈ 0.15 ms a games page, answers decompressed by both), fetch about three times that.
 * `get(url, onResponse)` resolves with the status (rejects from 400 on); onResponse (optional) sees
 * { statusCode, headers } first, e.g. to count a header. `headers` (e.g. an authorization) go with every request.
 */
export function keepAliveClient(clients, { headers = {} } = {}) {
  const extraHeaders = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const idle = [];
  const open = new Set();
  // Requests beyond `clients` in flight wait for a connection, as node:http's agent with maxSockets did.
  const waiting = [];
  const send = (connection, request) => {
    connection.pending = request;
    connection.socket.write(`GET ${request.target} HTTP/1.1\r\nHost: ${connection.key}\r\nAccept-Encoding: br, gzip\r\n${extraHeaders}\r\n`, 'latin1');
  };
  const release = (connection) => {
    const at = waiting.findIndex((request) => request.key === connection.key);
    if (at >= 0) send(connection, waiting.splice(at, 1)[0]);
    else idle.push(connection);
  };
  const connect = (host, port) => {
    const socket = net.connect({ host, port, noDelay: true });
    const connection = { socket, key: `${host}:${port}`, buffer: Buffer.alloc(0), pending: undefined };
    const fail = (error) => {
      open.delete(connection);
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      const pending = connection.pending;
      connection.pending = undefined;
      pending?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail(undefined));
    socket.on('data', (chunk) => {
      connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
      const answer = connection.pending && parseResponse(connection.buffer);
      if (!answer) return;
      const { resolve, reject, url, onResponse } = connection.pending;
      connection.pending = undefined;
      connection.buffer = Buffer.alloc(0);
      if (answer.close) socket.end();
      else release(connection);
      try {
        onResponse?.(answer);
        const encoding = answer.headers['content-encoding'];
        if (encoding === 'br') zlib.brotliDecompressSync(answer.body);
        else if (encoding === 'gzip') zlib.gunzipSync(answer.body);
        if (answer.statusCode >= 400) reject(new Error(`${url}: ${answer.statusCode}`));
        else resolve(answer.statusCode);
      } catch (error) {
        reject(error);
      }
    });
    open.add(connection);
    return connection;
  };
  const get = (url, onResponse) =>
    new Promise((resolve, reject) => {
      const { hostname, port, pathname, search } = new URL(url);
      const request = { key: `${hostname}:${port}`, target: `${pathname}${search}`, resolve, reject, url, onResponse };
      const at = idle.findLastIndex((each) => each.key === request.key);
      if (at >= 0) send(idle.splice(at, 1)[0], request);
      else if (open.size < clients) send(connect(hostname, Number(port)), request);
      else waiting.push(request);
    });
  return {
    get,
    close: () => {
      for (const connection of open) connection.socket.destroy();
      open.clear();
      idle.length = 0;
    },
  };
}

/**
 * The time (ms) of a fixed single-threaded CPU task (50,000 chained SHA-256 of 32 bytes, native code like
 * the database's): the machine's speed at that moment. These shared machines drift by a third within
 * minutes (docs/search.md, sessions 6 and 7), so a figure is read beside the probe taken with it.
 */
export function machineSpeedProbe() {
  const chain = (rounds, digest = Buffer.alloc(32)) => {
    for (let i = 0; i < rounds; i += 1) digest = createHash('sha256').update(digest).digest();
    return digest;
  };
  chain(10_000); // the first calls pay for loading and optimising; not measured
  const started = performance.now();
  chain(50_000);
  return performance.now() - started;
}

/** CPU milliseconds a process has used so far (Linux /proc: utime + stime), or undefined elsewhere. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100
  } catch {
    return undefined;
  }
}

/** The p-th percentile of ascending `sorted` latencies. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Runs `task(i, worker)` `total` times from `concurrency` closed-loop workers and times each call:
 * { perSecond, p50, p95, p99 } in milliseconds.
 */
export async function timed(total, concurrency, task) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: total / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

/**
 * A loopback receiver of Standard Webhooks deliveries: verifies each signature with `state.secret` (the
 * `whsec_` secret, set once the platform has issued it) and notes per webhook-id when it first arrived
 * (`arrivals`, performance.now()) and how many times (`counts`); `onFirst(id, body)` sees each first
 * arrival. Answers 204. Resolves { state, url, close }.
 */
export function startWebhookReceiver({ onFirst } = {}) {
  const state = { secret: '', arrivals: new Map(), counts: new Map(), badSignatures: 0, duplicates: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = req.headers['webhook-id'];
      const expected = createHmac('sha256', Buffer.from(state.secret.slice(6), 'base64')).update(`${id}.${req.headers['webhook-timestamp']}.${body}`).digest('base64');
      if (!String(req.headers['webhook-signature']).split(' ').includes(`v1,${expected}`)) state.badSignatures += 1;
      state.counts.set(id, (state.counts.get(id) ?? 0) + 1);
      if (state.arrivals.has(id)) state.duplicates += 1;
      else {
        state.arrivals.set(id, performance.now());
        onFirst?.(id, body);
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ state, url: `http://127.0.0.1:${server.address().port}/hooks`, close: () => server.close() })));
}

/**
 * A JSON client of the API at `base` (http or https; `ca` trusts the run's own certificate) on kept-alive
 * connections: call(method, path, { body, token, apiKey, timeoutMs }) resolves { status, body, ms } for any
 * answer, status 0 (and `error`) when the connection failed or timed out; it never rejects, so a fault run
 * can count what each request saw. close() ends the connections.
 */
export function apiClient(base, { ca } = {}) {
  const secure = base.startsWith('https:');
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: Infinity, ...(ca ? { ca } : {}) });
  return {
    call(method, urlPath, { body, token, apiKey, timeoutMs = 30_000 } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      return new Promise((resolve) => {
        const finish = (status, json, error) => resolve({ status, body: json, ms: performance.now() - started, ...(error ? { error } : {}) });
        const req = transport.request(`${base}/api/v1${urlPath}`, {
          method,
          agent,
          timeout: timeoutMs,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}) },
        }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            let json;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
            } catch {
              json = undefined;
            }
            finish(res.statusCode, json);
          });
          res.on('error', (error) => finish(0, undefined, error.message));
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (error) => finish(0, undefined, error.message));
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Secrets enrolled by `signIn` in this run, per login, with the last 30-second step a code was sent for. */
const enrolled = new Map();

/**
 * POST /auth/login as a person does, finishing the second step: an admin's first sign-in enrols in
 * two-factor (the code computed from the secret the set-up shows); later ones answer a code of a step not
 * used before. Answers the login's `data` (the session).
 */
export async function signIn(base, credentials) {
  const post = async (url, body) => {
    const res = await fetch(`${base}/api/v1${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (!json.success) throw new Error(`${url}: ${res.status} ${json.message}`);
    return json.data;
  };
  const answer = await post('/auth/login', { rememberMe: false, ...credentials });
  if (!answer.challengeToken) return answer;
  const { generate } = await import('otplib');
  const key = credentials.usernameOrEmail.toLowerCase();
  const nextCode = async (enrolment) => {
    const now = Math.floor(Date.now() / 30_000);
    enrolment.lastStep = Math.max(now, enrolment.lastStep + 1);
    if (enrolment.lastStep > now + 1) throw new Error('two codes were used within this 30-second step already');
    return generate({ secret: enrolment.secret, epoch: enrolment.lastStep * 30 });
  };
  const { challengeToken } = answer;
  if (answer.challenge === 'TWO_FACTOR_ENROLMENT') {
    const setup = await post('/auth/two-factor/challenge/setup', { challengeToken });
    const enrolment = { secret: setup.secret, lastStep: 0 };
    enrolled.set(key, enrolment);
    return post('/auth/two-factor/challenge/enable', { challengeToken, code: await nextCode(enrolment) });
  }
  const enrolment = enrolled.get(key);
  if (!enrolment) throw new Error(`${credentials.usernameOrEmail} has two-factor on, but this run did not enrol it`);
  return post('/auth/two-factor/challenge/verify', { challengeToken, code: await nextCode(enrolment) });
}
