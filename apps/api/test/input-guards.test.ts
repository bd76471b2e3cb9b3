import { errorEnvelopeSchema, MAX_ID } from '@paytable/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from './auth-helpers';
import { signUp, type Actor } from './company-helpers';
import { createTestApp, type TestApp } from './helper';

const V1 = '/api/v1';
const OUT_OF_RANGE = MAX_ID + 1;

/** An error answer in the envelope, with nothing of the server (stack, SQL) or the URL in it. */
function expectEnvelope(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  if (code) expect(body.code).toBe(code);
  expect(res.body).not.toMatch(/ at .*\.(ts|js):\d+|out of range for type|invalid byte sequence|select |insert into/i);
  return body;
}

describe('input guards: the classes of hostile input answer 400 in the envelope', () => {
  let t: TestApp;
  let member: Actor;
  const call = (method: 'GET' | 'POST', url: string, options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });

  beforeAll(async () => {
    t = await createTestApp({ authRateLimitMultiplier: 1000 });
    member = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('refuses ids beyond the 32-bit id columns in paths, bodies and queries', async () => {
    for (const path of [`/companies/${OUT_OF_RANGE}`, `/games/${OUT_OF_RANGE}`, `/business-types/${OUT_OF_RANGE}`, `/companies/9007199254740993`]) {
      const body = expectEnvelope(await call('GET', `${V1}${path}`), 400, 'VALIDATION_FAILED');
      expect(body.details?.[0]?.path).toBe('params.id');
    }
    expectEnvelope(await call('GET', `${V1}/games?providerId=${OUT_OF_RANGE}`), 400, 'VALIDATION_FAILED');
    expectEnvelope(await call('GET', `${V1}/companies?businessTypeId=${OUT_OF_RANGE}`), 400, 'VALIDATION_FAILED');
    const sent = expectEnvelope(
      await call('POST', `${V1}/messages`, { token: member.token, payload: { recipientId: OUT_OF_RANGE, content: 'Hello' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(sent.message).toBe('recipientId is out of range');
    expectEnvelope(await call('POST', `${V1}/connections/request`, { token: member.token, payload: { receiverId: 2 ** 53 } }), 400);
    // The largest id is a valid id that names nothing.
    expectEnvelope(await call('GET', `${V1}/companies/${MAX_ID}`), 404, 'NOT_FOUND');
  });

  it('refuses NUL and unpaired surrogates in bodies, queries and paths before any route runs', async () => {
    const login = expectEnvelope(await call('POST', `${V1}/auth/login`, { payload: { usernameOrEmail: 'a\u0000b', password: 'x' } }), 400, 'VALIDATION_FAILED');
    expect(login.details).toEqual([{ path: 'body.usernameOrEmail', message: 'Text cannot contain NUL characters or unpaired surrogates' }]);
    const contact = { name: 'Ada', email: 'ada@example.com', topic: 'other', message: `Hello there \u0000 ${'x'.repeat(30)}` };
    expectEnvelope(await call('POST', `${V1}/contact`, { payload: contact }), 400, 'VALIDATION_FAILED');
    // A lone surrogate arrives as a JSON escape.
    const surrogate = await call('POST', `${V1}/auth/login`, {
      payload: '{"usernameOrEmail":"a\\ud800b","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(surrogate, 400, 'VALIDATION_FAILED');
    for (const url of [`${V1}/companies?search=a%00b`, `${V1}/games?search=%00`, `${V1}/search?query=nova%00`, `${V1}/companies/1%00`]) {
      expectEnvelope(await call('GET', url), 400, 'VALIDATION_FAILED');
    }
  });

  it('answers the router and body parser refusals in the envelope with the catalogue messages, never echoing the URL', async () => {
    const longParam = 'x'.repeat(101);
    const tooLong = expectEnvelope(await call('GET', `${V1}/companies/${longParam}`), 400, 'BAD_REQUEST');
    expect(tooLong.message).toBe('Bad request - please check your input');
    expect(JSON.stringify(tooLong)).not.toContain(longParam);
    expect((await call('GET', `${V1}/companies/${longParam}`)).headers['x-request-id']).toBeTruthy();

    const badEncoding = expectEnvelope(await call('GET', `${V1}/companies/%E0%A4%A`), 400, 'BAD_REQUEST');
    expect(JSON.stringify(badEncoding)).not.toContain('%E0');

    const json = { 'content-type': 'application/json' };
    const malformed = expectEnvelope(await call('POST', `${V1}/auth/login`, { payload: '{"usernameOrEmail":', headers: json }), 400, 'BAD_REQUEST');
    expect(malformed).toMatchObject({ message: 'Bad request - please check your input', details: [{ path: 'body', message: 'Malformed JSON in request body' }] });
    expectEnvelope(await call('POST', `${V1}/auth/login`, { payload: '', headers: json }), 400, 'BAD_REQUEST');
    expectEnvelope(await call('POST', `${V1}/auth/login`, { payload: '{"__proto__":{"admin":true}}', headers: json }), 400, 'BAD_REQUEST');

    const wrongType = expectEnvelope(
      await call('POST', `${V1}/auth/login`, { payload: '<login/>', headers: { 'content-type': 'application/xml' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(wrongType.message).toBe('Unsupported media type');

    const unknown = expectEnvelope(await call('GET', `${V1}/no-such-route/<script>`), 404, 'NOT_FOUND');
    expect(unknown.message).toBe('Resource not found');
  });
});
