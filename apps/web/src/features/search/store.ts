import { create } from 'zustand';
import { RECENT_SEARCHES_MAX } from '@paytable/contracts';
import { safeStorage, storageKeys } from '@/lib/storage-keys';

/** Adds a term on top: newest first, no duplicates (case-insensitive), at most five (seed 000 §9). */
export function withRecentSearch(recent: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...recent];
  return [trimmed, ...recent.filter((each) => each.toLowerCase() !== trimmed.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
}

function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(storageKeys.recentSearches) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((each): each is string => typeof each === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

type RecentSearchesState = {
  recent: string[];
  remember: (term: string) => void;
  clear: () => void;
};

/** Recent searches, kept in localStorage so they survive a reload. */
export const useRecentSearches = create<RecentSearchesState>((set, get) => ({
  recent: readRecent(),
  remember(term) {
    const recent = withRecentSearch(get().recent, term);
    safeStorage.set(storageKeys.recentSearches, JSON.stringify(recent));
    set({ recent });
  },
  clear() {
    safeStorage.remove(storageKeys.recentSearches);
    set({ recent: [] });
  },
}));
