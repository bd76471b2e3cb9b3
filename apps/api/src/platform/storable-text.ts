import { ErrorCode } from '@paytable/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * Text PostgreSQL cannot store: NUL (refused by the UTF-8 encoder) and a UTF-16 surrogate without its
 * pair (no UTF-8 form; drivers would silently store U+FFFD instead).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or unpaired surrogates';

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** A path names where the text sits, not what it says: keys are the client's, so they are cut short. */
const MAX_PATH_LENGTH = 120;

/**
 * The path (`body.title`, `query.search`) of the first string, or object key, in `value` that
 * PostgreSQL could not store, or undefined. Walks iteratively: a deeply nested JSON body cannot exhaust
 * the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return item.path.slice(0, MAX_PATH_LENGTH);
    } else if (Array.isArray(current)) {
      current.forEach((element, index) => pending.push({ value: element, path: `${item.path}.${index}` }));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, element] of Object.entries(current)) {
        if (!isStorableText(key)) return item.path.slice(0, MAX_PATH_LENGTH);
        pending.push({ value: element, path: `${item.path}.${key}` });
      }
    }
  }
  return undefined;
}

/** Where in a request unstorable text sits (path, query, then body), or undefined. */
export function unstorableTextOf(request: FastifyRequest): string | undefined {
  return (
    findUnstorableText(request.params, 'params') ??
    findUnstorableText(request.query, 'query') ??
    findUnstorableText(request.body, 'body')
  );
}

/**
 * Every request, before its schema runs: text that the database could not store is a 400 in the
 * envelope, whatever the route. New routes get the rule without declaring anything.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = unstorableTextOf(request);
    if (path === undefined) return done();
    return done(
      new AppError(400, UNSTORABLE_TEXT_MESSAGE, { code: ErrorCode.VALIDATION_FAILED, details: [{ path, message: UNSTORABLE_TEXT_MESSAGE }] }),
    );
  });
});
