import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** A failed press call as a toast titled Error (seed 001 §8): the server's message, else the seed's text for the action. */
export const notifyPressError = (failure: string) => (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.status === 0 || apiError.status >= 500 ? '' : apiError.message;
  notify({ variant: 'destructive', title: 'Error', description: message || failure });
};
