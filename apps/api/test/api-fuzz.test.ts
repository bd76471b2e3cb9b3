import { errorEnvelopeSchema } from '@paytable/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSuperuser, type Actor } from './company-helpers';
import { operationsOf, requestsFor, type FuzzRequest, type OpenApiDocument, type Operation } from './fuzz/hostile-requests';
import { resolverFor } from './fuzz/schema-arbitrary';
import { gameStudio } from './games-helpers';
import { createTestApp, type TestApp } from './helper';

/**
 * Property-based fuzzing of every operation in the live OpenAPI document: requests generated from each
 * operation's request schema, most of them with one hostile mutation (hostile-requests.ts), sent as an
 * anonymous caller, a company admin and a platform superuser. Whatever comes in, the server answers
 * below 500, every error in the envelope, with no stack trace or SQL text, and is still up at the end.
 *
 * Replay: FUZZ_SEED=<the printed seed> npx vitest run test/api-fuzz.test.ts (FUZZ_RUNS changes the
 * requests per operation; FUZZ_ONLY=<path fragment> narrows the operations).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_160_416);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
const ONLY = process.env.FUZZ_ONLY;

/**
 * Operations that would change who the fuzz's callers are (sign out, disable or demote them, remove
 * them from their company) run as the anonymous caller only: their schemas are still fuzzed, and every
 * later request keeps the same caller, so a run depends on its seed alone.
 */
const CHANGES_THE_CALLERS: Array<{ method: Operation['method']; path: RegExp }> = [
  { method: 'POST', path: /\/auth\/logout$/ },
  { method: 'POST', path: /\/(disable|enable|deactivate)$/ },
  { method: 'POST', path: /\/user-roles\/(assign|remove)$/ },
  { method: 'POST', path: /\/company\/users\/\{userId\}\/reject$/ },
  { method: 'DELETE', path: /\/company\/users\/\{userId\}$/ },
  { method: 'DELETE', path: /\/user\/company-association$/ },
];
const changesTheCallers = (operation: Operation) =>
  CHANGES_THE_CALLERS.some((rule) => rule.method === operation.method && rule.path.test(operation.path));

/** The long poll waits up to 25 s unless told otherwise: every poll asks for no wait. */
function withoutWaiting(request: FuzzRequest): FuzzRequest {
  if (!request.url.startsWith('/api/v1/poll') || !request.payload || !('json' in request.payload)) return request;
  const body = request.payload.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return request;
  return { ...request, payload: { json: { ...body, timeout: 0 } } };
}

const STACK_TRACE = /\bat [^\s()]+ \((?:file:\/\/)?\/[^)]*:\d+:\d+\)|node_modules\/|\.ts:\d+:\d+/;
const SQL_TEXT = /Failed query|syntax error at or near|violates (?:foreign key|unique|check|not-null) constraint|relation "[^"]*"|out of range for type|invalid byte sequence|invalid input syntax for type|duplicate key value/i;

/**
 * Pages a person opens from a mail rather than API calls: they answer HTML, errors included ('Link not
 * valid'), so the envelope rule does not apply to them; every other rule does.
 */
const HTML_PAGES: RegExp[] = [/^\/api\/v1\/notifications\/unsubscribe(\?|$)/];

/** What is wrong with an answer, or undefined if it keeps the rules. */
function violationOf(res: LightMyRequestResponse, url: string): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (STACK_TRACE.test(res.body)) return 'stack trace in the body';
  if (SQL_TEXT.test(res.body)) return 'SQL text in the body';
  if (res.statusCode < 400) return undefined;
  if (HTML_PAGES.some((page) => page.test(url)) && String(res.headers['content-type']).startsWith('text/html')) return undefined;
  let parsed: unknown;
  try {
    parsed = res.json();
  } catch {
    return 'error body is not JSON';
  }
  return errorEnvelopeSchema.strict().safeParse(parsed).success ? undefined : 'error body outside the envelope';
}

describe('API fuzz: every operation of the OpenAPI document against hostile input', () => {
  let t: TestApp;
  const callers: Array<{ name: string; token: string | undefined }> = [];
  let operations: Operation[] = [];
  let document: OpenApiDocument;
  let addressCounter = 0;
  /** A new client address per request (deterministic), so per-address limits never decide an answer. */
  const nextAddress = () => {
    addressCounter += 1;
    // 172.16.0.0/12: other test files draw their random addresses from 10.0.0.0/8.
    return `172.${16 + ((addressCounter >> 16) & 15)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  beforeAll(async () => {
    // Sign-in limits scaled far up: the fuzz signs in with made-up accounts thousands of times.
    t = await createTestApp({ authRateLimitMultiplier: 10_000 });
    const superuser: Actor = await signInSuperuser(t.app);
    const companyAdmin = await gameStudio(t.app, superuser);
    callers.push({ name: 'anonymous', token: undefined }, { name: 'company admin', token: companyAdmin.token }, { name: 'superuser', token: superuser.token });
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(document).filter((operation) => !ONLY || operation.path.includes(ONLY));
  });
  afterAll(() => t?.close());

  it('answers below 500, in the envelope, without stack or SQL text, and stays up', { timeout: 300_000 }, async () => {
    console.info(`API fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS_PER_OPERATION} requests per operation`);
    const resolve = resolverFor(document);
    const failures: string[] = [];
    let sent = 0;
    const byStatus = new Map<string, number>();
    for (const [index, operation] of operations.entries()) {
      const requests = fc.sample(requestsFor(operation, resolve), { seed: SEED + index, numRuns: RUNS_PER_OPERATION });
      const eligible = changesTheCallers(operation) ? callers.slice(0, 1) : callers;
      for (const [n, generated] of requests.entries()) {
        const request = withoutWaiting(generated);
        const caller = eligible[n % eligible.length] ?? callers[0];
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          remoteAddress: nextAddress(),
          headers: { ...(caller?.token ? { authorization: `Bearer ${caller.token}` } : {}), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: 'json' in request.payload ? JSON.stringify(request.payload.json) : request.payload.raw }),
        });
        sent += 1;
        const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
        byStatus.set(statusClass, (byStatus.get(statusClass) ?? 0) + 1);
        const violation = violationOf(res, request.url);
        if (violation) {
          failures.push(
            `${violation}: ${caller?.name} ${request.method} ${request.url.slice(0, 160)} [${request.mutation}] (operation ${index}, request ${n}) → ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    const statuses = [...byStatus.entries()].sort().map(([statusClass, count]) => `${statusClass} ${count}`).join(', ');
    console.info(`API fuzz: ${sent} requests over ${operations.length} operations (${statuses}), ${failures.length} broke the rules`);

    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${callers[1]?.token}` } });
    expect(signedIn.statusCode).toBe(200);
    expect(failures).toEqual([]);
  });
});
