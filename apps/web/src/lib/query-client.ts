import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from './query-retry';

export { MAX_RETRIES, MAX_RETRY_DELAY_MS, retryDelay, shouldRetry } from './query-retry';

export const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
