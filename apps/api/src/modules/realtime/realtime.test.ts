import { envelopeSchema, pollResponseSchema, pollUpdateSchema } from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { client, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, testRedisUrl, type TestApp } from '../../../test/helper';
import { createPubSub, type PubSub } from '../../platform/pubsub';
import { changeHubOf } from './hub';
import { normalizeTimestamp } from './poll';
import { testConfig } from '../../config';

type Person = Awaited<ReturnType<typeof signUpAndLogIn>>;
const pollAnswerSchema = envelopeSchema(pollResponseSchema.extend({ updates: z.array(pollUpdateSchema.strict()) }).strict()).strict();
type Update = { type: string; data: Record<string, unknown>; timestamp: string };

/**
 * The platform's pub/sub (in-process, or Redis on the api-postgres project with TEST_REDIS_URL) counting live listeners, recording what
 * is published, and able to lose publishes and report a gap as a Redis reconnect would.
 */
function countingPubSub(inner: PubSub) {
  let listeners = 0;
  const gapListeners = new Set<() => void>();
  const pubsub: PubSub & { listeners(): number; published: unknown[]; losing: boolean; gap(): void } = {
    kind: inner.kind,
    published: [],
    losing: false,
    gap: () => gapListeners.forEach((listener) => listener()),
    async publish(channel, message) {
      if (pubsub.losing) return;
      pubsub.published.push(message);
      await inner.publish(channel, message);
    },
    async subscribe(channel, listener) {
      const off = await inner.subscribe(channel, listener);
      listeners += 1;
      return async () => {
        listeners -= 1;
        await off();
      };
    },
    onGap(listener) {
      gapListeners.add(listener);
      const off = inner.onGap(listener);
      return () => {
        gapListeners.delete(listener);
        off();
      };
    },
    ping: () => inner.ping(),
    close: () => inner.close(),
    listeners: () => listeners,
  };
  return pubsub;
}

const pollBody = (subscriptions: { type: string; params?: Record<string, unknown>; lastUpdate?: string | number | null }[], timeout = 5) => ({ subscriptions, timeout });

