import { z } from 'zod';

/**
 * Every id column is a PostgreSQL `integer` (serial): 1 to 2³¹ − 1. An id outside that range names
 * nothing, and sending it to the database would fail there; the schemas below refuse it with a 400.
 */
export const MAX_ID = 2_147_483_647;

/**
 * What an id schema says when it refuses a value: by default "{label} must be a number", "… a whole
 * number", "… positive", and "{label} is out of range" above MAX_ID. `invalid` replaces the first three
 * where a route has one message for them (`notPositive`, the third alone); `outOfRange` the last.
 */
export interface IdMessages {
  invalid?: string;
  notPositive?: string;
  outOfRange?: string;
}

function idRules(number: z.ZodNumber, label: string, messages: IdMessages) {
  // The range first: past 2⁵³ a number is also not a safe integer, and "out of range" is the truer message.
  return number
    .max(MAX_ID, messages.outOfRange ?? `${label} is out of range`)
    .int(messages.invalid ?? `${label} must be a whole number`)
    .positive(messages.notPositive ?? messages.invalid ?? `${label} must be positive`);
}

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export function idSchema(label = 'id', messages: IdMessages = {}) {
  return idRules(z.number({ error: messages.invalid ?? `${label} must be a number` }), label, messages);
}

/** An id in a path or query string: the text is read as a number, then held to the same range. */
export function idParamSchema(label = 'id', messages: IdMessages = {}) {
  return idRules(z.coerce.number({ error: messages.invalid ?? `${label} must be a number` }), label, messages);
}

/** A list of ids in a JSON body, duplicates dropped, at most `max` of them. */
export function idListSchema(label: string, max: number) {
  const message = `${label} must be a list of ids`;
  return z
    .array(idSchema(label, { invalid: message, outOfRange: message }), { error: message })
    .max(max, `Choose at most ${max} ${label.toLowerCase()}`)
    .transform((ids) => [...new Set(ids)]);
}

/** `{ id }` in the path: the shape of every route that addresses one row by its id. */
export const idParamsSchema = z.object({ id: idParamSchema('id') });
