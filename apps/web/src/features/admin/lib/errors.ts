import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** The server's message when it sent one, else the seed's fallback (seed 001 §8). */
export function notifyAdminFailure(error: unknown, fallback: string) {
  const apiError = toApiError(error);
  const message = apiError.status === -1 ? fallback : apiError.message || fallback;
  notify({ variant: 'destructive', title: fallback, description: message === fallback ? undefined : message });
}
