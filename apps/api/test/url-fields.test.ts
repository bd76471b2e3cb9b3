import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './auth-helpers';
import { api, approvedCompany, signInSuperuser } from './company-helpers';
import { createTestApp, type TestApp } from './helper';

/** A stored link is only ever http(s): a `javascript:` website would run in every visitor's browser. */
describe('URL fields through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a javascript: company website and stores a bare one as https', async () => {
    const http = api(t.app);
    const admin = await signInSuperuser(t.app);
    const company = await approvedCompany(t.app, admin, unique('Linked '));
    const name = unique('Linked ');
    for (const website of ['javascript:alert(document.cookie)//example.com', 'JAVASCRIPT:alert(1)', 'data:text/html,hi.com']) {
      const refused = await http.put(`/api/v1/companies/${company.companyId}`, company.token, { name, website });
      expect(refused.statusCode, website).toBe(400);
      expect(refused.json(), website).toMatchObject({ success: false, message: expect.stringContaining('Enter a valid website address') });
    }
    const saved = await http.put(`/api/v1/companies/${company.companyId}`, company.token, { name, website: 'example.com' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.website).toBe('https://example.com');
  });
});
