// The retry rules of seed 000 §8–§9, apart from the QueryClient so a feature can reuse them without
// statically importing the lazily loaded client (lib/query-client-loader.ts).

export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * HTTP status of a failed call (ApiError.status or an axios error's response.status). Duck-typed so this
 * module — imported by features that must not load the query client — does not pull axios and the contracts into the first load.
 */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof e.response?.status === 'number') return e.response.status;
  return typeof e.status === 'number' ? e.status : undefined;
}

/** Retry up to 3 times, never on a 401 (seed 000 §8, §9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (statusOf(error) === 401) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential delay (1 s, 2 s, 4 s, …) capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}
