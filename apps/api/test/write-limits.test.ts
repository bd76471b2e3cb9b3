import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveRouteLimit, personKey, WRITE_LIMITS } from '../src/platform/rate-limit';
import { unique } from './auth-helpers';
import { api, signUp, type Actor } from './company-helpers';
import { createTestApp, type TestApp } from './helper';

const V1 = '/api/v1';

describe('per-person write limits (exact limits: WRITE_RATE_LIMIT_MULTIPLIER 1)', () => {
  let t: TestApp;
  let ana: Actor;
  let ben: Actor;
  beforeAll(async () => {
    t = await createTestApp({ writeRateLimitMultiplier: 1 });
    ana = await signUp(t.app);
    ben = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('limits a write route that declares no limit: the default per person, then 429 with Retry-After in the envelope', async () => {
    const http = api(t.app);
    // PUT /notifications/read-all declares only its access policy; every call comes from another address.
    for (let call = 0; call < WRITE_LIMITS.default.max; call += 1) {
      expect((await http.put(`${V1}/notifications/read-all`, ana.token)).statusCode).toBe(200);
    }
    const refused = await http.put(`${V1}/notifications/read-all`, ana.token);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WRITE_LIMITS.default.timeWindow / 1000);
    expect(refused.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many requests - please try again later', retryAfterSeconds: retryAfter });
    // Someone else is not held up by another person's calls.
    expect((await http.put(`${V1}/notifications/read-all`, ben.token)).statusCode).toBe(200);
  });

  it('holds support tickets to the stricter submission limit', async () => {
    const http = api(t.app);
    const open = () => http.post(`${V1}/support/tickets`, ben.token, { title: unique('Payout stuck '), description: 'Payouts are stuck since noon.', priority: 'high', category: 'integration' });
    for (let call = 0; call < WRITE_LIMITS.submission.max; call += 1) expect((await open()).statusCode).toBe(201);
    const refused = await open();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(WRITE_LIMITS.default.timeWindow / 1000);
  });

  it("states each route's limit in the API document beside its policy, with the 429 answer", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const readAll = document.paths['/api/v1/notifications/read-all'].put;
    expect(readAll['x-rate-limit']).toEqual({ max: WRITE_LIMITS.default.max, windowSeconds: 60 });
    expect(readAll.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(document.paths['/api/v1/support/tickets'].post['x-rate-limit']).toEqual({ max: WRITE_LIMITS.submission.max, windowSeconds: 3600 });
    expect(document.paths['/api/v1/notifications/test/email'].post['x-rate-limit']).toEqual({ max: WRITE_LIMITS.testMessage.max, windowSeconds: 3600 });
    expect(document.paths['/api/v1/integrations/events'].post['x-rate-limit']).toEqual({ max: WRITE_LIMITS.apiKeyEvents.max, windowSeconds: 60 });
    // Reads are not limited unless they say so.
    expect(document.paths['/api/v1/notifications'].get['x-rate-limit']).toBeUndefined();
  });
});

describe('effectiveRouteLimit', () => {
  it('gives every write the default, reads nothing, and scales max by the multiplier', () => {
    expect(effectiveRouteLimit('DELETE', undefined, 1)).toMatchObject({ max: WRITE_LIMITS.default.max, timeWindow: WRITE_LIMITS.default.timeWindow, hook: 'preHandler' });
    expect(effectiveRouteLimit(['GET', 'HEAD'], undefined, 1)).toBeUndefined();
    expect(effectiveRouteLimit('POST', WRITE_LIMITS.submission, 3)).toMatchObject({ max: 30, timeWindow: WRITE_LIMITS.submission.timeWindow });
  });

  it('refuses a write route that turns its limit off', () => {
    expect(() => effectiveRouteLimit('PATCH', false, 1)).toThrow(/cannot turn its rate limit off/);
    expect(effectiveRouteLimit('GET', false, 1)).toBeUndefined();
  });

  it('counts the signed-in person, else the API key (hashed), else the address', () => {
    const request = (user: { id: number } | undefined, headers: Record<string, string>) => ({ user, headers, ip: '10.1.2.3' }) as unknown as Parameters<typeof personKey>[0];
    expect(personKey(request({ id: 7 }, { 'x-api-key': 'pk_live_secret' }))).toBe('user:7');
    const byKey = personKey(request(undefined, { 'x-api-key': 'pk_live_secret' }));
    expect(byKey).toMatch(/^key:/);
    expect(byKey).not.toContain('pk_live_secret');
    expect(personKey(request(undefined, { 'x-api-key': 'pk_live_other' }))).not.toBe(byKey);
    expect(personKey(request(undefined, {}))).toBe('ip:10.1.2.3');
  });
});
