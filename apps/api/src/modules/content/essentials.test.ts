import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('GET /api/v1/business-essentials', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let root: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    root = await signInSuperuser(t.app);
  });
  afterAll(() => t.close());

  it('needs a signed-in account', async () => {
    expect((await http.get(`${V1}/business-essentials`)).statusCode).toBe(401);
  });

  it('lists the seven services with their business types, and only verified active providers under each', async () => {
    const types = (await http.get(`${V1}/business-types`)).json().data as { id: number; name: string }[];
    const typeId = (name: string) => types.find((type) => type.name === name)!.id;

    const verifiedPsp = await approvedCompany(t.app, root, 'Verified Pay Ltd');
    const unverifiedPsp = await approvedCompany(t.app, root, 'Unverified Pay Ltd');
    const verifiedBank = await approvedCompany(t.app, root, 'Verified Bank plc');
    for (const [company, type] of [
      [verifiedPsp, 'Payment Service Provider'],
      [unverifiedPsp, 'Payment Processing'],
      [verifiedBank, 'Banking Solutions'],
    ] as const) {
      const updated = await http.put(`${V1}/companies/${company.companyId}`, company.token, { businessTypeIds: [typeId(type)] });
      expect(updated.statusCode, updated.body).toBe(200);
    }
    for (const company of [verifiedPsp, verifiedBank]) expect((await http.post(`${V1}/admin/companies/${company.companyId}/verify`, root.token)).statusCode).toBe(200);

    const reader = await signUp(t.app);
    const res = await http.get(`${V1}/business-essentials`, reader.token);
    expect(res.statusCode).toBe(200);
    const essentials = res.json().data as { key: string; businessTypes: { name: string }[]; verifiedProviders: { name: string; verified: boolean }[]; verifiedProviderCount: number }[];
    expect(essentials.map((each) => each.key)).toEqual(['licensing', 'payments', 'banking', 'kyc', 'game-content', 'platform', 'affiliates']);

    const payments = essentials.find((each) => each.key === 'payments')!;
    expect(payments.businessTypes.map((type) => type.name)).toEqual(['Payment Processing', 'Payment Service Provider', 'Crypto Payments']);
    expect(payments.verifiedProviders.map((company) => company.name)).toEqual(['Verified Pay Ltd']);
    expect(payments.verifiedProviderCount).toBe(1);

    const banking = essentials.find((each) => each.key === 'banking')!;
    expect(banking.verifiedProviders).toEqual([expect.objectContaining({ name: 'Verified Bank plc', verified: true })]);
    expect(essentials.find((each) => each.key === 'affiliates')!.verifiedProviderCount).toBe(0);
  });
});
