import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  await t.app.platform.storage.put('companyLogos', 7, 'logo.png', Buffer.from('png bytes'));
  await t.app.platform.storage.put('pressImages', 7, 'report.html', Buffer.from('<script>alert(1)</script>'));
});
afterAll(() => t.close());

describe('GET /api/v1/files/{folder}/{ownerId}/{fileName}', () => {
  it('serves a stored image publicly with its type, nosniff and a year of caching', async () => {
    const res = await api.get('/api/v1/files/companyLogos/7/logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('png bytes');
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('sends anything that is not an image or PDF as an opaque download, never as a page', async () => {
    const res = await api.get('/api/v1/files/pressImages/7/report.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.html"');
  });

  it.each([
    ['a missing file', '/api/v1/files/companyLogos/7/missing.png', 404],
    ['another owner', '/api/v1/files/companyLogos/8/logo.png', 404],
    ['an encoded ../ climb', '/api/v1/files/companyLogos/7/..%2F..%2F..%2Fdb', 404],
    ['a dot-file', '/api/v1/files/companyLogos/7/.hidden', 404],
    ['a non-numeric owner', '/api/v1/files/companyLogos/..%2F7/logo.png', 404],
    ['a private folder (support ticket files)', '/api/v1/files/ticketFiles/7/report.html', 404],
    ['an unknown folder', '/api/v1/files/secrets/7/logo.png', 400],
  ])('answers %s with an error envelope', async (_name, url, status) => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
  });
});
