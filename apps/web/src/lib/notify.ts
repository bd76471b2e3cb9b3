import type { toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-demand';

export type NotifyVariant = 'default' | 'success' | 'destructive' | 'warning' | 'info';

export type NotifyOptions = {
  title?: string;
  description?: string;
  variant?: NotifyVariant;
  /** Same id → the toast is replaced instead of stacked. */
  id?: string;
  duration?: number;
  /** A button in the toast (e.g. 'Enable'); `cancel` is a second, quieter one. */
  action?: { label: string; onClick: () => void };
  cancel?: { label: string; onClick: () => void };
};

/** sonner loads with the first toast, never with the first paint. */
let sonner: Promise<{ toast: typeof sonnerToast }> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

/**
 * Toast helper (seed 000 §8): title defaults to 'Error' for destructive, 'Success' otherwise. The toast
 * shows as soon as sonner has loaded; a Toaster that mounts later still shows it (sonner replays toasts
 * created before it subscribed).
 */
export function notify({ title, description, variant = 'default', id, duration, action, cancel }: NotifyOptions): void {
  const options = { description, id, duration, action, cancel };
  requestToaster();
  void loadSonner().then(({ toast }) => {
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
  });
}
