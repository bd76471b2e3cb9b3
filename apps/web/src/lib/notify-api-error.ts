import { toApiError } from './api-client';
import { notify } from './notify';

/** Toast for a failed call, by status (seed 000 §8 "By status"). */
export function notifyApiError(error: unknown) {
  const e = toApiError(error);
  if (e.status === 0) return notify({ variant: 'destructive', title: 'Network error - please check your connection' });
  if (e.status >= 500)
    return notify({ variant: 'destructive', title: 'Server Error', description: 'Something went wrong on our end. Please try again later.' });
  if (e.status === 401) return notify({ variant: 'destructive', title: 'Authentication Required', description: 'Please log in to continue.' });
  if (e.status === 403)
    return notify({ variant: 'destructive', title: 'Access Denied', description: 'You do not have permission to perform this action.' });
  if (e.status === 404) return notify({ variant: 'destructive', title: 'Not Found', description: 'The requested resource could not be found.' });
  return notify({ variant: 'destructive', title: 'Request Error', description: e.message });
}
