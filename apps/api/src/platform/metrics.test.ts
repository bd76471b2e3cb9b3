import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

const TOKEN = 'metrics-token-for-the-test-scraper';

describe('metrics with a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metrics: { token: TOKEN, port: undefined } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    return res.body;
  };

  it('refuses a scrape without the token, or with another', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer another-token-of-some-length' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('records request durations by route pattern and status, not by raw URL; probes and scrapes are left out', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health?from=test' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route/42' });
    await t.app.inject({ method: 'GET', url: '/health/live' });
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status_code="200"\} 1\n/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1\n/);
    expect(text).not.toContain('from=test');
    expect(text).not.toContain('route="/health/live"');
    expect(text).not.toContain('route="/metrics"');
    expect(text).toMatch(/http_requests_in_flight 0\n/);
  });

  it('reports the job queues, webhook deliveries, held polls, the database pools and the process', async () => {
    t.app.platform.metrics!.deliveryAttempted('delivered');
    const text = await scrape();
    for (const queue of t.app.platform.jobs.queues) {
      expect(text).toContain(`paytable_job_queue_waiting{queue="${queue}"} 0`);
      expect(text).toContain(`paytable_job_queue_dead{queue="${queue}"} 0`);
      expect(text).toContain(`paytable_job_queue_oldest_due_seconds{queue="${queue}"} 0`);
    }
    expect(text).toContain('paytable_webhook_deliveries_total{outcome="delivered"} 1');
    expect(text).toContain('paytable_webhook_deliveries_total{outcome="failed"} 0');
    expect(text).toMatch(/paytable_realtime_held_polls 0\n/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (t.database.kind === 'postgres') {
      expect(text).toContain('paytable_db_pool_connections{pool="main",state="max"} 5');
      expect(text).toMatch(/paytable_db_pool_waiting\{pool="main"\} 0\n/);
    } else {
      expect(text).not.toContain('paytable_db_pool_connections{');
    }
  });

  it('is in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/metrics']).toBeDefined();
  });
});

describe('metrics on the internal port', () => {
  it('serves the scrape there without a token, and not on the API port', async () => {
    const t = await createTestApp({ host: '127.0.0.1', metrics: { token: undefined, port: 0 } });
    try {
      const address = t.app.platform.metrics!.internalAddress();
      expect(address?.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('paytable_realtime_held_polls');
      expect((await fetch(`http://127.0.0.1:${address!.port}/other`)).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('metrics not configured', () => {
  it('records nothing and answers /metrics 404', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.platform.metrics).toBeUndefined();
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});
