import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, multipartFile, signInSuperuser, approvedCompany } from '../../test/company-helpers';
import { createTestApp, type TestApp } from '../../test/helper';
import { startS3TestServer, type S3TestServer } from '../../test/support/s3-server';
import { ConfigError, loadConfig, type S3StorageConfig } from '../config';
import { createS3Storage } from './storage-s3';

const s3ConfigOf = (server: S3TestServer, overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  kind: 's3',
  endpoint: server.endpoint,
  region: 'us-east-1',
  bucket: server.bucket,
  accessKeyId: server.accessKeyId,
  secretAccessKey: server.secretAccessKey,
  forcePathStyle: true,
  publicUrl: undefined,
  ...overrides,
});

describe('STORAGE=s3 configuration', () => {
  const s3Env = {
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'uploads',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
  };

  it('reads every S3 setting', () => {
    expect(loadConfig(s3Env).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
  });

  it('names each missing S3 setting and refuses to start', () => {
    const attempt = () => loadConfig({ STORAGE: 's3' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_BUCKET is required when STORAGE=s3/);
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID is required when STORAGE=s3/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY is required when STORAGE=s3/);
  });

  it('refuses a malformed endpoint or public URL and an unknown backend', () => {
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('keeps local disk by default without any S3 setting', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });
});

describe('S3-compatible storage against a local S3 server', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server.close());

  it('puts, reads and removes objects under folder/ownerId/fileName with signed requests', async () => {
    const storage = createS3Storage(s3ConfigOf(server));
    const key = await storage.put('companyLogos', 7, 'logo.webp', Buffer.from('webp bytes'));
    expect(key).toBe('companyLogos/7/logo.webp');
    expect(server.objects.get(key)).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect((await storage.read(key)).toString()).toBe('webp bytes');
    expect((await storage.readIfExists(key))?.toString()).toBe('webp bytes');
    await storage.remove(key);
    expect(server.objects.has(key)).toBe(false);
    expect(await storage.readIfExists(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.authorized)).toBe(true);
    storage.close();
  });

  it('stores files that are not images as downloads', async () => {
    const storage = createS3Storage(s3ConfigOf(server));
    const key = await storage.put('ticketFiles', 3, 'report.html', Buffer.from('<script>alert(1)</script>'));
    expect(server.objects.get(key)).toMatchObject({ contentType: 'application/octet-stream', contentDisposition: 'attachment' });
    storage.close();
  });

  it('never sends an unsafe key to the store', async () => {
    const storage = createS3Storage(s3ConfigOf(server));
    const before = server.requests.length;
    expect(await storage.readIfExists('companyLogos/7/../../secrets')).toBeUndefined();
    await expect(storage.remove('companyLogos/../x')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('companyLogos', '7/..', 'x.png', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    expect(server.requests.length).toBe(before);
    storage.close();
  });

  it('fails (and stores nothing) with credentials the store refuses', async () => {
    const storage = createS3Storage(s3ConfigOf(server, { accessKeyId: 'WRONG' }));
    await expect(storage.put('companyLogos', 7, 'denied.png', Buffer.from('x'))).rejects.toThrow();
    expect(server.objects.has('companyLogos/7/denied.png')).toBe(false);
    await expect(storage.probe()).rejects.toThrow();
    storage.close();
  });

  it('answers the public address of a file only when S3_PUBLIC_URL is set', () => {
    expect(createS3Storage(s3ConfigOf(server)).publicUrl('companyLogos/7/a.webp')).toBeUndefined();
    const withCdn = createS3Storage(s3ConfigOf(server, { publicUrl: 'https://cdn.example.com/b' }));
    expect(withCdn.publicUrl('companyLogos/7/a.webp')).toBe('https://cdn.example.com/b/companyLogos/7/a.webp');
  });
});

describe('the API on S3 storage', () => {
  let server: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3TestServer();
    t = await createTestApp({ storage: s3ConfigOf(server) });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('stores an uploaded logo in the bucket and serves it through the files route', async () => {
    const http = api(t.app);
    const admin = await signInSuperuser(t.app);
    const company = await approvedCompany(t.app, admin);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#123456' } }).png().toBuffer();
    const res = await http.upload(`/api/v1/companies/${company.companyId}/logo`, company.token, multipartFile('file', 'logo.png', 'image/png', png));
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().data.logoUrl as string;
    const key = logoUrl.replace('/api/v1/files/', '');
    expect(server.objects.get(key)?.contentType).toBe('image/webp');
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(server.objects.get(key)?.body ?? Buffer.alloc(0))).toBe(true);

    const removed = await http.delete(`/api/v1/companies/${company.companyId}/logo`, company.token);
    expect(removed.statusCode).toBe(200);
    expect(server.objects.has(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('reports the store on the system status page, and reports it down when it stops answering', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/api/v1/system-status' });
    expect(up.json().data.components).toContainEqual(expect.objectContaining({ name: 'storage', status: 'up', detail: 'S3-compatible' }));
    expect([...server.objects.keys()].some((key) => key.startsWith('.probe/'))).toBe(false);

    const offline = await createTestApp({ storage: s3ConfigOf(server, { endpoint: 'http://127.0.0.1:9' }) });
    try {
      const down = await offline.app.inject({ method: 'GET', url: '/api/v1/system-status' });
      expect(down.json().data.components).toContainEqual(expect.objectContaining({ name: 'storage', status: 'down', detail: 'S3-compatible' }));
    } finally {
      await offline.close();
    }
  });
});

describe('the files route with S3_PUBLIC_URL', () => {
  let server: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3TestServer();
    t = await createTestApp({ storage: s3ConfigOf(server, { publicUrl: 'https://cdn.example.com/paytable' }) });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('redirects stored file URLs to the public bucket address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/files/companyLogos/7/a.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/paytable/companyLogos/7/a.webp');
  });

  it('still answers 404 for a key that could never be stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/files/companyLogos/7/..%2F..%2Fdb' });
    expect(res.statusCode).toBe(404);
  });
});
