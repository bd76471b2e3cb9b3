import { toast } from 'sonner';

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
