import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantCompanyPrivilege } from '../../../test/games-helpers';
import { usePartnershipWorld } from '../../../test/integrations-helpers';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/index';

const V1 = '/api/v1';
const BARRED = 'This API key’s company is inactive or no longer holds the integrations privilege';

/** An API key speaks for its company only while the company is active and holds company_integrations. */
describe('API keys follow their company', () => {
  const world = usePartnershipWorld();

  it('stops the key, and the deliveries still queued, the moment the integrations privilege is revoked', async () => {
    const { t, receiver, setup } = world;
    const { client, admin, operator, send } = setup;
    expect((await send()).statusCode).toBe(201);
    await t.app.platform.jobs.drain();
    expect(receiver.received).toHaveLength(1);

    // Sent (and the key remembered) before the admin acts; attempted after.
    const queued = await send();
    expect(queued.statusCode).toBe(201);
    expect((await client.delete(`${V1}/admin/companies/${operator.companyId}/privileges/company_integrations`, admin.token)).statusCode).toBe(200);

    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: BARRED });
    await t.app.platform.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const [attempt] = await t.app.platform.db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, queued.json().data.id));
    expect(attempt).toMatchObject({ error: BARRED });
    const [row] = await t.app.platform.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued.json().data.id));
    expect(row?.status).toBe('FAILED');

    await grantCompanyPrivilege(t.app, admin, operator, 'company_integrations');
    expect((await send()).statusCode).toBe(201);
  });

  it('stops the key the moment the company is deactivated', async () => {
    const { t, receiver, setup } = world;
    const { client, admin, operator, send } = setup;
    await t.app.platform.jobs.drain();
    expect((await send()).statusCode).toBe(201);
    expect((await client.post(`${V1}/admin/companies/${operator.companyId}/deactivate`, admin.token)).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(403);
    const before = receiver.received.length;
    await t.app.platform.jobs.drain();
    expect(receiver.received).toHaveLength(before);
  });
});
