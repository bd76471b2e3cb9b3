import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { unique } from './auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from './company-helpers';
import { grantCompanyPrivilege } from './games-helpers';
import { createTestApp, type TestApp } from './helper';

const V1 = '/api/v1';

export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
}

/** A loopback receiver that records every delivery and answers 200. */
export async function startRecordingReceiver() {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An operator and a provider, both holding company_integrations, in an ACTIVE partnership over a new
 * integration type with the endpoint `wallet.debit`; the provider receives at `receiverUrl` with a signing
 * secret, the operator sends with its API key.
 */
export async function activePartnership(app: FastifyInstance, receiverUrl: string) {
  const client = api(app);
  const admin = await signInSuperuser(app);
  const operator = await approvedCompany(app, admin, unique('Operator '));
  const provider = await approvedCompany(app, admin, unique('Provider '));
  await grantCompanyPrivilege(app, admin, operator, 'company_integrations');
  await grantCompanyPrivilege(app, admin, provider, 'company_integrations');
  const type = await client.post(`${V1}/integration-types`, admin.token, { name: 'Wallet', integrationIdentifier: unique('wallet.').toLowerCase().replace(/[^a-z0-9.]/g, ''), isActive: true });
  await client.post(`${V1}/integration-endpoints`, admin.token, { integrationTypeId: type.json().data.id, name: 'Debit', eventType: 'wallet.debit' });
  const secret: string = (await client.post(`${V1}/company-integrations/${provider.companyId}/regenerate-hmac`, provider.token)).json().data.newHmacSecret;
  await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: receiverUrl });
  const key: string = (await client.post(`${V1}/company-integrations/${operator.companyId}/generate-api-key`, operator.token)).json().data.apiKey;
  const partnershipId: number = (await client.post(`${V1}/partnerships`, operator.token, { providerCompanyId: provider.companyId, integrationTypeId: type.json().data.id })).json().data.id;
  await client.post(`${V1}/partnerships/${partnershipId}/approve`, provider.token);
  await client.post(`${V1}/partnerships/${partnershipId}/activate`, operator.token);
  const send = (payload: unknown = { playerId: 'p-1' }) =>
    app.inject({ method: 'POST', url: `${V1}/integrations/events`, headers: { 'x-api-key': key }, payload: { partnershipId, eventType: 'wallet.debit', payload } as Record<string, unknown> });
  return { client, admin, operator, provider, partnershipId, key, secret, send };
}

export interface PartnershipWorld {
  t: TestApp;
  receiver: Awaited<ReturnType<typeof startRecordingReceiver>>;
  setup: Awaited<ReturnType<typeof activePartnership>>;
}

/**
 * Registers the hooks of a describe block whose tests share one app, one recording receiver and one active
 * partnership; the returned object is filled before the first test runs and closed after the last.
 */
export function usePartnershipWorld(): PartnershipWorld {
  const world = {} as PartnershipWorld;
  beforeAll(async () => {
    world.receiver = await startRecordingReceiver();
    world.t = await createTestApp();
    world.setup = await activePartnership(world.t.app, world.receiver.url);
  });
  afterAll(async () => {
    await world.t?.close();
    await world.receiver?.close();
  });
  return world;
}

export type { Actor };
