import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = (await reachable(POSTGRES)) && (await reachable(REDIS));

async function api<T>(server: RunningServer, path: string, init: { token?: string; body?: unknown; method?: string } = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

const login = async (server: RunningServer, email: string) =>
  (await api<{ token: string; user: { id: number } }>(server, '/auth/login', { body: { usernameOrEmail: email, password: 'Paytable-demo-2024', rememberMe: false } })).data;

type PollUpdates = { updates: { type: string; data: Record<string, number>; timestamp: string }[] };

describe.skipIf(!available)(`two server instances sharing PostgreSQL and Redis${available ? '' : ' (skipped: PostgreSQL on 127.0.0.1:5432 or Redis on 127.0.0.1:6379 is not reachable)'}`, () => {
  const database = `paytable_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(POSTGRES);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS, SEED_DEMO_DATA: 'true', JWT_SECRET: 'e2e-shared-secret-between-both-instances-000' };
    // One after the other: the first migrates and seeds, the second finds everything in place.
    first = await startServer(env);
    second = await startServer(env);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('delivers a message sent through one instance to a poll held on the other', async () => {
    const sofia = await login(first, 'sofia.martinez@paytable.io');
    const liam = await login(second, 'liam.oconnor@paytable.io');

    const initial = await api<PollUpdates>(second, '/poll', { token: liam.token, body: { subscriptions: [{ type: 'message_unread_count' }], timeout: 5 } });
    const since = initial.data.updates[0]!;
    const held = api<PollUpdates>(second, '/poll', {
      token: liam.token,
      body: { subscriptions: [{ type: 'message_unread_count', lastUpdate: since.timestamp }], timeout: 25 },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const sentAt = Date.now();
    const sent = await api(first, '/messages', { token: sofia.token, body: { recipientId: liam.user.id, content: 'Sent through instance one' } });
    expect(sent.status).toBe(201);
    const answer = await held;
    const latency = Date.now() - sentAt;

    expect(answer.data.updates).toHaveLength(1);
    expect(answer.data.updates[0]).toMatchObject({ type: 'message_unread_count' });
    expect(answer.data.updates[0]!.data.directMessages).toBe(since.data.directMessages! + 1);
    // Far below the 25 s hold: the poll was woken by the publish, not by its timeout.
    expect(latency).toBeLessThan(5_000);
  });
});
