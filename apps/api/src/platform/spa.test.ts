import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase } from '../../test/helper';

const SHELL = '<!doctype html><html><head><title>Paytable</title></head><body><div id="root"></div></body></html>';
const LANDING = SHELL.replace('<div id="root"></div>', '<div id="root"><h1>The B2B network and marketplace for iGaming</h1></div>');
const MARKETPLACE = SHELL.replace('<div id="root"></div>', '<div id="root"><h1>Marketplace</h1></div>');

async function appServing(files: Record<string, string>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-spa-'));
  for (const [name, content] of Object.entries(files)) await fs.writeFile(path.join(dir, name), content);
  const database = await createTestDatabase();
  const app = await buildApp(testConfig({ webDistDir: dir, dataDir: dir }), { database, migrate: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

describe('prerendered landing page', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing({ 'index.html': SHELL, 'landing.html': LANDING });
  });
  afterAll(() => served.close());

  it('answers / with the landing page rendered at build time', async () => {
    const page = await served.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('The B2B network and marketplace for iGaming');
  });

  // Node's HTTP server leaves the body out of a HEAD answer; inject keeps it, so only the head is checked.
  it('answers HEAD of a page as GET (monitors and link checkers ask so)', async () => {
    for (const url of ['/', '/marketplace', '/jobs']) {
      const page = await served.app.inject({ method: 'HEAD', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });

  it('keeps the landing page for / with a query string, and compresses it', async () => {
    const page = await served.app.inject({ method: 'GET', url: '/?utm_source=newsletter', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>The B2B network');
  });

  it('answers every other client route with the empty shell', async () => {
    for (const url of ['/pricing', '/dashboard', '/login?next=/']) {
      const page = await served.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode).toBe(200);
      expect(zlib.gunzipSync(page.rawPayload).toString()).toBe(SHELL);
    }
  });
});

describe('prerendered /marketplace', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing({ 'index.html': SHELL, 'landing.html': LANDING, 'marketplace.html': MARKETPLACE });
  });
  afterAll(() => served.close());

  it('answers /marketplace, plain or with campaign parameters, with its first frame rendered at build time', async () => {
    for (const url of ['/marketplace', '/marketplace?utm_source=newsletter']) {
      const page = await served.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(zlib.gunzipSync(page.rawPayload).toString()).toBe(MARKETPLACE);
    }
  });

  it('answers views the frame does not show (another tab, filters, a page, sub-routes) with the shell', async () => {
    for (const url of ['/marketplace?tab=games', '/marketplace?q=pay', '/marketplace?page=2', '/marketplace/company/1', '/dashboard/marketplace']) {
      const page = await served.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    }
    expect((await served.app.inject({ method: 'GET', url: '/' })).body).toBe(LANDING);
  });
});

describe('a build without a prerendered landing page', () => {
  it('answers / with the shell', async () => {
    const served = await appServing({ 'index.html': SHELL });
    try {
      const page = await served.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    } finally {
      await served.close();
    }
  });
});
