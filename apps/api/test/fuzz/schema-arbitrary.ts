import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes zod schemas into OpenAPI 3.1) the fuzz reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Resolves `#/components/schemas/…` references against the document they came from. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

export function resolverFor(document: { components?: { schemas?: Record<string, JsonSchema> } }): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolvable $ref ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

/** Generated text stays short: the hostile values bring the long strings. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 4;
/** Without a declared range, numbers span the 32-bit id range and a little beyond. */
const WIDE = 2 ** 32;

function stringArbitrary(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  if (name && /email/i.test(name)) return fc.emailAddress();
  const minLength = Math.min(schema.minLength ?? 0, MAX_GENERATED_LENGTH);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  const plain = fc.string({ minLength, maxLength });
  if (!schema.pattern) return plain;
  try {
    return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), plain);
  } catch {
    // A pattern the generator cannot read (unicode property escapes): plain text, which may not match.
    return plain;
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -WIDE : schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? WIDE : schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON));
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.max(min, Math.min(high, Number.MAX_SAFE_INTEGER));
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that satisfy `schema` as far as a generator can tell (patterns it cannot read and cross-field
 * rules aside): the starting point the hostile mutations then break.
 */
export function arbitraryFor(schema: JsonSchema, resolve: Resolve, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, resolve, name, depth + 1)));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => arbitraryFor({ ...s, type }, resolve, name, depth + 1)));
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringArbitrary(s, name);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = s.items ? arbitraryFor(s.items, resolve, name, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      const minLength = Math.min(s.minItems ?? 0, MAX_GENERATED_ITEMS);
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS)) });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0 || depth > 6) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const record = Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key] as JsonSchema, resolve, key, depth + 1)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
