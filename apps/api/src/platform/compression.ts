import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** Picks br, then gzip, from Accept-Encoding (ignoring entries with q=0). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return undefined;
}

const isCompressible = (reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^(application\/json|text\/|application\/javascript|image\/svg\+xml)/.test(type);
};

/**
 * Compresses JSON and text answers of at least 1 KB with brotli (quality 3, below) or gzip. Built web
 * assets are pre-compressed at build time and served as .br/.gz files by the static plugin, so nothing
 * here runs for them. We do this in one small hook instead of @fastify/compress:
 * its per-route hooks cost about a third of the throughput of small answers, most of which never qualify.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: the common case (a small answer) returns without allocating a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !isCompressible(reply)) return done(null, payload);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return done(null, payload);
    compress(payload, encoding).then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
});

/**
 * Up to this size a body is compressed synchronously: for a JSON page of ~7 KB the thread-pool round trip
 * (a native stream created, queued, called back) cost the event loop 2–3 times what compressing it does
 * (brotli 4: ~0.2 ms asynchronous against ~0.07 ms in place). Larger bodies go to the pool, so none blocks
 * the loop for long.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 32 * 1024;

/**
 * Brotli quality 3: on a 17 KB games page it compresses in about two thirds of quality 4's time (≈ 73
 * against 106 µs on an idle core, more under load) for 3 % more bytes (3,441 against 3,342); decoding
 * costs the client the same. Quality 2 saves little more time for 5 % more bytes. (gzip level 6, the
 * fallback, lands at about the same size and time on these answers.)
 */
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
const gzipOptions = { level: 6 };

export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_COMPRESSION_MAX_BYTES) {
    try {
      return Promise.resolve(encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return encoding === 'br' ? brotli(body, brotliOptions) : gzip(body, gzipOptions);
}

/**
 * A JSON answer that many requests share (a remembered page): serialized once, and compressed at most
 * once per encoding, on first demand. Sending it costs neither serialization nor compression, which is
 * most of what a remembered answer would otherwise cost per request.
 */
export class SharedJsonBody {
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  /** The body in `encoding`, compressed on first demand and then kept (a failure is not kept). */
  encoded(encoding: Encoding): Promise<Buffer> {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compress(this.json, encoding);
      this.compressed.set(encoding, bytes);
      bytes.catch(() => this.compressed.delete(encoding));
    }
    return bytes;
  }
}

/**
 * Sends a SharedJsonBody as the compression hook would have sent its JSON: compressed in the encoding the
 * client prefers when it is 1 KB or more, with `vary: accept-encoding`. The hook leaves it alone (a Buffer
 * with content-encoding set, or a string below the threshold).
 */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, body: SharedJsonBody): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  if (body.json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body.json);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.json);
  const bytes = await body.encoded(encoding);
  reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
