import { directMessageSchema, envelopeSchema } from '@paytable/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signUpAndLogIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

type Person = Awaited<ReturnType<typeof signUpAndLogIn>>;

/** Connects two people through the API (request, then accept). */
async function connect(app: FastifyInstance, a: Person, b: Person) {
  const api = client(app);
  const sent = await api.post('/api/v1/connections/request', { receiverId: b.user.id }, { token: a.token });
  await api.post(`/api/v1/connections/requests/${sent.json().data.id}/accept`, undefined, { token: b.token });
}

const del = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });

describe('direct messages', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let ana: Person;
  let ben: Person;
  let cleo: Person;
  const as = (person: Person) => ({ token: person.token });
  // The send route answers without the zod encode (trustedJsonSerializer): every answer must still be
  // exactly the contract's shape, no field more.
  const sentAnswerSchema = envelopeSchema(directMessageSchema.strict()).strict();
  const send = async (from: Person, to: Person, content: string) => {
    const res = await api.post('/api/v1/messages', { recipientId: to.user.id, content }, as(from));
    if (res.statusCode === 201) sentAnswerSchema.parse(res.json());
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    [ana, ben, cleo] = [
      await signUpAndLogIn(t.app, { firstName: 'Ana', lastName: 'Lopez' }),
      await signUpAndLogIn(t.app, { firstName: 'Ben', lastName: 'Okafor' }),
      await signUpAndLogIn(t.app, { firstName: 'Cleo', lastName: 'Novak' }),
    ];
    await connect(t.app, ana, ben);
  });
  afterAll(() => t.close());

  it('lets only connections start a conversation', async () => {
    const refused = await send(cleo, ana, 'Hello there');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only message your connections and colleagues');
    const sent = await send(ana, ben, 'Hi Ben');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: 'Message sent', data: { senderId: ana.user.id, recipientId: ben.user.id, content: 'Hi Ben', fromMe: true, readAt: null } });
  });

  it('stores text exactly as sent, markup included', async () => {
    const markup = '<img src=x onerror="alert(1)"> **bold** & "quotes"';
    const sent = await send(ben, ana, markup);
    expect(sent.json().data.content).toBe(markup);
    const thread = (await api.get(`/api/v1/messages/conversations/${ben.user.id}`, as(ana))).json().data;
    expect(thread.messages.content[0].content).toBe(markup);
  });

  it('validates content and recipient', async () => {
    const empty = await api.post('/api/v1/messages', { recipientId: ben.user.id, content: '   ' }, as(ana));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Message cannot be empty');
    const long = await api.post('/api/v1/messages', { recipientId: ben.user.id, content: 'x'.repeat(5001) }, as(ana));
    expect(long.json().message).toBe('Message must be at most 5000 characters');
    expect((await send(ana, ana, 'me')).statusCode).toBe(400);
    expect((await api.post('/api/v1/messages', { recipientId: 999_999, content: 'hi' }, as(ana))).statusCode).toBe(404);
  });

  it('lists conversations with unread counts, and mark-read zeroes them', async () => {
    await send(ana, ben, 'Are you at ICE London?');
    const list = (await api.get('/api/v1/messages/conversations', as(ben))).json().data;
    expect(list.content[0]).toMatchObject({ contactUserId: ana.user.id, unreadCount: 2, lastMessage: { content: 'Are you at ICE London?', fromMe: false } });
    expect((await api.get('/api/v1/messages/unread-count', as(ben))).json().data).toEqual({ count: 2 });
    expect((await api.get('/api/v1/messages/unified-unread-count', as(ben))).json().data).toEqual({ directMessages: 2, groupMessages: 0, total: 2 });

    const marked = await api.post(`/api/v1/messages/conversations/${ana.user.id}/mark-read`, undefined, as(ben));
    expect(marked.json().data).toEqual({ markedRead: 2 });
    expect((await api.get('/api/v1/messages/total-unread-count', as(ben))).json().data).toEqual({ count: 0 });
    const thread = (await api.get(`/api/v1/messages/conversations/${ben.user.id}`, as(ana))).json().data;
    expect(thread.messages.content.find((m: { fromMe: boolean }) => m.fromMe).readAt).not.toBeNull();
  });

  it('fills one send statement for every pair: both id orders, crossing sends, exact counters on each side', async () => {
    // The send's text is built once (on PostgreSQL) and filled per call: the lower id's inbox row first, the
    // recipient's mark; sends crossing in both directions at once must neither deadlock nor mix the sides.
    const [dora, emil] = [
      await signUpAndLogIn(t.app, { firstName: 'Dora', lastName: 'Ilic' }),
      await signUpAndLogIn(t.app, { firstName: 'Emil', lastName: 'Berg' }),
    ];
    await connect(t.app, dora, emil);
    const sent = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => send(dora, emil, `down ${i}`)),
      ...Array.from({ length: 2 }, (_, i) => send(emil, dora, `up ${i}`)),
    ]);
    expect(sent.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const unread = async (person: Person) => (await api.get('/api/v1/messages/unified-unread-count', as(person))).json().data;
    expect(await unread(emil)).toEqual({ directMessages: 3, groupMessages: 0, total: 3 });
    expect(await unread(dora)).toEqual({ directMessages: 2, groupMessages: 0, total: 2 });
    const inbox = async (person: Person) => (await api.get('/api/v1/messages/conversations', as(person))).json().data.content[0];
    expect(await inbox(emil)).toMatchObject({ contactUserId: dora.user.id, unreadCount: 3 });
    expect(await inbox(dora)).toMatchObject({ contactUserId: emil.user.id, unreadCount: 2 });
  });

  it('never shows another pair’s messages: a conversation is always between the caller and the contact', async () => {
    const peek = (await api.get(`/api/v1/messages/conversations/${ana.user.id}`, as(cleo))).json().data;
    expect(peek.messages.totalElements).toBe(0);
    expect(peek.canSend).toBe(false);
    expect((await api.get('/api/v1/messages/search?query=ICE', as(cleo))).json().data.totalElements).toBe(0);
    expect((await api.get('/api/v1/messages/recent', as(cleo))).json().data.totalElements).toBe(0);
  });

  it('pages a thread newest first and older with `before`', async () => {
    for (let i = 1; i <= 5; i += 1) await send(ana, ben, `page message ${i}`);
    const first = (await api.get(`/api/v1/messages/conversations/${ana.user.id}?size=2`, as(ben))).json().data.messages;
    expect(first.content.map((m: { content: string }) => m.content)).toEqual(['page message 5', 'page message 4']);
    const older = (await api.get(`/api/v1/messages/conversations/${ana.user.id}?size=2&before=${first.content[1].id}`, as(ben))).json().data.messages;
    expect(older.content.map((m: { content: string }) => m.content)).toEqual(['page message 3', 'page message 2']);
  });

  it('searches and lists recent messages of the caller only', async () => {
    const found = (await api.get('/api/v1/messages/search?query=ice%20london', as(ana))).json().data;
    expect(found.content).toHaveLength(1);
    expect(found.content[0].contact.id).toBe(ben.user.id);
    const recent = (await api.get('/api/v1/messages/recent?size=3', as(ben))).json().data;
    expect(recent.content.map((m: { content: string }) => m.content)).toEqual(['page message 5', 'page message 4', 'page message 3']);
    expect((await api.get('/api/v1/messages/search?query=%20', as(ana))).json().message).toBe('Search query is required');
  });

  it('keeps replies possible after a disconnect, but a block stops both directions', async () => {
    const { connectionId } = (await api.get(`/api/v1/connections/status/${ben.user.id}`, as(ana))).json().data;
    await del(t.app, `/api/v1/connections/${connectionId}`, ana.token);
    expect((await send(ben, ana, 'Still there?')).statusCode).toBe(201);
    await api.post(`/api/v1/connections/blocked/${ben.user.id}`, undefined, as(ana));
    const blocked = await send(ben, ana, 'Hello?');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('You cannot message this user');
    expect((await send(ana, ben, 'x')).statusCode).toBe(403);
  });
});

