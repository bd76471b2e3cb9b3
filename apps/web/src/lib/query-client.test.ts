import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry, STALE_TIME_MS } from './query-client';

describe('query client defaults', () => {
  it('keeps data fresh for 5 minutes', () => {
    expect(STALE_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
  it('retries up to 3 times', () => {
    const err = { response: { status: 500 } };
    expect(shouldRetry(0, err)).toBe(true);
    expect(shouldRetry(2, err)).toBe(true);
    expect(shouldRetry(3, err)).toBe(false);
  });
  it('never retries a 401', () => {
    expect(shouldRetry(0, { response: { status: 401 } })).toBe(false);
    expect(shouldRetry(0, { status: 401, message: 'Authentication required' })).toBe(false);
  });
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
