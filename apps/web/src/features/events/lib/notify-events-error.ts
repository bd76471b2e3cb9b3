import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * A failed events call as a toast titled Error (seed 001 §8): the server's message first, then the
 * client's, then the seed's default text for the action (`failure`).
 */
export const notifyEventsError = (failure: string) => (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.status === 0 || apiError.status >= 500 ? '' : apiError.message;
  notify({ variant: 'destructive', title: 'Error', description: message || failure });
};
