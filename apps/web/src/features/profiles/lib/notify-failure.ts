import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * An error toast titled with the seed's fallback ('Failed to update profile', 'Failed to add skill'…)
 * and described by what the server said ('The file is too large (max 5 MB)').
 */
export function notifyProfileFailure(title: string, error: unknown) {
  const apiError = toApiError(error);
  const description = apiError.status >= 500 ? 'Something went wrong on our end. Please try again later.' : apiError.message;
  notify({ variant: 'destructive', title, description });
}
