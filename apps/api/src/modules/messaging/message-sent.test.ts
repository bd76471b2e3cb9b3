import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../platform/events';

type Person = Awaited<ReturnType<typeof signUpAndLogIn>>;
type MessageSent = DomainEvents['message.sent'];

async function connect(app: FastifyInstance, a: Person, b: Person) {
  const api = client(app);
  const sent = await api.post('/api/v1/connections/request', { receiverId: b.user.id }, { token: a.token });
  await api.post(`/api/v1/connections/requests/${sent.json().data.id}/accept`, undefined, { token: b.token });
}

/** The message as the publisher's transaction sees it: present only if the event runs inside that transaction. */
async function storedInTransaction(tx: Tx, event: MessageSent): Promise<boolean> {
  const table = event.kind === 'direct' ? sql`direct_messages` : sql`group_messages`;
  const result = (await tx.execute(sql`select count(*)::int as n from ${table} where id = ${event.messageId}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n === 1;
}

describe('message.sent', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let ana: Person;
  let ben: Person;
  let cleo: Person;
  let published: { event: MessageSent; seenInTransaction: boolean }[] = [];
  let failSubscriber = false;
  const as = (person: Person) => ({ token: person.token });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    [ana, ben, cleo] = [
      await signUpAndLogIn(t.app, { firstName: 'Ana', lastName: 'Lopez' }),
      await signUpAndLogIn(t.app, { firstName: 'Ben', lastName: 'Okafor' }),
      await signUpAndLogIn(t.app, { firstName: 'Cleo', lastName: 'Novak' }),
    ];
    await connect(t.app, ana, ben);
    t.app.platform.events.subscribe('message.sent', {
      name: 'test.record',
      handle: async (event, { tx }) => {
        published.push({ event, seenInTransaction: await storedInTransaction(tx, event) });
        if (failSubscriber) throw new Error('subscriber refused the message');
      },
    });
  });
  beforeEach(() => {
    published = [];
    failSubscriber = false;
  });
  afterAll(() => t.close());

  it('is published once per direct message, inside the send transaction', async () => {
    const sent = await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'Hi Ben' }, as(ana));
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(published).toEqual([
      { event: { kind: 'direct', messageId: message.id, senderId: ana.user.id, recipientId: ben.user.id, sentAt: new Date(message.createdAt) }, seenInTransaction: true },
    ]);
  });

  it('is not published for a refused message', async () => {
    const refused = await api.post('/api/v1/messages', { recipientId: ana.user.id, content: 'Hello there' }, as(cleo));
    expect(refused.statusCode).toBe(403);
    expect(published).toEqual([]);
  });

  it('rolls back with the message: a failing subscriber fails the send and nothing is stored', async () => {
    failSubscriber = true;
    const failed = await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'Never stored' }, as(ana));
    expect(failed.statusCode).toBe(500);
    expect(published).toHaveLength(1);
    const thread = (await api.get(`/api/v1/messages/conversations/${ana.user.id}`, as(ben))).json().data;
    expect(thread.messages.content.map((m: { content: string }) => m.content)).not.toContain('Never stored');
    expect((await api.get('/api/v1/messages/unread-count', as(ben))).json().data).toEqual({ count: 1 });
  });

  it('is published once per group message, naming the other members', async () => {
    const group = (await api.post('/api/v1/group-chats', { name: 'Launch', memberIds: [ben.user.id] }, as(ana))).json().data;
    published = [];
    const sent = await api.post(`/api/v1/group-chats/${group.id}/messages`, { content: 'Hello all' }, as(ana));
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(published).toEqual([
      {
        event: { kind: 'group', messageId: message.id, senderId: ana.user.id, groupId: group.id, recipientIds: [ben.user.id], sentAt: new Date(message.createdAt) },
        seenInTransaction: true,
      },
    ]);

    failSubscriber = true;
    const failed = await api.post(`/api/v1/group-chats/${group.id}/messages`, { content: 'Never stored' }, as(ana));
    expect(failed.statusCode).toBe(500);
    const messages = (await api.get(`/api/v1/group-chats/${group.id}/messages`, as(ben))).json().data.content;
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['Hello all']);
  });
});
