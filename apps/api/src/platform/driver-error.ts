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

/** Socket errors of a connection to the database that is down, restarting or unreachable. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection lost or never made (it gives these no code). */
const LOST_CONNECTION_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /not queryable/];

/**
 * The database cannot answer now, through no fault of the request: its server is down, restarting or
 * refusing connections (SQLSTATE class 08, 57P01–57P03 shutdown and start-up, 53300 too many connections),
 * or the socket to it failed. The request may be retried as it is: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (findDriverError(error, (sqlState) => sqlState.startsWith('08') || /^57P0[123]$/.test(sqlState) || sqlState === '53300')) return true;
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && UNREACHABLE_SOCKET_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
    current = candidate.cause;
  }
  return false;
}
