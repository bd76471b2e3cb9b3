import { findDriverError } from './driver-error';
import { conflict } from './errors';

/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), found through the `cause` chain drizzle wraps driver
 * errors in (driver-error.ts). Services check uniqueness before they write, but two requests racing past
 * that check meet the unique index: these helpers turn that into the same 409 the check would have
 * answered, never a 500.
 */
const UNIQUE_VIOLATION = '23505';

/**
 * Where a unique violation happened (the index name and the driver's message, which names the index
 * where the driver reports no constraint field, as PGlite does), or undefined if `error` is not one.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  const violation = findDriverError(error, (sqlState) => sqlState === UNIQUE_VIOLATION);
  return violation === undefined ? undefined : `${String(violation.constraint ?? '')} ${String(violation.message ?? '')}`;
}

/** Whether `error` is a unique violation — of the index `indexName` when one is given. */
export function isUniqueViolation(error: unknown, indexName?: string): boolean {
  const where = uniqueViolationOf(error);
  return where !== undefined && (indexName === undefined || where.includes(indexName));
}

/**
 * For `.catch(…)` after a write: a unique violation becomes the error `toError` makes of it (given
 * where it happened; undefined leaves it as it was), anything else is rethrown unchanged.
 */
export function rethrowUniqueViolation(toError: (where: string) => Error | undefined) {
  return (error: unknown): never => {
    const where = uniqueViolationOf(error);
    throw (where === undefined ? undefined : toError(where)) ?? error;
  };
}

/** For `.catch(…)` after a write whose only unique index is the one its check guards: 409 `message`. */
export const conflictOnUniqueViolation = (message: string) => rethrowUniqueViolation(() => conflict(message));