describe('POST /api/v1/poll', () => {
  let t: TestApp;
  let pubsub: ReturnType<typeof countingPubSub>;
  let api: ReturnType<typeof client>;
  let ana: Person;
  let ben: Person;
  const as = (person: Person) => ({ token: person.token });
  const poll = async (person: Person, body: ReturnType<typeof pollBody>) => {
    const res = await api.post('/api/v1/poll', body, as(person));
    expect(res.statusCode).toBe(200);
    // Answered without the zod encode (trustedJsonSerializer): still exactly the contract's shape.
    pollAnswerSchema.parse(res.json());
    return res.json().data.updates as Update[];
  };
  /** Held polls listen on the instance's change hub; the pub/sub holds its one subscription. */
  const followers = () => changeHubOf(t.app.platform)?.followers ?? -1;
  const byType = (updates: Update[]) => Object.fromEntries(updates.map((u) => [u.type, u]));

  beforeAll(async () => {
    pubsub = countingPubSub(await createPubSub(testRedisUrl(), { commandTimeoutMs: testConfig().redisCommandTimeoutMs }));
    t = await createTestApp({}, { pubsub });
    api = client(t.app);
    ana = await signUpAndLogIn(t.app, { firstName: 'Ana', lastName: 'Lopez' });
    ben = await signUpAndLogIn(t.app, { firstName: 'Ben', lastName: 'Okafor' });
  });
  afterAll(async () => {
    await t.close();
    await pubsub.close();
  });

  it('needs a signed-in user and valid subscriptions', async () => {
    expect((await api.post('/api/v1/poll', pollBody([]))).statusCode).toBe(401);
    const unknown = await api.post('/api/v1/poll', pollBody([{ type: 'stock_prices' }]), as(ana));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown subscription type');
    const noGroup = await api.post('/api/v1/poll', pollBody([{ type: 'group_messages', params: {} }]), as(ana));
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().message).toBe('group_messages needs params.groupId');
    expect((await api.post('/api/v1/poll', pollBody([{ type: 'message_unread_count', lastUpdate: 'yesterday' }]), as(ana))).statusCode).toBe(400);
  });

  it('answers at once with the current state of every subscription the client has nothing for', async () => {
    const updates = byType(
      await poll(
        ana,
        pollBody([{ type: 'message_unread_count' }, { type: 'connection_requests' }, { type: 'group_chats' }, { type: 'notification_unread_count', lastUpdate: null }]),
      ),
    );
    expect(updates.message_unread_count?.data).toEqual({ directMessages: 0, groupMessages: 0, total: 0 });
    expect(updates.connection_requests?.data).toEqual({ receivedPending: 0, sentPending: 0 });
    expect(updates.group_chats?.data).toEqual({ chats: [] });
    expect(updates.notification_unread_count?.data).toEqual({ count: 0 });
  });

  it('holds a poll until a change is published, then answers with that change only', async () => {
    const first = byType(await poll(ben, pollBody([{ type: 'connection_requests' }, { type: 'message_unread_count' }])));
    const held = poll(
      ben,
      pollBody([
        { type: 'connection_requests', lastUpdate: first.connection_requests!.timestamp },
        { type: 'message_unread_count', lastUpdate: first.message_unread_count!.timestamp },
        // Not sharing in any event: its key never moved, so with the epoch as lastUpdate it holds.
        { type: 'active_location_tracking', params: { latitude: 35.9, longitude: 14.5, heading: 90 }, lastUpdate: '1970-01-01T00:00:00.000000Z' },
      ], 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const sent = await api.post('/api/v1/connections/request', { receiverId: ben.user.id }, as(ana));
    expect(sent.statusCode).toBe(201);
    const updates = await held;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ type: 'connection_requests', data: { receivedPending: 1, sentPending: 0 } });
    expect(updates[0]!.timestamp > first.connection_requests!.timestamp).toBe(true);

    // Accept so that the two may write to each other below.
    await api.post(`/api/v1/connections/requests/${sent.json().data.id}/accept`, undefined, as(ben));
  });

  it('catches up at once on a change made while the client was not polling', async () => {
    const before = byType(await poll(ben, pollBody([{ type: 'message_unread_count' }])));
    await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'Sent between two polls' }, as(ana));
    const started = Date.now();
    const updates = await poll(ben, pollBody([{ type: 'message_unread_count', lastUpdate: before.message_unread_count!.timestamp }]));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(updates[0]).toMatchObject({ type: 'message_unread_count', data: { directMessages: 1, total: 1 } });
    // Echoing the new timestamp holds again (no answer loop): a 1 s poll ends empty.
    expect(await poll(ben, pollBody([{ type: 'message_unread_count', lastUpdate: updates[0]!.timestamp }], 1))).toEqual([]);
  });

  it('answers a woken poll with the counters that travelled with a direct message', async () => {
    const before = byType(await poll(ben, pollBody([{ type: 'message_unread_count' }])));
    const held = poll(ben, pollBody([{ type: 'message_unread_count', lastUpdate: before.message_unread_count!.timestamp }], 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    pubsub.published.length = 0;
    await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'Counted on the way' }, as(ana));
    const [update] = await held;
    const unified = (await api.get('/api/v1/messages/unified-unread-count', as(ben))).json().data;
    expect(update).toMatchObject({ type: 'message_unread_count', data: unified });
    expect(pubsub.published).toEqual([
      { changes: [{ channel: `user:${ben.user.id}`, topic: 'message_unread_count', changedAt: update!.timestamp, data: unified }] },
    ]);
  });

  it('compares again with the database after the pub/sub reports lost messages', async () => {
    const before = byType(await poll(ben, pollBody([{ type: 'message_unread_count' }])));
    const held = poll(ben, pollBody([{ type: 'message_unread_count', lastUpdate: before.message_unread_count!.timestamp }], 10));
    await waitFor(() => followers() === 1);
    pubsub.losing = true;
    await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'Published into the void' }, as(ana));
    pubsub.losing = false;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(followers()).toBe(1);
    pubsub.gap();
    const updates = await held;
    expect(updates[0]).toMatchObject({ type: 'message_unread_count', data: (await api.get('/api/v1/messages/unified-unread-count', as(ben))).json().data });
    expect(updates[0]!.timestamp > before.message_unread_count!.timestamp).toBe(true);
  });

  it('delivers group messages to members only; a non-member’s subscription stays silent', async () => {
    const outsider = await signUpAndLogIn(t.app, { firstName: 'Otto', lastName: 'Outsider' });
    const group = (await api.post('/api/v1/group-chats', { name: 'Deal room', memberIds: [ben.user.id] }, as(ana))).json().data;
    const subscription = { type: 'group_messages', params: { groupId: group.id }, lastUpdate: new Date().toISOString() };
    const member = poll(ben, pollBody([subscription], 10));
    const stranger = poll(outsider, pollBody([{ ...subscription, lastUpdate: null }], 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = (await api.post(`/api/v1/group-chats/${group.id}/messages`, { content: 'Term sheet attached' }, as(ana))).json().data;
    expect(await member).toMatchObject([{ type: 'group_messages', data: { groupId: group.id, latestMessageId: sent.id } }]);
    expect(await stranger).toEqual([]);
  });

  it('answers no updates at the timeout and stops listening', async () => {
    const started = Date.now();
    const now = new Date().toISOString();
    expect(await poll(ana, pollBody([{ type: 'group_chats', lastUpdate: now }], 1))).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(followers()).toBe(0);
  });

  it('drops the listeners of a poll whose client went away', async () => {
    const address = await listen(t.app);
    const controller = new AbortController();
    const request = fetch(`${address}/api/v1/poll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
      body: JSON.stringify(pollBody([{ type: 'group_chats', lastUpdate: new Date().toISOString() }], 20)),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await waitFor(() => followers() === 1);
    controller.abort();
    expect(await request).toBe('aborted');
    await waitFor(() => followers() === 0);
  });
});

describe('lastUpdate normalisation', () => {
  it('keeps server timestamps, pads milliseconds and converts epoch numbers', () => {
    expect(normalizeTimestamp('2026-11-05T10:00:00.123456Z')).toBe('2026-11-05T10:00:00.123456Z');
    expect(normalizeTimestamp('2026-11-05T10:00:00.123Z')).toBe('2026-11-05T10:00:00.123000Z');
    expect(normalizeTimestamp(Date.UTC(2026, 10, 5, 10))).toBe('2026-11-05T10:00:00.000000Z');
    expect(normalizeTimestamp(null)).toBeNull();
  });
});

let listening: string | undefined;
async function listen(app: FastifyInstance): Promise<string> {
  listening ??= await app.listen({ port: 0, host: '127.0.0.1' });
  return listening;
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
