import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { usePartnershipWorld } from '../../../test/integrations-helpers';
import { deliveryDeps } from './index';
import { buildHourlyManifests } from './manifests-repository';

const HOUR_MS = 3_600_000;

/** A manifest verifies with the Standard Webhooks reference library however long after its hour it is read. */
describe('delivery manifests and Standard Webhooks verifiers', () => {
  const world = usePartnershipWorld();

  it('signs a manifest, fetched or delivered, with the time it is sent', async () => {
    const { t, receiver, setup } = world;
    const { client, provider, secret, send } = setup;
    expect((await send()).statusCode).toBe(201);
    await t.app.platform.jobs.drain();
    // The manifest was written two hours ago (a late fetch, or a delivery that waited for its retries).
    const hourStart = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    expect(await buildHourlyManifests(deliveryDeps(t.app.platform, () => new Date(Date.now() - 2 * HOUR_MS)), hourStart)).toBe(1);
    const verifier = new Webhook(secret);

    const [summary] = (await client.get(`/api/v1/company-integrations/${provider.companyId}/manifests`, provider.token)).json().data.content;
    const fetched = (await client.get(`/api/v1/company-integrations/${provider.companyId}/manifests/${summary.id}`, provider.token)).json().data;
    expect(Math.abs(Number(fetched.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifier.verify(fetched.body, fetched.headers)).toMatchObject({ type: 'manifest.hourly', manifestId: summary.id });

    await t.app.platform.jobs.drain();
    const delivered = receiver.received.find((each) => JSON.parse(each.body).type === 'manifest.hourly');
    expect(delivered).toBeDefined();
    expect(verifier.verify(delivered!.body, delivered!.headers)).toMatchObject({ manifestId: summary.id });
    // A tampered manifest does not verify.
    expect(() => verifier.verify(fetched.body.replace('manifest.hourly', 'manifest.hourlx'), fetched.headers)).toThrow();
  });
});
