import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorEnvelopeSchema } from '@paytable/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client';
import { sendRouteNotFound } from './error-handler';
import { unauthorized } from './errors';
import type { JobQueue, QueueStats } from './jobs';
import { isProbeUrl } from './probes';

export const METRICS_PATH = '/metrics';

/** Outcomes of one webhook delivery attempt (modules/integrations). */
export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed';

/**
 * The server's Prometheus metrics (docs/operations.md lists each). Created only when metrics are served
 * (METRICS_TOKEN or METRICS_PORT): otherwise `platform.metrics` is undefined and nothing is recorded.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts one settled webhook delivery attempt. */
  deliveryAttempted(outcome: DeliveryOutcome): void;
  /** Adds a source of held long polls (the realtime module's set of waiting polls). */
  countHeldPolls(count: () => number): void;
  /** The internal metrics server's address once listening (METRICS_PORT), else undefined. */
  internalAddress(): AddressInfo | undefined;
}

/** Request durations from 5 ms to the long poll's 25 s hold. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Queue statistics are one query; every queue gauge of one scrape reads the same answer. */
const QUEUE_STATS_REUSE_MS = 1_000;

/** Requests that are not counted: probes (platform/probes.ts) and the scrape itself. */
const isUnobserved = (url: string) => isProbeUrl(url) || url === METRICS_PATH || url.startsWith(`${METRICS_PATH}?`);

interface RequestRecorder {
  started(request: FastifyRequest, reply: FastifyReply): void;
  finished(request: FastifyRequest, reply: FastifyReply): void;
}

interface MetricsInternals extends Metrics {
  requests: RequestRecorder;
  /** The METRICS_PORT server, once the plugin made it. */
  internalServer: http.Server | undefined;
}

export function createMetrics(deps: { database: Database; jobs: JobQueue }): MetricsInternals {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // One labelled child per method, route and status: the label set is resolved once, not per request.
  const children = new Map<string, { observe(value: number): void }>();

  // A plain number on the hot path; the gauge reads it when scraped.
  let inFlight = 0;
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered (held long polls included)',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  // 'close' fires once per response, answered or aborted, so the count never drifts. (on, not once: once
  // would wrap the shared listener in two more objects per request.)
  const requestClosed = () => {
    inFlight -= 1;
  };

  const requests: RequestRecorder = {
    started(request, reply) {
      if (isUnobserved(request.url)) return;
      inFlight += 1;
      reply.raw.on('close', requestClosed);
    },
    finished(request, reply) {
      if (isUnobserved(request.url)) return;
      const method = request.method;
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      const key = `${method} ${status} ${route}`;
      let child = children.get(key);
      if (child === undefined) {
        child = duration.labels(method, route, status);
        children.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
    },
  };

  new Gauge({
    name: 'paytable_db_pool_connections',
    help: 'Database pool connections by pool and state (in_use, idle) and its size (max); PostgreSQL only',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const pool of deps.database.pools?.() ?? []) {
        this.set({ pool: pool.name, state: 'in_use' }, pool.inUse);
        this.set({ pool: pool.name, state: 'idle' }, pool.idle);
        this.set({ pool: pool.name, state: 'max' }, pool.max);
      }
    },
  });
  new Gauge({
    name: 'paytable_db_pool_waiting',
    help: 'Queries waiting for a pooled database connection; PostgreSQL only',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      for (const pool of deps.database.pools?.() ?? []) this.set({ pool: pool.name }, pool.waiting);
    },
  });

  let queueStats: { at: number; result: Promise<QueueStats[]> } | undefined;
  const currentQueueStats = async (): Promise<QueueStats[]> => {
    const now = performance.now();
    if (!queueStats || now - queueStats.at >= QUEUE_STATS_REUSE_MS) queueStats = { at: now, result: deps.jobs.stats() };
    // A queue that cannot be read (database down) leaves its gauges out of this scrape instead of failing it.
    return queueStats.result.catch(() => []);
  };
  const queueGauge = (name: string, help: string, value: (queue: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of await currentQueueStats()) this.set({ queue: queue.name }, value(queue));
      },
    });
  queueGauge('paytable_job_queue_waiting', 'Jobs waiting in the queue (created or retrying, due or not)', (queue) => queue.waiting);
  queueGauge('paytable_job_queue_due', 'Waiting jobs that are due now', (queue) => queue.due);
  queueGauge('paytable_job_queue_active', 'Jobs being run', (queue) => queue.active);
  queueGauge('paytable_job_queue_dead', 'Dead jobs: failed after their last retry, waiting for an admin', (queue) => queue.failed);
  queueGauge('paytable_job_queue_oldest_due_seconds', 'Age of the oldest due job not yet picked up (0 when none is due)', (queue) => queue.oldestDueSeconds ?? 0);

  const deliveries = new Counter({
    name: 'paytable_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, retried later) or failed (no retry left)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['delivered', 'retrying', 'failed'] as const) deliveries.inc({ outcome }, 0);

  const heldPollSources: (() => number)[] = [];
  new Gauge({
    name: 'paytable_realtime_held_polls',
    help: 'Long polls held open by this instance, waiting for a change',
    registers: [registry],
    collect() {
      this.set(heldPollSources.reduce((sum, count) => sum + count(), 0));
    },
  });

  const metrics: MetricsInternals = {
    registry,
    requests,
    internalServer: undefined,
    deliveryAttempted: (outcome) => deliveries.inc({ outcome }),
    countHeldPolls: (count) => heldPollSources.push(count),
    internalAddress: () => (metrics.internalServer?.address() as AddressInfo | null) ?? undefined,
  };
  return metrics;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (on digests, so the lengths match too). */
function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Records every request (but probes and scrapes) and serves GET /metrics: on the API's port with the bearer
 * METRICS_TOKEN, and on METRICS_PORT without one. The route is always declared, so the API document
 * describes it; without a token it answers 404 like an unknown route.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { metrics: MetricsInternals | undefined; token: string | undefined; port: number | undefined; host: string }) => {
  const { metrics, token } = options;
  if (metrics) {
    const { requests } = metrics;
    app.addHook('onRequest', (request, reply, done) => {
      requests.started(request, reply);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      requests.finished(request, reply);
      done();
    });
  }

  app.get(
    METRICS_PATH,
    {
      // No user session: the operations token guards it (or the internal port).
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (text exposition format)',
        description:
          'Needs `Authorization: Bearer <METRICS_TOKEN>`; answers 404 when METRICS_TOKEN is not configured. ' +
          'With METRICS_PORT set, the same text is served without a token on that port, which should stay internal.',
        response: { 200: z.string(), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!metrics || token === undefined) return sendRouteNotFound(request, reply);
      if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );

  if (metrics && options.port !== undefined) {
    const port = options.port;
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || (request.url !== METRICS_PATH && !request.url?.startsWith(`${METRICS_PATH}?`))) {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    metrics.internalServer = server;
    // Bound when the app is ready (before the API's own port), so a scrape can watch the start-up too.
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
});
