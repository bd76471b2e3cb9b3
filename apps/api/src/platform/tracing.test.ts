import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper';
import { startTracing } from './tracing';

interface ExportedSpan {
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface TraceExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { scope: { name: string }; spans: ExportedSpan[] }[] }[];
}

/** A stand-in OTLP/HTTP collector: keeps every trace export it receives. */
let collector: http.Server;
const exports: TraceExport[] = [];
const previousEndpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

beforeAll(async () => {
  collector = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') exports.push(JSON.parse(body) as TraceExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (previousEndpoint === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = previousEndpoint;
  await new Promise((resolve) => collector.close(resolve));
});

describe('tracing', () => {
  it('sends the spans of a request to the OTLP endpoint, and none for probes', async () => {
    // vitest loads modules itself, so the import hook is left to production (main.ts).
    const tracing = await startTracing({ hookImports: false });
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/api/v1/system-status`)).status).toBe(200);
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
    } finally {
      await t.close();
      // Shutting down flushes the batch to the collector.
      await tracing.shutdown();
    }
    const resources = exports.flatMap((exported) => exported.resourceSpans);
    expect(resources.length).toBeGreaterThan(0);
    const serviceNames = resources.flatMap((resource) => resource.resource.attributes.filter((a) => a.key === 'service.name').map((a) => a.value.stringValue));
    expect(new Set(serviceNames)).toEqual(new Set(['paytable-api']));
    const spans = resources.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ scope: scope.scope.name, ...span }))));
    const routeOf = (span: ExportedSpan) => span.attributes.find((a) => a.key === 'http.route')?.value.stringValue;
    // Fastify's server span for the route and one span per hook and handler. (The http, pg and ioredis
    // instrumentations patch modules as they load, which in this process happened before the test started;
    // main.ts starts tracing before importing them.)
    expect(spans.some((span) => span.scope === '@fastify/otel' && span.name === 'request' && routeOf(span) === '/api/v1/system-status')).toBe(true);
    expect(spans.some((span) => span.scope === '@fastify/otel' && span.name.startsWith('handler - ') && routeOf(span) === '/api/v1/system-status')).toBe(true);
    expect(spans.filter((span) => JSON.stringify(span).includes('/health/live'))).toEqual([]);
  }, 60_000);
});
