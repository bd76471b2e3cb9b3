import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { changeHubOf } from '../src/modules/realtime/hub';
import { client, signUpAndLogIn } from './auth-helpers';
import { createTestApp, type TestApp } from './helper';

interface FakeRedis {
  url: string;
  close(): Promise<void>;
}

/**
 * A Redis that takes connections, answers the handshake (so clients consider it ready) and SUBSCRIBE, and
 * then never answers anything else: a publish or a rate-limit counter sent to it waits forever unless the
 * client gives up by itself.
 */
async function redisThatNeverAnswers(): Promise<FakeRedis> {
  const sockets = new Set<net.Socket>();
  const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      // Commands arrive as RESP arrays of bulk strings: *<n>\r\n then n times $<len>\r\n<arg>\r\n.
      for (;;) {
        const command = readCommand(pending);
        if (!command) return;
        pending = pending.slice(command.length);
        const [name = '', ...args] = command.args;
        switch (name.toUpperCase()) {
          case 'INFO':
            socket.write(bulk('loading:0\r\n'));
            break;
          case 'CLIENT':
          case 'SELECT':
            socket.write('+OK\r\n');
            break;
          case 'SUBSCRIBE':
            args.forEach((channel, i) => socket.write(`*3\r\n${bulk('subscribe')}${bulk(channel)}:${i + 1}\r\n`));
            break;
          default:
          // Silence: the fault under test.
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function readCommand(text: string): { args: string[]; length: number } | undefined {
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return undefined;
  let at = header[0].length;
  const args: string[] = [];
  for (let i = 0; i < Number(header[1]); i += 1) {
    const size = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!size) return undefined;
    at += size[0].length;
    const end = at + Number(size[1]);
    if (text.length < end + 2) return undefined;
    args.push(text.slice(at, end));
    at = end + 2;
  }
  return { args, length: at };
}

/** A Redis address where nothing listens: every connection attempt is refused. */
async function redisThatIsDown(): Promise<FakeRedis> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return { url: `redis://127.0.0.1:${port}`, close: async () => undefined };
}

type Person = Awaited<ReturnType<typeof signUpAndLogIn>>;
type Update = { type: string; data: Record<string, unknown>; timestamp: string };

describe.each([
  ['a Redis that never answers', redisThatNeverAnswers],
  ['a Redis that is down', redisThatIsDown],
])('two instances with %s', { timeout: 60_000 }, (_, startRedis) => {
  let redis: FakeRedis;
  let t: TestApp;
  /** A second instance on the same database and the same (unusable) Redis, as a second server would be. */
  let other: FastifyInstance;
  let ana: Person;
  let ben: Person;
  let carl: Person;
  let dan: Person;

  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp({ redisUrl: redis.url, redisCommandTimeoutMs: 250 });
    other = await buildApp(t.config, { database: t.database, migrate: false });
    await other.ready();
    ana = await signUpAndLogIn(t.app, { firstName: 'Ana' });
    ben = await signUpAndLogIn(t.app, { firstName: 'Ben' });
    carl = await signUpAndLogIn(t.app, { firstName: 'Carl' });
    dan = await signUpAndLogIn(t.app, { firstName: 'Dan' });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await redis.close();
  });

  const poll = async (app: FastifyInstance, person: Person, lastUpdate: string | null): Promise<Update[]> => {
    const res = await client(app).post('/api/v1/poll', { subscriptions: [{ type: 'connection_requests', lastUpdate }], timeout: 25 }, { token: person.token });
    expect(res.statusCode).toBe(200);
    return res.json().data.updates as Update[];
  };

  /**
   * Holds a poll of `person` on the other instance, and resolves once it waits on that instance's change hub:
   * from then on only a delivered change can answer it.
   */
  async function heldOnOther(person: Person): Promise<{ answer: Promise<Update[]> }> {
    const [current] = await poll(other, person, null);
    const followers = changeHubOf(other.platform)?.followers ?? 0;
    const answer = poll(other, person, current!.timestamp);
    await vi.waitFor(() => expect(changeHubOf(other.platform)?.followers).toBe(followers + 1), { timeout: 15_000 });
    // Wrapped: an async function returning the promise itself would wait for it.
    return { answer };
  }

  it('answers a write that publishes, and its change reaches a poll held by the other instance through the database', async () => {
    const held = await heldOnOther(ben);

    // Rate-limited (its counter falls back to this instance) and published after its commit: neither waits on Redis.
    const sent = await client(t.app).post('/api/v1/connections/request', { receiverId: ben.user.id }, { token: ana.token });
    expect(sent.statusCode).toBe(201);

    const updates = await held.answer;
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ type: 'connection_requests', data: { receivedPending: 1, sentPending: 0 } });
  });

  it('refuses a session logged out on one instance on the other one too', async () => {
    // Dan's principal is now cached on the other instance.
    expect((await client(other).get('/api/v1/auth/profile', { token: dan.token })).statusCode).toBe(200);
    const held = await heldOnOther(carl);

    expect((await client(t.app).post('/api/v1/auth/logout', {}, { token: dan.token })).statusCode).toBeLessThan(300);
    // A change committed after the logout: the database delivers notifications in commit order, so once the
    // other instance heard of this one it has heard of the logout.
    expect((await client(t.app).post('/api/v1/connections/request', { receiverId: carl.user.id }, { token: ana.token })).statusCode).toBe(201);
    expect(await held.answer).toHaveLength(1);

    const refused = await client(other).get('/api/v1/auth/profile', { token: dan.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_TOKEN');
  });
});
