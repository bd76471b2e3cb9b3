import { toApiError } from './api-client';
import { notify } from './notify';

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

/**
 * An `onError` handler showing a failed call as a toast titled Error (seed 001 §8): the server's message
 * for a refusal, else the seed's text for the action (`failure`) when nothing or a failing server answered.
 */
export const notifyErrorOf = (failure: string) => (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.status === 0 || apiError.status >= 500 ? '' : apiError.message;
  notify({ variant: 'destructive', title: 'Error', description: message || failure });
};
