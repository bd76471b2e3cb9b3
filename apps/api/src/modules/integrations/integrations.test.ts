import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_RETRY_SCHEDULE_SECONDS } from '@paytable/contracts';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { executeRows } from '../../db/raw-rows';
import { companyIntegrationSettings, webhookDeliveries } from '../../db/schema/index';
import { DELIVERY_QUEUE } from './deliveries-repository';
import { deliveryDeps, meteredUsage } from './index';
import { buildHourlyManifests } from './manifests-repository';
import { sign, verify } from './signing';
import { checkOutboundUrl, urlPolicyFor } from '../../platform/network-guard';

const V1 = '/api/v1';
type Company = Actor & { companyId: number };

/** A receiver as a partner would write it: Standard Webhooks verification with its own code, not ours. */
function receiverVerifies(secret: string, headers: http.IncomingHttpHeaders, body: string, nowSeconds: number): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that records what it receives and answers as told. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: { status: number; headers?: Record<string, string> } = { status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (status: number, headers?: Record<string, string>) => {
      answer = headers ? { status, headers } : { status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('integrations', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: Actor;
  let operator: Company;
  let provider: Company;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let typeId: number;
  let partnershipId: number;
  let operatorKey: string;
  let providerSecret: string;

  const sendEvent = (payload: unknown, key = operatorKey, eventType = 'wallet.debit', extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${V1}/integrations/events`, headers: { 'x-api-key': key }, payload: { partnershipId, eventType, payload, ...extra } as Record<string, unknown> });
  const delivery = async (id: string) => (await t.app.platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
  const debit = (amountMinor: number) => ({ playerId: 'p-1', amount: { amountMinor, currency: 'EUR' } });

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await signInSuperuser(t.app);
    operator = await approvedCompany(t.app, admin, unique('Operator '));
    provider = await approvedCompany(t.app, admin, unique('Provider '));
    await grantCompanyPrivilege(t.app, admin, operator, 'company_integrations');
    await grantCompanyPrivilege(t.app, admin, provider, 'company_integrations');
    receiver = await startReceiver();
  });
  afterEach(() => {
    vi.useRealTimers();
    receiver.answer(200);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('signs as the Standard Webhooks specification does (its published vector)', () => {
    const signature = sign('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    const headers = { 'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'webhook-timestamp': '1614265330', 'webhook-signature': `v1,bm90IGl0 ${signature}` };
    expect(verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', headers, '{"test": 2432232314}', 1614265330 + 60)).toEqual({ ok: true });
    expect(verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', headers, '{"test": 2432232315}', 1614265330)).toMatchObject({ ok: false });
    expect(verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', headers, '{"test": 2432232314}', 1614265330 + 301)).toEqual({ ok: false, reason: 'timestamp out of tolerance' });
  });

  it('lets admins build the catalogue, with defaults and JSON Schema checked on save', async () => {
    const created = await client.post(`${V1}/integration-types`, admin.token, { name: 'Seamless wallet', integrationIdentifier: unique('wallet.').toLowerCase().replace(/[^a-z0-9.]/g, ''), senderPerRequestFee: 5, receiverPerRequestFee: 2, billingModel: 'HYBRID', senderBillingPercentage: 0.25 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ isActive: false, isFinancialIntegration: false, version: '1.0', currency: 'EUR', senderBillingPercentage: 0.25 });
    typeId = created.json().data.id;
    expect((await client.post(`${V1}/integration-types`, operator.token, { name: 'X', integrationIdentifier: 'x.y' })).statusCode).toBe(403);
    const float = await client.post(`${V1}/integration-types`, admin.token, { name: 'Float', integrationIdentifier: 'float.fee', senderPerRequestFee: 0.5 });
    expect(float.statusCode).toBe(400);

    // Inactive types are invisible to companies until activated.
    expect((await client.get(`${V1}/integration-types/${typeId}`, operator.token)).statusCode).toBe(404);
    const activated = await client.put(`${V1}/integration-types/${typeId}`, admin.token, { ...created.json().data, isActive: true });
    expect(activated.statusCode).toBe(200);
    const search = await client.get(`${V1}/integration-types/search?q=seamless&activeOnly=true`, operator.token);
    expect(search.json().data.map((type: { id: number }) => type.id)).toContain(typeId);

    const endpoint = await client.post(`${V1}/integration-endpoints`, admin.token, { integrationTypeId: typeId, name: 'Debit', eventType: 'wallet.debit' });
    expect(endpoint.statusCode).toBe(201);
    const broken = await client.post(`${V1}/payload-structures`, admin.token, { integrationEndpointId: endpoint.json().data.id, direction: 'REQUEST', schema: { type: 'no-such-type' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('The payload structure is not a valid JSON Schema');
    const schema = { type: 'object', required: ['playerId', 'amount'], properties: { playerId: { type: 'string' }, amount: { type: 'object', required: ['amountMinor', 'currency'], properties: { amountMinor: { type: 'integer', minimum: 1 }, currency: { type: 'string' } } } } };
    const first = await client.post(`${V1}/payload-structures`, admin.token, { integrationEndpointId: endpoint.json().data.id, direction: 'REQUEST', schema: { type: 'object' } });
    const second = await client.put(`${V1}/payload-structures/${first.json().data.id}`, admin.token, { integrationEndpointId: endpoint.json().data.id, direction: 'REQUEST', schema });
    expect(second.json().data).toMatchObject({ version: 2, integrationEndpointId: String(endpoint.json().data.id) });
    const listed = await client.get(`${V1}/payload-structures/endpoint/${endpoint.json().data.id}?direction=REQUEST`, operator.token);
    expect(listed.json().data.map((each: { version: number }) => each.version)).toEqual([2, 1]);
  });

  it('keeps secrets and keys shown once, hashed or sealed, and another company out', async () => {
    const rotated = await client.post(`${V1}/company-integrations/${provider.companyId}/regenerate-hmac`, provider.token);
    expect(rotated.statusCode).toBe(200);
    providerSecret = rotated.json().data.newHmacSecret;
    expect(providerSecret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const key = await client.post(`${V1}/company-integrations/${operator.companyId}/generate-api-key`, operator.token);
    operatorKey = key.json().data.apiKey;
    expect(operatorKey).toMatch(/^pt_live_/);
    expect((await client.post(`${V1}/company-integrations/${operator.companyId}/generate-api-key`, operator.token)).statusCode).toBe(409);

    const shown = (await client.get(`${V1}/company-integrations/${provider.companyId}/settings`, provider.token)).json().data;
    expect(shown.hmacSecret).toBe(`whsec_…${providerSecret.slice(-4)}`);
    const [stored] = await t.app.platform.db.select().from(companyIntegrationSettings).where(eq(companyIntegrationSettings.companyId, operator.companyId));
    expect(stored!.apiKeyHash).not.toContain(operatorKey);
    expect(JSON.stringify(stored)).not.toContain(operatorKey);
    const [providerRow] = await t.app.platform.db.select().from(companyIntegrationSettings).where(eq(companyIntegrationSettings.companyId, provider.companyId));
    expect(JSON.stringify(providerRow)).not.toContain(providerSecret.slice(6));

    expect((await client.get(`${V1}/company-integrations/${provider.companyId}/settings`, operator.token)).statusCode).toBe(404);
    const set = await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: receiver.url });
    expect(set.json().data.recipientEndpointUrl).toBe(receiver.url);
    expect((await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: 'ftp://x' })).statusCode).toBe(400);
  });

  it('refuses private, loopback and link-local receivers in production, and plain http', async () => {
    const names: Record<string, string[]> = { 'internal.example': ['10.0.0.7'], 'rebind.example': ['93.184.216.34', '192.168.1.5'], 'partner.example': ['93.184.216.34'] };
    const production = urlPolicyFor('production', async (host) => names[host] ?? []);
    for (const url of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://internal.example/hook', 'https://rebind.example/hook', 'https://[::1]/hook', 'https://[::ffff:10.1.2.3]/hook']) {
      await expect(checkOutboundUrl(url, production), url).rejects.toMatchObject({ statusCode: 400, message: 'The URL must not point to a private, loopback or link-local address' });
    }
    await expect(checkOutboundUrl('http://partner.example/hook', production)).rejects.toMatchObject({ message: 'The URL must use https' });
    await expect(checkOutboundUrl('https://partner.example/hook', production)).resolves.toBe('https://partner.example/hook');
    // Tests and development allow loopback receivers.
    await expect(checkOutboundUrl(receiver.url, urlPolicyFor('test'))).resolves.toBe(receiver.url);
  });

  it('walks the partnership life cycle, telling both sides, with only legal transitions', async () => {
    const requested = await client.post(`${V1}/partnerships`, operator.token, { providerCompanyId: provider.companyId, integrationTypeId: typeId, message: 'Wallet please' });
    expect(requested.statusCode).toBe(201);
    partnershipId = requested.json().data.id;
    expect(requested.json().data).toMatchObject({ status: 'PENDING', side: 'REQUESTER' });
    expect((await client.post(`${V1}/partnerships`, operator.token, { providerCompanyId: provider.companyId, integrationTypeId: typeId })).statusCode).toBe(409);
    expect((await client.get(`${V1}/partnerships/outgoing`, operator.token)).json().data.data.map((p: { id: number }) => p.id)).toContain(partnershipId);
    expect((await client.get(`${V1}/partnerships/incoming`, provider.token)).json().data.data.map((p: { id: number }) => p.id)).toContain(partnershipId);

    expect((await client.post(`${V1}/partnerships/${partnershipId}/approve`, operator.token)).statusCode).toBe(403);
    expect((await client.post(`${V1}/partnerships/${partnershipId}/activate`, provider.token)).statusCode).toBe(409);
    expect((await sendEvent(debit(100))).statusCode).toBe(409);
    expect((await client.post(`${V1}/partnerships/${partnershipId}/approve`, provider.token)).json().data.status).toBe('APPROVED');
    expect((await client.post(`${V1}/partnerships/${partnershipId}/suspend`, provider.token, {})).statusCode).toBe(400);
    expect((await client.post(`${V1}/partnerships/${partnershipId}/activate`, operator.token)).json().data.status).toBe('ACTIVE');

    const noticeTypes = async (actor: Actor) => ((await client.get(`${V1}/notifications?size=50`, actor.token)).json().data.content as { type: string }[]).map((notice) => notice.type);
    expect(await noticeTypes(provider)).toEqual(expect.arrayContaining(['partnership_request', 'partnership_decision']));
    expect(await noticeTypes(operator)).toContain('partnership_decision');

    const found = await client.get(`${V1}/discovery/providers?integrationTypeId=${typeId}`, operator.token);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((match: { companyId: number }) => match.companyId)).not.toContain(provider.companyId);
  });

  it('refuses a payload that breaks its structure before anything is sent', async () => {
    const before = receiver.received.length;
    const bad = await sendEvent({ playerId: 'p-1', amount: { amountMinor: 0, currency: 'EUR' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The payload does not match its payload structure: payload/amount/amountMinor must be >= 1');
    expect((await sendEvent(debit(1), 'pt_live_wrong')).statusCode).toBe(401);
    expect((await sendEvent(debit(1), operatorKey, 'wallet.unknown')).statusCode).toBe(400);
    await t.app.platform.jobs.drain();
    expect(receiver.received.length).toBe(before);
    const [row] = await executeRows<{ n: number }>(t.app.platform.db, sql`select count(*)::int as n from webhook_deliveries where partnership_id = ${partnershipId}`);
    expect(row?.n).toBe(0);
  });

  it('delivers a signed event that the receiver verifies, across a secret rotation, and meters it', async () => {
    const sent = await sendEvent(debit(2_000), operatorKey, 'wallet.debit', { volume: { amountMinor: 2_000, currency: 'EUR' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'PENDING', sequence: 1 });
    await t.app.platform.jobs.drain();
    const first = receiver.received.at(-1)!;
    expect(first.headers['webhook-id']).toBe(sent.json().data.id);
    expect(receiverVerifies(providerSecret, first.headers, first.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'wallet.debit', partnershipId, sequence: 1, data: debit(2_000) });
    expect((await delivery(sent.json().data.id)).status).toBe('SUCCEEDED');

    // Tampered or replayed: the receiver refuses.
    expect(receiverVerifies(providerSecret, first.headers, first.body.replace('2000', '9000'), Math.floor(Date.now() / 1000))).toBe(false);
    expect(receiverVerifies(providerSecret, first.headers, first.body, Math.floor(Date.now() / 1000) + 3_600)).toBe(false);

    const rotated = (await client.post(`${V1}/company-integrations/${provider.companyId}/regenerate-hmac`, provider.token)).json().data;
    expect(rotated.previousSecretValidUntil).not.toBeNull();
    await sendEvent(debit(3_000));
    await t.app.platform.jobs.drain();
    const second = receiver.received.at(-1)!;
    expect((second.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(receiverVerifies(providerSecret, second.headers, second.body, nowSeconds)).toBe(true);
    expect(receiverVerifies(rotated.newHmacSecret, second.headers, second.body, nowSeconds)).toBe(true);
    providerSecret = rotated.newHmacSecret;

    const usage = await meteredUsage(t.app.platform.db, { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000) });
    const senderRow = usage.find((row) => row.companyId === operator.companyId && row.integrationTypeId === typeId && row.role === 'SENDER');
    const receiverRow = usage.find((row) => row.companyId === provider.companyId && row.integrationTypeId === typeId && row.role === 'RECEIVER');
    // HYBRID: 5 minor units per request plus 0.25 % of the declared volume (2,000 → 5).
    expect(senderRow).toMatchObject({ requests: 2, volume: [{ currency: 'EUR', amountMinor: 2_000 }], charges: [{ currency: 'EUR', amountMinor: 15 }] });
    expect(receiverRow).toMatchObject({ requests: 2, charges: [{ currency: 'EUR', amountMinor: 4 }] });

    const log = await client.get(`${V1}/company-integrations/${provider.companyId}/deliveries?direction=RECEIVED&status=SUCCEEDED`, provider.token);
    expect(log.json().data.totalElements).toBe(2);
    const detail = await client.get(`${V1}/company-integrations/${operator.companyId}/deliveries/${sent.json().data.id}`, operator.token);
    expect(detail.json().data.attemptLog).toMatchObject([{ attempt: 1, trigger: 'EVENT', responseStatus: 200 }]);
    expect((await client.get(`${V1}/company-integrations/${operator.companyId}/deliveries/msg_doesnotexist00`, operator.token)).statusCode).toBe(404);
  });

  it("lists an hour's deliveries to a receiver in a signed manifest, fetchable and delivered", async () => {
    const deps = deliveryDeps(t.app.platform);
    const [latest] = await t.app.platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.receiverCompanyId, provider.companyId)).orderBy(desc(webhookDeliveries.createdAt)).limit(1);
    const hourStart = new Date(Math.floor(latest!.createdAt.getTime() / 3_600_000) * 3_600_000);
    const inHour = await t.app.platform.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.receiverCompanyId, provider.companyId), gte(webhookDeliveries.createdAt, hourStart), lt(webhookDeliveries.createdAt, new Date(hourStart.getTime() + 3_600_000))))
      .orderBy(asc(webhookDeliveries.sequence));
    const before = receiver.received.length;
    expect(await buildHourlyManifests(deps, hourStart)).toBeGreaterThanOrEqual(1);
    expect(await buildHourlyManifests(deps, hourStart)).toBe(0);

    const list = (await client.get(`${V1}/company-integrations/${provider.companyId}/manifests`, provider.token)).json().data;
    expect(list.content[0]).toMatchObject({ id: `mfst_${provider.companyId}_${hourStart.getTime() / 1000}`, deliveries: inHour.length, partnerships: 1, deliveryId: expect.stringMatching(/^msg_/) });
    const manifest = (await client.get(`${V1}/company-integrations/${provider.companyId}/manifests/${list.content[0].id}`, provider.token)).json().data;
    expect(manifest.document.deliveries.map((entry: { id: string }) => entry.id)).toEqual(inHour.map((row) => row.id));
    expect(manifest.document.deliveries[0]).toMatchObject({ partnershipId, bodySha256: inHour[0]!.bodySha256 });
    expect(manifest.document.partnerships).toEqual([{ partnershipId, firstSequence: inHour[0]!.sequence, lastSequence: inHour.at(-1)!.sequence, count: inHour.length }]);
    const timestamp = Number(manifest.headers['webhook-timestamp']);
    expect(receiverVerifies(providerSecret, manifest.headers, manifest.body, timestamp)).toBe(true);
    expect(receiverVerifies(providerSecret, manifest.headers, manifest.body.replace(inHour[0]!.id, 'msg_forged00000'), timestamp)).toBe(false);

    // Delivered too, signed like every delivery, and not metered.
    await t.app.platform.jobs.drain();
    const carried = receiver.received.slice(before).find((each) => JSON.parse(each.body).type === 'manifest.hourly')!;
    expect(carried.body).toBe(manifest.body);
    expect(receiverVerifies(providerSecret, carried.headers, carried.body, Math.floor(Date.now() / 1000))).toBe(true);
    const usage = await meteredUsage(t.app.platform.db, { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), companyId: provider.companyId });
    expect(usage.find((row) => row.role === 'RECEIVER')?.requests).toBe(2);

    // Another company's manifest: 404, even through its own path.
    expect((await client.get(`${V1}/company-integrations/${operator.companyId}/manifests/${manifest.id}`, operator.token)).statusCode).toBe(404);
    expect((await client.get(`${V1}/company-integrations/${provider.companyId}/manifests/${manifest.id}`, operator.token)).statusCode).toBe(404);
  });

  it('retries a failing receiver on schedule (5 s … 10 h), then fails it into the dead jobs', async () => {
    receiver.answer(500);
    // A fake clock that keeps ticking: the embedded database reads the same clock, so its now() jumps too.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const sent = await sendEvent(debit(10));
    const id = sent.json().data.id as string;
    await t.app.platform.jobs.drain({ until: new Date() });
    expect((await delivery(id)).attempts).toBe(1);
    for (const [index, seconds] of DELIVERY_RETRY_SCHEDULE_SECONDS.entries()) {
      const row = await delivery(id);
      const [last] = await executeRows<{ requested_at: string }>(t.app.platform.db, sql`select requested_at from webhook_delivery_attempts where delivery_id = ${id} order by attempt desc limit 1`);
      const gap = row.nextAttemptAt!.getTime() - new Date(last!.requested_at).getTime();
      expect(gap).toBeGreaterThanOrEqual(seconds * 1000);
      expect(gap).toBeLessThan(seconds * 1000 + 2_000);
      // A second early: nothing runs.
      vi.setSystemTime(row.nextAttemptAt!.getTime() - 1_000);
      await t.app.platform.jobs.drain({ until: new Date() });
      expect((await delivery(id)).attempts).toBe(index + 1);
      vi.setSystemTime(row.nextAttemptAt!.getTime());
      await t.app.platform.jobs.drain({ until: new Date() });
      expect((await delivery(id)).attempts).toBe(index + 2);
    }
    expect(await delivery(id)).toMatchObject({ status: 'FAILED', attempts: 8, nextAttemptAt: null });
    const dead = await t.app.platform.jobs.deadJobs();
    expect(dead.some((job) => job.queue === DELIVERY_QUEUE && (job.data as { deliveryId: string }).deliveryId === id)).toBe(true);

    // The receiver recovers: the company queues its failed deliveries again.
    vi.useRealTimers();
    receiver.answer(200);
    const recovered = await client.post(`${V1}/company-integrations/${provider.companyId}/deliveries/recover`, provider.token, { since: new Date(Date.now() - 3_600_000).toISOString() });
    expect(recovered.json().data.recovered).toBeGreaterThanOrEqual(1);
    await t.app.platform.jobs.drain();
    expect((await delivery(id)).status).toBe('SUCCEEDED');
    const resent = await client.post(`${V1}/company-integrations/${operator.companyId}/deliveries/${id}/resend`, operator.token);
    expect(resent.statusCode).toBe(200);
    await t.app.platform.jobs.drain();
    const detail = (await client.get(`${V1}/company-integrations/${operator.companyId}/deliveries/${id}`, operator.token)).json().data;
    expect(detail.attemptLog.map((attempt: { trigger: string }) => attempt.trigger)).toEqual(['EVENT', 'RETRY', 'RETRY', 'RETRY', 'RETRY', 'RETRY', 'RETRY', 'RETRY', 'RECOVER', 'RESEND']);
  });

  it('honours Retry-After on 429, and disables the endpoint on 410 and after five days of failures', async () => {
    receiver.answer(429, { 'retry-after': '120' });
    const throttled = (await sendEvent(debit(10))).json().data.id as string;
    await t.app.platform.jobs.drain();
    const row = await delivery(throttled);
    expect(row.nextAttemptAt!.getTime() - (row.createdAt.getTime())).toBeGreaterThanOrEqual(119_000);

    receiver.answer(200);
    await t.app.platform.jobs.drain({ until: new Date(Date.now() + 121_000) });
    expect((await delivery(throttled)).status).toBe('SUCCEEDED');

    // Five days of failures without a success.
    receiver.answer(500);
    await t.app.platform.db.update(companyIntegrationSettings).set({ failingSince: new Date(Date.now() - 5 * 86_400_000 - 1_000) }).where(eq(companyIntegrationSettings.companyId, provider.companyId));
    const stale = (await sendEvent(debit(10))).json().data.id as string;
    await t.app.platform.jobs.drain();
    expect((await delivery(stale)).status).toBe('FAILED');
    let settings = (await client.get(`${V1}/company-integrations/${provider.companyId}/settings`, provider.token)).json().data;
    expect(settings.endpointDisabledReason).toBe('Deliveries to your endpoint failed for five days.');
    const notices = (await client.get(`${V1}/notifications?size=50`, provider.token)).json().data.content as { type: string }[];
    expect(notices.some((notice) => notice.type === 'integration_endpoint_disabled')).toBe(true);
    expect((await sendEvent(debit(10))).statusCode).toBe(409);

    // Saving the URL again re-enables it; a 410 disables it at once.
    await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: receiver.url });
    receiver.answer(410);
    const gone = (await sendEvent(debit(10))).json().data.id as string;
    await t.app.platform.jobs.drain();
    expect(await delivery(gone)).toMatchObject({ status: 'FAILED', attempts: 1 });
    settings = (await client.get(`${V1}/company-integrations/${provider.companyId}/settings`, provider.token)).json().data;
    expect(settings.endpointDisabledReason).toBe('Your endpoint answered 410 Gone.');
    await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: receiver.url });
  });

  it('sends a test event to the test endpoint and shows the result', async () => {
    expect((await client.post(`${V1}/company-integrations/${provider.companyId}/test-event`, provider.token)).statusCode).toBe(400);
    await client.put(`${V1}/company-integrations/${provider.companyId}/test-endpoint`, provider.token, { testEndpointUrl: receiver.url });
    const result = await client.post(`${V1}/company-integrations/${provider.companyId}/test-event`, provider.token);
    expect(result.json().data).toMatchObject({ success: true, responseStatus: 200, url: receiver.url });
    const last = receiver.received.at(-1)!;
    expect(JSON.parse(last.body).type).toBe('test.ping');
    expect(receiverVerifies(providerSecret, last.headers, last.body, Math.floor(Date.now() / 1000))).toBe(true);
    const log = await client.get(`${V1}/company-integrations/${provider.companyId}/deliveries?target=TEST`, provider.token);
    expect(log.json().data.content[0]).toMatchObject({ id: result.json().data.deliveryId, eventType: 'test.ping', status: 'SUCCEEDED' });
  });

  it('numbers concurrent sends without a gap and delivers each once, however many workers claim', async () => {
    await t.app.platform.jobs.drain();
    const before = receiver.received.length;
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => sendEvent(debit(100 + i))));
    expect(sent.map((response) => response.statusCode)).toEqual(Array.from({ length: 30 }, () => 201));
    const sequences = sent.map((response) => response.json().data.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 30 }, (_, i) => sequences[0]! + i));

    // Two workers claim batches at the same time: no delivery is claimed, sent or logged twice.
    await Promise.all([t.app.platform.jobs.drain(), t.app.platform.jobs.drain()]);
    const ids = new Set(sent.map((response) => response.json().data.id as string));
    const arrived = receiver.received.slice(before).filter((each) => ids.has(each.headers['webhook-id'] as string));
    expect(arrived).toHaveLength(30);
    expect(new Set(arrived.map((each) => each.headers['webhook-id'])).size).toBe(30);
    for (const each of arrived) {
      const row = await delivery(each.headers['webhook-id'] as string);
      expect(row).toMatchObject({ status: 'SUCCEEDED', attempts: 1 });
      expect(JSON.parse(each.body).sequence).toBe(row.sequence);
      expect(receiverVerifies(providerSecret, each.headers, each.body, Math.floor(Date.now() / 1000))).toBe(true);
    }
  });

  it('keeps a replaced API key valid for 24 hours after regeneration, with its expiry shown, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      expect((await sendEvent(debit(1), operatorKey, 'wallet.unknown')).statusCode).toBe(400);
      const regenerated = (await client.post(`${V1}/company-integrations/${operator.companyId}/regenerate-api-key`, operator.token)).json().data;
      const replaced = regenerated.apiKey as string;
      const expiresAt = Date.parse(regenerated.previousKeyValidUntil);
      expect(expiresAt - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      const shown = (await client.get(`${V1}/company-integrations/${operator.companyId}/settings`, operator.token)).json().data;
      expect(shown).toMatchObject({ previousApiKey: `${operatorKey.slice(0, shown.previousApiKey.length - 1)}…`, previousApiKeyValidUntil: regenerated.previousKeyValidUntil });

      // Within the 24 hours both keys authenticate (400: the unknown event type, past the key check).
      expect((await sendEvent(debit(1), operatorKey, 'wallet.unknown')).statusCode).toBe(400);
      expect((await sendEvent(debit(1), replaced, 'wallet.unknown')).statusCode).toBe(400);
      vi.setSystemTime(expiresAt - 60_000);
      expect((await sendEvent(debit(1), operatorKey, 'wallet.unknown')).statusCode).toBe(400);

      // After them the old key is refused and the new one works.
      vi.setSystemTime(expiresAt + 1_000);
      expect((await sendEvent(debit(1), operatorKey, 'wallet.unknown')).statusCode).toBe(401);
      expect((await sendEvent(debit(1), replaced, 'wallet.unknown')).statusCode).toBe(400);
      operatorKey = replaced;
    } finally {
      vi.useRealTimers();
    }
  });

  it('suspends, terminates and summarises', async () => {
    expect((await client.post(`${V1}/partnerships/${partnershipId}/suspend`, provider.token, { reason: 'Audit' })).json().data).toMatchObject({ status: 'SUSPENDED', reason: 'Audit' });
    expect((await sendEvent(debit(10))).statusCode).toBe(409);
    const summary = (await client.get(`${V1}/partnership/analytics/company/${operator.companyId}/summary`, operator.token)).json().data;
    expect(summary).toMatchObject({ companyId: operator.companyId, active: 0 });
    expect(summary.deliveriesSent).toBeGreaterThanOrEqual(3);
    expect((await client.post(`${V1}/partnerships/${partnershipId}/terminate`, operator.token, { reason: 'Ended' })).json().data.status).toBe('TERMINATED');
    expect((await client.post(`${V1}/partnerships/${partnershipId}/activate`, operator.token)).statusCode).toBe(409);
    expect((await client.delete(`${V1}/partnerships/${partnershipId}`, operator.token)).statusCode).toBe(409);
    const again = await client.post(`${V1}/partnerships`, operator.token, { providerCompanyId: provider.companyId, integrationTypeId: typeId });
    expect(again.statusCode).toBe(201);
    expect((await client.delete(`${V1}/partnerships/${again.json().data.id}`, provider.token)).statusCode).toBe(403);
    expect((await client.delete(`${V1}/partnerships/${again.json().data.id}`, operator.token)).statusCode).toBe(200);
  });
});
