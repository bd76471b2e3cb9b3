import { readinessSchema } from '@paytable/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';

describe('probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness from the process alone, without the per-request hooks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Skipped hooks: request id, security headers (platform/probes.ts).
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    const head = await t.app.inject({ method: 'HEAD', url: '/health/live' });
    expect(head.statusCode).toBe(200);
  });

  it('answers ready when the database, the job queue and the migrations are in place (and Redis when configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: unknown };
    const readiness = readinessSchema.parse(data);
    expect(readiness.status).toBe('ready');
    expect(readiness.failing).toEqual([]);
    expect(readiness.checks.map((check) => check.name)).toEqual(t.config.redisUrl ? ['database', 'redis', 'jobs', 'migrations'] : ['database', 'jobs', 'migrations']);
  });

  it('keeps /api/v1/health as it was, with its request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'up' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('documents both probes in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/health/live']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(doc.paths['/health/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
  });
});

describe('readiness when parts fail', () => {
  it('answers 503 in the envelope naming each failing part, while liveness still answers', async () => {
    const t = await createTestApp();
    try {
      await t.app.platform.jobs.stop();
      t.app.platform.database.ping = () => Promise.reject(new Error('connection refused'));
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      const readiness = readinessSchema.parse((res.json() as { data: unknown }).data);
      expect(readiness).toMatchObject({ status: 'not_ready', failing: ['database', 'jobs'] });
      expect(readiness.checks.find((check) => check.name === 'jobs')).toEqual({ name: 'jobs', status: 'down', detail: 'queue not started' });
      expect(readiness.checks.find((check) => check.name === 'migrations')?.status).toBe('up');
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
