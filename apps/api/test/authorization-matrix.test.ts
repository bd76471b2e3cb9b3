import fs from 'node:fs/promises';
import { CompanyMessage, errorCatalogue } from '@paytable/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/platform/access';
import { expectation, type Expectation } from './access-matrix/expectations';
import { namedValue, pathFixture, type Fixture } from './access-matrix/fixtures';
import { buildWorld, type Principal, type World } from './access-matrix/world';
import { randomIp } from './auth-helpers';
import { createTestApp, type TestApp } from './helper';

/**
 * Every operation of the live OpenAPI document, called as every principal against resources of company A
 * and of another user; the expected outcome comes from the operation's declared policy (`x-access`).
 * Refusals run first, then the allowed reads, then the allowed writes (deletes last), so that no allowed
 * write changes what a refusal is checked against.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: object; example?: unknown }> };
  'x-access'?: Access;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

interface Call {
  method: string;
  path: string;
  operation: Operation;
  principal: Principal;
  url: string;
  body: unknown;
  expected: Expectation;
}

let t: TestApp;
let world: World;
let document: Document;

beforeAll(async () => {
  // Each principal signs in once, and every call comes from its own address: the abuse limits stay as
  // configured except the sign-in ones, multiplied as in the end-to-end run.
  t = await createTestApp({ authRateLimitMultiplier: 50 });
  world = await buildWorld(t.app);
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A JSON body that passes the operation's schema where possible: its example, else a sample, ids filled in. */
function bodyFor(operation: Operation): unknown {
  const json = operation.requestBody?.content?.['application/json'];
  if (!json?.schema) return undefined;
  const base = json.example ?? sample(json.schema as Parameters<typeof sample>[0], { skipReadOnly: true, skipNonRequired: true, quiet: true }, document);
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return base;
  const ref = (json.schema as { $ref?: string }).$ref?.replace('#/components/schemas/', '');
  const schema = (ref === undefined ? json.schema : document.components.schemas[ref]) as { properties?: Record<string, unknown> };
  // Fields that name people, companies or a wait get values that exist (and a poll that answers at once).
  const named = Object.keys(schema.properties ?? {}).flatMap((key) => {
    const value = namedValue(world, key);
    return value === undefined ? [] : [[key, value] as const];
  });
  return { ...base, ...Object.fromEntries(named) };
}

function queryFor(operation: Operation): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query' || !parameter.required) continue;
    const value = namedValue(world, parameter.name) ?? sample((parameter.schema ?? {}) as Parameters<typeof sample>[0], { quiet: true }, document);
    query.set(parameter.name, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

function plan(): { calls: Call[]; unclassified: string[] } {
  const calls: Call[] = [];
  const unclassified: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const params: Record<string, Fixture> = {};
      let url = path;
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'path')) {
        const fixture = pathFixture(world, path, parameter.name, parameter.schema?.enum as unknown[] | undefined);
        if (fixture === undefined) {
          unclassified.push(`${method.toUpperCase()} ${path}: no fixture for path parameter '${parameter.name}'`);
          continue;
        }
        params[parameter.name] = fixture;
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(fixture.value)));
      }
      url += queryFor(operation);
      const body = bodyFor(operation);
      for (const principal of world.principals) {
        const expected = expectation(operation['x-access'], principal, params, world);
        if ('unclassified' in expected) {
          unclassified.push(`${method.toUpperCase()} ${path}: ${expected.unclassified}`);
          break;
        }
        calls.push({ method: method.toUpperCase(), path, operation, principal, url, body, expected });
      }
    }
  }
  return { calls, unclassified: [...new Set(unclassified)] };
}

/**
 * Refusals first; then allowed reads; then allowed writes, deletes last, and last of all the writes of
 * /auth (a profile or password change ends the caller's sessions) and company deletion.
 */
function phase(call: Call): number {
  if (!('allow' in call.expected) || !call.expected.allow) return 0;
  if (call.method === 'GET') return 1;
  if (call.path === '/api/v1/auth/logout') return 6; // with a bearer token it ends that session
  if (call.path.startsWith('/api/v1/auth/')) return 5;
  if (call.method === 'DELETE') return call.path === '/api/v1/companies/{id}' ? 4 : 3;
  return 2;
}

/**
 * The refusals that mean "this caller may not use this route". Another 403 on an allowed call is a rule
 * about the input (a person one may not message, a role only a superuser grants), not about the caller.
 */
const accessRefusals = new Set<string>([
  errorCatalogue[403].message,
  CompanyMessage.notCompanyAdmin,
  CompanyMessage.privilegeRequired,
  CompanyMessage.companyNotActive,
  CompanyMessage.noAssociation,
]);

function verdict(call: Call, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  const where = `${call.method} ${call.path} as ${call.principal.name}: ${status}`;
  if (status >= 500) return `${where} — a server error`;
  const expected = call.expected as Exclude<Expectation, { unclassified: string }>;
  if (expected.allow) {
    if (call.operation['x-access'] === 'public') return undefined;
    const refusedForAccess = status === 401 || (status === 403 && accessRefusals.has((response.json() as { message?: string }).message ?? ''));
    return refusedForAccess ? `${where} — the policy allows this caller, the route refused it (${response.body})` : undefined;
  }
  if (status < 400) return `${where} — SUCCEEDED though the policy refuses this caller`;
  if (expected.status === 'unauthorized' && status !== 401) return `${where} — expected 401`;
  if (expected.status === 'forbidden' && status !== 403) return `${where} — expected 403`;
  if (expected.status === 'refused' && status === 401) return `${where} — a signed-in caller answered 401`;
  return undefined;
}

describe('authorization matrix', () => {
  it('refuses every cross-company and cross-user call the declared policies refuse, and lets through what they allow', async () => {
    const { calls, unclassified } = plan();
    const operations = new Set(calls.map((call) => `${call.method} ${call.path}`)).size;
    const ordered = [...calls].sort((a, b) => phase(a) - phase(b));
    const problems: string[] = [];
    const tally = { allowed: 0, refused: 0 };
    const refusals = new Map<number, number>();
    // Refusals that the input decided before the policy could: listed in the report, to improve the bodies.
    const refusedByInput: string[] = [];
    for (const call of ordered) {
      const response = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        remoteAddress: randomIp(),
        headers: call.principal.token ? { authorization: `Bearer ${call.principal.token}` } : {},
        ...(call.body === undefined ? {} : { payload: call.body as object }),
      });
      const problem = verdict(call, response);
      if (problem) problems.push(problem);
      if ('allow' in call.expected && call.expected.allow) tally.allowed += 1;
      else {
        tally.refused += 1;
        refusals.set(response.statusCode, (refusals.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 400) refusedByInput.push(`${call.method} ${call.path} as ${call.principal.name}: ${response.body}`);
      }
    }
    console.log(
      `authorization matrix: ${operations} operations × ${world.principals.length} principals = ${calls.length} calls ` +
        `(${tally.refused} expected refusals, ${tally.allowed} expected allowed); refusals answered ` +
        `${[...refusals].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}; ${unclassified.length} unclassified, ${problems.length} problems`,
    );
    if (process.env.MATRIX_REPORT) await fs.writeFile(process.env.MATRIX_REPORT, [...unclassified, ...problems, ...refusedByInput].join('\n'));
    expect(unclassified).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);
});
