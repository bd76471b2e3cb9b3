import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible HTTP server for tests (path-style addressing: /bucket/key): PUT, GET, HEAD and
 * DELETE of objects kept in memory. Every request must carry an AWS Signature V4 Authorization header
 * for the expected access key, or it answers 403 AccessDenied like S3 does. It does not recompute the
 * signature: the SDK's signing is its own, well-tested concern; what we check is that our client signs.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  contentDisposition: string | undefined;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Method and path of every request, signed or not, in arrival order. */
  requests: { method: string; path: string; authorized: boolean }[];
  close(): Promise<void>;
}

const SIGV4 = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/;

function xmlError(response: http.ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const header = (request: http.IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function startS3TestServer(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'paytable-test';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-access-key';
  const objects = new Map<string, StoredObject>();
  const requests: S3TestServer['requests'] = [];

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const method = request.method ?? 'GET';
      const authorization = header(request, 'authorization') ?? '';
      const credential = SIGV4.exec(authorization);
      const authorized = credential?.[1] === accessKeyId && header(request, 'x-amz-date') !== undefined;
      requests.push({ method, path: url.pathname, authorized });
      const body = await readBody(request);
      if (!authorized) return xmlError(response, 403, 'AccessDenied', 'Missing or invalid AWS Signature V4');

      const [, bucketName = '', ...keyParts] = url.pathname.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (bucketName !== bucket) return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return xmlError(response, 400, 'InvalidRequest', 'This test server stores objects only');

      switch (method) {
        case 'PUT':
          objects.set(key, {
            body,
            contentType: header(request, 'content-type'),
            cacheControl: header(request, 'cache-control'),
            contentDisposition: header(request, 'content-disposition'),
          });
          response.writeHead(200, { etag: `"${body.length}"` });
          return response.end();
        case 'GET':
        case 'HEAD': {
          const stored = objects.get(key);
          if (!stored) return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          response.writeHead(200, { 'content-type': stored.contentType ?? 'application/octet-stream', 'content-length': stored.body.length });
          return response.end(method === 'GET' ? stored.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          response.writeHead(204);
          return response.end();
        default:
          return xmlError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed');
      }
    })().catch((error: unknown) => xmlError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
