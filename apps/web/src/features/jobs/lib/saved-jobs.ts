import { useCallback, useSyncExternalStore } from 'react';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

/** Saved jobs live in this browser only (seed 001 §3: no server call is shown for saving). */
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function read(): number[] {
  const raw = safeStorage.get(storageKeys.savedJobs);
  if (raw !== cache.raw) {
    let ids: number[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      ids = Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      ids = [];
    }
    cache = { raw, ids };
  }
  return cache.ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The saved job ids and a toggle. */
export function useSavedJobs() {
  const ids = useSyncExternalStore(subscribe, read, () => []);
  const toggle = useCallback((id: number) => {
    const current = read();
    const next = current.includes(id) ? current.filter((each) => each !== id) : [id, ...current];
    safeStorage.set(storageKeys.savedJobs, JSON.stringify(next));
    for (const listener of listeners) listener();
    return next.includes(id);
  }, []);
  return { ids, isSaved: (id: number) => ids.includes(id), toggle };
}
