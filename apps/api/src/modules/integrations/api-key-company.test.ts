import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, type Actor } from '../../../test/company-helpers';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/index';

const V1 = '/api/v1';

/** An API key speaks for its company only while the company is active and holds company_integrations. */
describe('API keys follow their company', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: Actor;
  let operator: Actor & { companyId: number };
  let provider: Actor & { companyId: number };
  let partnershipId: number;
  let key: string;
  let server: http.Server;
  let received = 0;

  const send = () =>
    t.app.inject({ method: 'POST', url: `${V1}/integrations/events`, headers: { 'x-api-key': key }, payload: { partnershipId, eventType: 'wallet.debit', payload: { playerId: 'p-1' } } });
  const attemptsOf = (deliveryId: string) => t.app.platform.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, deliveryId));

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      received += 1;
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp();
    client = api(t.app);
    admin = await signInSuperuser(t.app);
    operator = await approvedCompany(t.app, admin, unique('Operator '));
    provider = await approvedCompany(t.app, admin, unique('Provider '));
    await grantCompanyPrivilege(t.app, admin, operator, 'company_integrations');
    await grantCompanyPrivilege(t.app, admin, provider, 'company_integrations');
    const type = await client.post(`${V1}/integration-types`, admin.token, { name: 'Wallet', integrationIdentifier: 'wallet.keys', isActive: true });
    await client.post(`${V1}/integration-endpoints`, admin.token, { integrationTypeId: type.json().data.id, name: 'Debit', eventType: 'wallet.debit' });
    await client.post(`${V1}/company-integrations/${provider.companyId}/regenerate-hmac`, provider.token);
    await client.put(`${V1}/company-integrations/${provider.companyId}/recipient-endpoint`, provider.token, { recipientEndpointUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` });
    key = (await client.post(`${V1}/company-integrations/${operator.companyId}/generate-api-key`, operator.token)).json().data.apiKey;
    partnershipId = (await client.post(`${V1}/partnerships`, operator.token, { providerCompanyId: provider.companyId, integrationTypeId: type.json().data.id })).json().data.id;
    await client.post(`${V1}/partnerships/${partnershipId}/approve`, provider.token);
    await client.post(`${V1}/partnerships/${partnershipId}/activate`, operator.token);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('stops the key, and the deliveries still queued, the moment the integrations privilege is revoked', async () => {
    expect((await send()).statusCode).toBe(201);
    await t.app.platform.jobs.drain();
    expect(received).toBe(1);

    // Sent (and the key remembered) before the admin acts; delivered after.
    const queued = await send();
    expect(queued.statusCode).toBe(201);
    expect((await client.delete(`${V1}/admin/companies/${operator.companyId}/privileges/company_integrations`, admin.token)).statusCode).toBe(200);

    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'This API key’s company is inactive or no longer holds the integrations privilege' });
    await t.app.platform.jobs.drain();
    expect(received).toBe(1);
    const [attempt] = await attemptsOf(queued.json().data.id);
    expect(attempt).toMatchObject({ error: 'This API key’s company is inactive or no longer holds the integrations privilege' });
    const [row] = await t.app.platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued.json().data.id));
    expect(row?.status).toBe('FAILED');

    await grantCompanyPrivilege(t.app, admin, operator, 'company_integrations');
    expect((await send()).statusCode).toBe(201);
  });

  it('stops the key the moment the company is deactivated', async () => {
    expect((await send()).statusCode).toBe(201);
    expect((await client.post(`${V1}/admin/companies/${operator.companyId}/deactivate`, admin.token)).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(403);
    const before = received;
    await t.app.platform.jobs.drain();
    expect(received).toBe(before);
  });
});
