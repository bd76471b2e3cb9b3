import { safeStorage, storageKeys } from '@/lib/storage-keys';


/** A random id of this browser for reader figures (one view per visitor per day); the server stores only its hash. */
export function visitorId(): string {
  const existing = safeStorage.get(storageKeys.pressVisitor);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const fresh = crypto.randomUUID();
  safeStorage.set(storageKeys.pressVisitor, fresh);
  return fresh;
}
