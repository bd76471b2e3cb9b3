/**
 * Whether the toast container is wanted yet: the providers mount the lazily loaded Toaster when the first
 * toast is asked for (sonner shows toasts created before its Toaster subscribed).
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