describe('group chats', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let owner: Person;
  let admin: Person;
  let member: Person;
  let outsider: Person;
  let groupId: number;
  const as = (person: Person) => ({ token: person.token });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    [owner, admin, member, outsider] = [
      await signUpAndLogIn(t.app, { firstName: 'Olive', lastName: 'Owner' }),
      await signUpAndLogIn(t.app, { firstName: 'Adam', lastName: 'Admin' }),
      await signUpAndLogIn(t.app, { firstName: 'Mia', lastName: 'Member' }),
      await signUpAndLogIn(t.app, { firstName: 'Otto', lastName: 'Outsider' }),
    ];
    await connect(t.app, owner, admin);
    await connect(t.app, owner, member);
    await connect(t.app, admin, outsider);
  });
  afterAll(() => t.close());

  it('creates a group with the creator as owner, only with connections', async () => {
    const refused = await api.post('/api/v1/group-chats', { name: 'Launch', memberIds: [outsider.user.id] }, as(owner));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You can only add your connections and colleagues to a group chat');
    expect((await api.post('/api/v1/group-chats', { name: ' ' }, as(owner))).json().message).toBe('Group name is required');

    const created = await api.post('/api/v1/group-chats', { name: 'Launch', memberIds: [admin.user.id, member.user.id] }, as(owner));
    expect(created.statusCode).toBe(201);
    groupId = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Launch', memberCount: 3, myRole: 'owner' });
    const promoted = await api.put(`/api/v1/group-chats/${groupId}/members/${admin.user.id}/role`, { role: 'admin' }, as(owner));
    expect(promoted.statusCode).toBe(200);
  });

  it('hides a group from non-members with 404 on every route', async () => {
    const urls = [`/api/v1/group-chats/${groupId}`, `/api/v1/group-chats/${groupId}/members`, `/api/v1/group-chats/${groupId}/messages`, `/api/v1/group-chats/${groupId}/unread-count`];
    for (const url of urls) expect((await api.get(url, as(outsider))).statusCode).toBe(404);
    expect((await api.post(`/api/v1/group-chats/${groupId}/messages`, { content: 'hi' }, as(outsider))).statusCode).toBe(404);
    expect((await api.get(`/api/v1/group-chats/${groupId}/messages/search?query=hi`, as(outsider))).statusCode).toBe(404);
    expect((await api.get('/api/v1/group-chats', as(outsider))).json().data.totalElements).toBe(0);
  });

  it('counts unread messages per member and marks them read', async () => {
    await api.post(`/api/v1/group-chats/${groupId}/messages`, { content: 'Welcome to the launch room' }, as(owner));
    await api.post(`/api/v1/group-chats/${groupId}/messages`, { content: 'Builds are ready' }, as(admin));
    expect((await api.get(`/api/v1/group-chats/${groupId}/unread-count`, as(member))).json().data).toEqual({ count: 2 });
    expect((await api.get(`/api/v1/group-chats/${groupId}/unread-count`, as(owner))).json().data).toEqual({ count: 1 });
    expect((await api.get('/api/v1/messages/unified-unread-count', as(member))).json().data).toEqual({ directMessages: 0, groupMessages: 2, total: 2 });
    const list = (await api.get('/api/v1/group-chats', as(member))).json().data;
    expect(list.content[0]).toMatchObject({ id: groupId, unreadCount: 2, lastMessage: { content: 'Builds are ready', sender: { fullName: 'Adam Admin' } } });
    expect((await api.post(`/api/v1/group-chats/${groupId}/mark-read`, undefined, as(member))).json().data).toEqual({ markedRead: 2 });
    expect((await api.get(`/api/v1/group-chats/${groupId}/unread-count`, as(member))).json().data).toEqual({ count: 0 });
    const messages = (await api.get(`/api/v1/group-chats/${groupId}/messages`, as(member))).json().data;
    expect(messages.content.map((m: { content: string }) => m.content)).toEqual(['Builds are ready', 'Welcome to the launch room']);
    expect((await api.get(`/api/v1/group-chats/${groupId}/messages/search?query=builds`, as(member))).json().data.totalElements).toBe(1);
  });

  it('lets roles decide who adds, removes and renames', async () => {
    // A member can do none of it.
    expect((await api.post(`/api/v1/group-chats/${groupId}/members`, { userIds: [outsider.user.id] }, as(member))).statusCode).toBe(403);
    expect((await api.put(`/api/v1/group-chats/${groupId}`, { name: 'Mine now' }, as(member))).statusCode).toBe(403);
    expect((await del(t.app, `/api/v1/group-chats/${groupId}/members/${admin.user.id}`, member.token)).statusCode).toBe(403);
    // The admin adds their own connection and renames; cannot change roles or remove the owner.
    const added = await api.post(`/api/v1/group-chats/${groupId}/members`, { userIds: [outsider.user.id] }, as(admin));
    expect(added.statusCode).toBe(200);
    expect(added.json().data.memberCount).toBe(4);
    expect((await api.put(`/api/v1/group-chats/${groupId}`, { name: 'Launch room' }, as(admin))).json().data.name).toBe('Launch room');
    expect((await api.put(`/api/v1/group-chats/${groupId}/members/${member.user.id}/role`, { role: 'admin' }, as(admin))).statusCode).toBe(403);
    expect((await del(t.app, `/api/v1/group-chats/${groupId}/members/${owner.user.id}`, admin.token)).statusCode).toBe(403);
    // The newcomer starts with nothing unread and can read the history.
    expect((await api.get(`/api/v1/group-chats/${groupId}/unread-count`, as(outsider))).json().data).toEqual({ count: 0 });
    // The admin removes a plain member; that member loses access at once.
    expect((await del(t.app, `/api/v1/group-chats/${groupId}/members/${outsider.user.id}`, admin.token)).statusCode).toBe(200);
    expect((await api.get(`/api/v1/group-chats/${groupId}`, as(outsider))).statusCode).toBe(404);
    expect((await api.put(`/api/v1/group-chats/${groupId}/members/${member.user.id}/role`, { role: 'boss' }, as(owner))).json().message).toBe(
      'Role must be owner, admin or member',
    );
  });

  it('hands the group over when the owner leaves', async () => {
    expect((await api.post(`/api/v1/group-chats/${groupId}/leave`, undefined, as(owner))).statusCode).toBe(200);
    const chat = (await api.get(`/api/v1/group-chats/${groupId}`, as(admin))).json().data;
    expect(chat.myRole).toBe('owner');
    expect(chat.members.map((m: { user: { id: number } }) => m.user.id)).not.toContain(owner.user.id);
    expect((await api.get(`/api/v1/group-chats/${groupId}/messages`, as(owner))).statusCode).toBe(404);
  });
});
