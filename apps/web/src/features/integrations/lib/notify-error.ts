import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** A failed integrations call as a toast titled Error (seed 001 §8): the server's message, else the seed's default. */
export const notifyIntegrationError = (failure: string) => (error: unknown) => {
  const apiError = toApiError(error);
  const message = apiError.status === 0 || apiError.status >= 500 ? '' : apiError.message;
  notify({ variant: 'destructive', title: 'Error', description: message || failure });
};

export const notifySuccess = (description: string) => notify({ title: 'Success', description });
