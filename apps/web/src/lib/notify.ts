import { toast } from 'sonner';
import { toApiError } from './api-client';

export type NotifyVariant = 'default' | 'success' | 'destructive' | 'warning' | 'info';

export type NotifyOptions = {
  title?: string;
  description?: string;
  variant?: NotifyVariant;
  /** Same id → the toast is replaced instead of stacked. */
  id?: string;
  duration?: number;
};

/** Toast helper (seed 000 §8): title defaults to 'Error' for destructive, 'Success' otherwise. */
export function notify({ title, description, variant = 'default', id, duration }: NotifyOptions) {
  const options = { description, id, duration };
  switch (variant) {
    case 'destructive':
      return toast.error(title ?? 'Error', options);
    case 'warning':
      return toast.warning(title ?? 'Success', options);
    case 'info':
      return toast.info(title ?? 'Success', options);
    case 'success':
      return toast.success(title ?? 'Success', options);
    default:
      return toast(title ?? 'Success', options);
  }
}

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
