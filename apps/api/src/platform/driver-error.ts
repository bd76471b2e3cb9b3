/**
 * The PostgreSQL error behind a failed query, found through the `cause` chain drizzle wraps driver errors
 * in (node-postgres and PGlite both carry the SQLSTATE in `code`).
 */
export interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** drizzle wraps the driver's error once; a little slack for wrappers of our own. */
const MAX_CAUSE_DEPTH = 4;

/** The first error in `error`'s cause chain whose SQLSTATE satisfies `matches`, or undefined. */
export function findDriverError(error: unknown, matches: (sqlState: string) => boolean): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && matches(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * SQLSTATE class 22, data exception: a value the column type cannot hold (an integer out of range, text
 * with bytes the encoding refuses, an invalid date). Input the schemas let through, so a 400, not a 500.
 */
export const isDataException = (error: unknown) => findDriverError(error, (sqlState) => sqlState.startsWith('22')) !== undefined;
