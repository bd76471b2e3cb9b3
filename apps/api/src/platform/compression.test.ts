import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compress, COMPRESSION_THRESHOLD_BYTES, compressionPlugin, SharedJsonBody, sendSharedJson, SYNC_COMPRESSION_MAX_BYTES } from './compression';

describe('compress', () => {
  it('compresses small bodies in place and large ones on the thread pool, to the same format', async () => {
    for (const size of [COMPRESSION_THRESHOLD_BYTES, SYNC_COMPRESSION_MAX_BYTES + 1]) {
      const body = JSON.stringify({ text: 'paytable '.repeat(size / 9 + 1) });
      expect(zlib.brotliDecompressSync(await compress(body, 'br')).toString()).toBe(body);
      expect(zlib.gunzipSync(await compress(Buffer.from(body), 'gzip')).toString()).toBe(body);
    }
  });
});

describe('SharedJsonBody', () => {
  it('compresses once per encoding, on first demand', async () => {
    const body = new SharedJsonBody(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: `item ${i}` })) }));
    const first = body.encoded('br');
    expect(body.encoded('br')).toBe(first);
    expect(JSON.parse(zlib.brotliDecompressSync(await first).toString())).toEqual(JSON.parse(body.json));
    expect(JSON.parse(zlib.gunzipSync(await body.encoded('gzip')).toString())).toEqual(JSON.parse(body.json));
  });
});

describe('sendSharedJson', () => {
  let app: FastifyInstance;
  const big = new SharedJsonBody(JSON.stringify({ text: 'x'.repeat(COMPRESSION_THRESHOLD_BYTES * 4) }));
  const small = new SharedJsonBody(JSON.stringify({ ok: true }));

  beforeAll(async () => {
    // With the compression hook registered, as in the app: it must leave a shared body alone.
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/big', (request, reply) => sendSharedJson(request, reply, big));
    app.get('/small', (request, reply) => sendSharedJson(request, reply, small));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the encoding the client prefers, like the compression hook', async () => {
    const br = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big.json);

    const gzip = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(big.json);
  });

  it('sends JSON as it is to a client that accepts no encoding, and a small body uncompressed', async () => {
    const plain = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big.json);

    const tiny = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });
  });
});
