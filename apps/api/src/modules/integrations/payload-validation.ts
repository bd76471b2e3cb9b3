import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

/**
 * Payload structures are JSON Schema (draft 2020-12). A schema is compiled when it is saved (an invalid
 * one is refused with ajv's reason) and again, once per schema text, when a delivery is checked. Keyed by the
 * text rather than the structure's id: an id names different schemas in different databases (a restored
 * backup, each test file's own copy), a text always means the same validator.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** Why `schema` is not a usable JSON Schema, or undefined when it is. */
export function schemaProblem(schema: Record<string, unknown>): string | undefined {
  try {
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The errors of `payload` against a structure's `schema` (compiled once), or undefined when it matches. */
export function payloadErrors(schema: Record<string, unknown>, payload: unknown): string | undefined {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  if (validate(payload)) return undefined;
  return ajv.errorsText(validate.errors, { dataVar: 'payload' });
}
