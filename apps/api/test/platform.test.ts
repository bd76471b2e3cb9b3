import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, testConfig } from '../src/config';
import { createTestApp, createTestDatabase, type TestApp } from './helper';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with a database ping in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('reports every backing service on the public system status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system-status' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.components.map((c: { name: string }) => c.name)).toEqual(['database', 'pubsub', 'mail', 'storage', 'jobs']);
    expect(data.status).toBe('operational');
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof data.uptimeSeconds).toBe('number');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves OpenAPI 3.1 generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/health');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('compresses JSON of 1 KB or more with the encoding the client prefers, and leaves small answers alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toBe('3.1.0');
    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends compact security headers on API answers and no CORS by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error envelope', () => {
  it('maps validation, framework and unexpected errors without leaking internals', async () => {
    const database = await createTestDatabase();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-errors-'));
    const app = await buildApp(
      testConfig({ dataDir, bodyLimitBytes: 1024, webDistDir: path.join(dataDir, 'none') }),
      { database, migrate: false },
    );
    app.post(
      '/api/v1/echo',
      { config: { access: 'public' }, schema: { body: z.object({ title: z.string().trim().min(1, 'Title is required') }) } },
      async (request) => ({ success: true, data: request.body }),
    );
    app.get('/api/v1/explode', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/api/v1/private', { config: { access: 'authenticated' } }, async () => ({ success: true, data: 1 }));
    // A value no schema stopped that the column type cannot hold: PostgreSQL raises 22003.
    app.get('/api/v1/overflow', { config: { access: 'public' } }, async () => {
      await app.platform.db.execute(sql`select ${'2147483648'}::integer`);
      return { success: true, data: 1 };
    });
    await app.ready();
    try {
      const invalid = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { title: '  ' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Title is required' });
      expect(invalid.json().details[0]).toMatchObject({ path: 'body.title' });

      const malformed = await app.inject({
        method: 'POST',
        url: '/api/v1/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'Bad request - please check your input',
        details: [{ path: 'body', message: 'Malformed JSON in request body' }],
      });

      const tooLarge = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { title: 'x'.repeat(5000) } });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });

      const crash = await app.inject({ method: 'GET', url: '/api/v1/explode' });
      expect(crash.statusCode).toBe(500);
      expect(crash.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR', message: 'Internal server error' });
      expect(crash.body).not.toContain('secret_table');
      expect(crash.json().requestId).toBe(crash.headers['x-request-id']);

      const overflow = await app.inject({ method: 'GET', url: '/api/v1/overflow' });
      expect(overflow.statusCode).toBe(400);
      expect(overflow.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'Bad request - please check your input' });

      const denied = await app.inject({ method: 'GET', url: '/api/v1/private' });
      expect(denied.statusCode).toBe(401);
      expect(denied.json()).toMatchObject({ success: false, message: 'Authentication required' });
    } finally {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with an API route that declares no access policy, or one on a parameter it lacks', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, migrate: false });
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/declares no access policy/);
    // A company scope or an owner on a path parameter the route does not have is a typo, refused too.
    expect(() =>
      app.get('/api/v1/things/:id', { config: { access: { company: 'admin', scope: { param: 'thingId' } } } }, async () => 'x'),
    ).toThrow(/path parameter 'thingId'/);
    expect(() => app.get('/api/v1/items/:id', { config: { access: { owner: 'itemId', ownerIs: 'its author' } } }, async () => 'x')).toThrow(
      /path parameter 'itemId'/,
    );
    await app.close();
    await database.close();
  });
});

describe('single-page app serving', () => {
  it('serves hashed assets for a year, and index.html for client routes but not for API paths', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-spa-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ webDistDir: dir, dataDir: dir }), { database, migrate: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const compressedAsset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(compressedAsset.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressedAsset.rawPayload).toString()).toBe('console.log(1)');
      const compressedIndex = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
      expect(compressedIndex.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(compressedIndex.rawPayload).toString()).toContain('<div id="root">');

      const clientRoute = await app.inject({ method: 'GET', url: '/dashboard/network' });
      expect(clientRoute.statusCode).toBe(200);
      expect(clientRoute.headers['content-type']).toContain('text/html');
      expect(clientRoute.headers['cache-control']).toBe('no-cache');

      const apiMiss = await app.inject({ method: 'GET', url: '/api/v1/missing' });
      expect(apiMiss.statusCode).toBe(404);
      expect(apiMiss.json().success).toBe(false);

      const missingFile = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingFile.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('fails fast with every bad variable named', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });
  it('defaults to the embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
  });
  it('remembers public lists and search answers unless told not to, and sizes the database pool', () => {
    // Twice the cores, at least 4 (a database on the same machine).
    expect(loadConfig({})).toMatchObject({ companyListMemo: true, searchMemo: true, databasePoolMax: Math.max(4, 2 * os.availableParallelism()) });
    expect(loadConfig({ COMPANY_LIST_MEMO: 'false', SEARCH_MEMO: 'false', DATABASE_POOL_MAX: '4' })).toMatchObject({ companyListMemo: false, searchMemo: false, databasePoolMax: 4 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
