import fc from 'fast-check';
import { arbitraryFor, type JsonSchema, type Resolve } from './schema-arbitrary';

/** One operation of the OpenAPI document, as the fuzz calls it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path template: /api/v1/companies/{id}. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: JsonSchema | undefined;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = item[method] as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A request ready for `inject`: the path and query already encoded. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  /** A JSON value (sent as application/json) or raw text with its own content type in `headers`. */
  payload: { json: unknown } | { raw: string } | undefined;
  /** Which mutation made it, for the failure report. */
  mutation: string;
}

const SQL_AND_SCRIPT = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "' UNION SELECT password_hash FROM users --",
  "1' AND pg_sleep(0) IS NULL --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%s%n%x',
];
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy'];
const ODD_NUMBER_TEXT = ['-1', '0', '1.5', '2147483648', '9007199254740993', '1e309', '-2147483649', 'NaN', 'Infinity', '0x1F', '１２', ' 7 ', ''];
const HOSTILE_NUMBERS = [-1, 0, 0.5, -0.0001, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, 1e308, Number.MAX_SAFE_INTEGER];

/** Text a careless server would trip on: SQL and script payloads, NUL, lone surrogates, numbers as text, long and exotic strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_AND_SCRIPT, ...UNSTORABLE, ...ODD_NUMBER_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 101, max: 20_000 }).map((length) => 'é'.repeat(length)),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
);

/** Any JSON value of the wrong kind, or a hostile one of the right kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS, null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const EXTRA_FIELDS = ['isAdmin', 'role', 'roles', 'userId', 'companyId', 'id', 'constructor', 'enabled', 'verified'];

/** Just over the default BODY_LIMIT_BYTES (1 MiB): one string, built once and shared by every request. */
const OVER_THE_LIMIT = `{"text":"${'x'.repeat(1_048_576)}"}`;

/** Raw bodies the JSON parser and the content-type check must refuse in the envelope. */
const rawBodies: fc.Arbitrary<{ contentType: string; body: string; mutation: string }> = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', body: '{"a":', mutation: 'malformed JSON' },
    { contentType: 'application/json', body: '', mutation: 'empty JSON body' },
    { contentType: 'application/json', body: '{"__proto__":{"isAdmin":true}}', mutation: 'prototype poisoning' },
    { contentType: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}', mutation: 'constructor poisoning' },
    { contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, mutation: 'deep nesting' },
    { contentType: 'application/json', body: OVER_THE_LIMIT, mutation: 'body over the limit' },
    { contentType: 'application/json', body: '"\\ud800"', mutation: 'lone surrogate body' },
    { contentType: 'application/json; charset=utf-16', body: '{}', mutation: 'odd charset' },
    { contentType: 'text/plain', body: 'hello', mutation: 'text body' },
    { contentType: 'application/xml', body: '<a>1</a>', mutation: 'XML body' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2', mutation: 'form body' },
    { contentType: 'multipart/form-data', body: '--x\r\n', mutation: 'multipart without boundary' },
    { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n', mutation: 'multipart field' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((body) => ({ contentType: 'application/json', body, mutation: 'random text as JSON' })),
);

type Parts = { path: Record<string, string>; query: Array<[string, string]>; body: unknown; hasBody: boolean; mutation: string };

/**
 * Percent-encoding that also carries lone surrogates (which encodeURIComponent refuses) as the three
 * bytes a careless client would send for them.
 */
function percentEncode(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    if (!/^[\uD800-\uDFFF]$/.test(unit)) return encodeURIComponent(unit);
    const code = unit.charCodeAt(0);
    return [0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}
const encode = (value: unknown) => percentEncode(typeof value === 'string' ? value : JSON.stringify(value) ?? '');
const asQueryValues = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item) ?? '')) : [typeof value === 'string' ? value : JSON.stringify(value) ?? ''];

function buildUrl(operation: Operation, parts: Parts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? '1');
  const query = parts.query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** The request the schema describes (path and query encoded as a client would). */
