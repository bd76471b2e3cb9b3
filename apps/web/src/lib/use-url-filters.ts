import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters that live in the URL (shareable, back-button friendly). Setting a filter resets the page;
 * empty values are removed so URLs stay short.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  // The router hands `setParams` the parameters of the last render, so two changes before the next render
  // (one select, then another) would lose the first: each change builds on the one before instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  return { values, set, page, params };
}

/** A URL value as a positive id, or undefined. */
export const idParam = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
