import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

/**
 * Payload structures are JSON Schema (draft 2020-12). A schema is compiled when it is saved (an invalid
 * one is refused with ajv's reason) and again, once per structure version, when a delivery is checked.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false });
const compiled = new Map<number, ValidateFunction>();

/** Why `schema` is not a usable JSON Schema, or undefined when it is. */
export function schemaProblem(schema: Record<string, unknown>): string | undefined {
  try {
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The errors of `payload` against structure `id` (compiled once), or undefined when it matches. */
export function payloadErrors(id: number, schema: Record<string, unknown>, payload: unknown): string | undefined {
  let validate = compiled.get(id);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(id, validate);
  }
  if (validate(payload)) return undefined;
  return ajv.errorsText(validate.errors, { dataVar: 'payload' });
}
