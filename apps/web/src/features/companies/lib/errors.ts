import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Seed 001 §8: the server's message is preferred, else the network message, else the screen's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  const apiError = toApiError(error);
  if (apiError.status === -1) return fallback;
  return apiError.message || fallback;
}

/** A destructive toast titled with the seed's fallback and the server's reason as its description. */
export function notifyFailure(error: unknown, fallback: string) {
  const message = failureMessage(error, fallback);
  notify({ variant: 'destructive', title: fallback, description: message === fallback ? undefined : message });
}