function validParts(operation: Operation, resolve: Resolve): fc.Arbitrary<Parts> {
  const pathParams = fc.record(
    Object.fromEntries(operation.pathParams.map((p) => [p.name, fc.oneof(arbitraryFor(p.schema, resolve, p.name), fc.integer({ min: 1, max: 30 })).map(encode)])),
  );
  const queryParams = fc.tuple(
    ...operation.queryParams.map((p) =>
      (p.required ? arbitraryFor(p.schema, resolve, p.name) : fc.option(arbitraryFor(p.schema, resolve, p.name), { nil: undefined })).map(
        (value) => asQueryValues(value).map((text) => [p.name, text] as [string, string]),
      ),
    ),
  );
  const body = operation.body ? arbitraryFor(operation.body, resolve) : fc.constant(undefined);
  return fc.record({ path: pathParams, query: queryParams, body }).map(({ path, query, body: value }) => ({
    path,
    query: query.flat(),
    body: value,
    hasBody: operation.body !== undefined,
    mutation: 'as described',
  }));
}

/** One hostile change to a valid request. */
function mutate(operation: Operation, parts: Parts): fc.Arbitrary<Parts | { raw: { contentType: string; body: string; mutation: string }; parts: Parts }> {
  const options: Array<fc.Arbitrary<Parts | { raw: { contentType: string; body: string; mutation: string }; parts: Parts }>> = [fc.constant(parts)];
  for (const param of operation.pathParams) {
    options.push(
      fc.oneof(hostileText.map(encode), fc.constantFrom('%E0%A4%A', '%00', '..', 'x'.repeat(101), '1'.repeat(120), '-0', '1.0')).map((value) => ({
        ...parts,
        path: { ...parts.path, [param.name]: value },
        mutation: `path ${param.name}`,
      })),
    );
  }
  for (const param of operation.queryParams) {
    options.push(
      fc.oneof(hostileText.map((value) => [value]), fc.array(hostileText, { minLength: 2, maxLength: 3 })).map((values) => ({
        ...parts,
        query: [...parts.query.filter(([name]) => name !== param.name), ...values.map((value) => [param.name, value] as [string, string])],
        mutation: `query ${param.name}`,
      })),
    );
  }
  options.push(
    fc.tuple(fc.constantFrom(...EXTRA_FIELDS, 'search', 'page'), hostileText).map(([name, value]) => ({
      ...parts,
      query: [...parts.query, [name, value] as [string, string]],
      mutation: 'extra query parameter',
    })),
  );
  const body = parts.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const keys = Object.keys({ ...record, ...(operation.body?.properties ?? {}) });
    if (keys.length > 0) {
      options.push(
        fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...parts, body: { ...record, [key]: value }, mutation: `body field ${key}` })),
        fc.constantFrom(...keys).map((key) => {
          const { [key]: _removed, ...rest } = record;
          return { ...parts, body: rest, mutation: `body without ${key}` };
        }),
      );
    }
    options.push(
      fc.tuple(fc.constantFrom(...EXTRA_FIELDS), hostileValue).map(([key, value]) => ({ ...parts, body: { ...record, [key]: value }, mutation: `extra body field ${key}` })),
    );
  }
  options.push(
    hostileValue.map((value) => ({ ...parts, body: value, hasBody: true, mutation: 'body of the wrong kind' })),
    rawBodies.map((raw) => ({ raw, parts })),
  );
  return fc.oneof(...options);
}

/** Requests for `operation`: some as described, most with one hostile mutation (each kind equally likely). */
export function requestsFor(operation: Operation, resolve: Resolve): fc.Arbitrary<FuzzRequest> {
  return validParts(operation, resolve)
    .chain((parts) => mutate(operation, parts))
    .map((result): FuzzRequest => {
      if ('raw' in result) {
        return {
          method: operation.method,
          url: buildUrl(operation, result.parts),
          headers: { 'content-type': result.raw.contentType },
          payload: { raw: result.raw.body },
          mutation: result.raw.mutation,
        };
      }
      const sendsBody = result.hasBody && result.body !== undefined && operation.method !== 'GET';
      return {
        method: operation.method,
        url: buildUrl(operation, result),
        headers: sendsBody ? { 'content-type': 'application/json' } : ({} as Record<string, string>),
        payload: sendsBody ? { json: result.body } : undefined,
        mutation: result.mutation,
      };
    });
}
