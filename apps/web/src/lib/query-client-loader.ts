import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient (lib/query-client.ts) is loaded with the first code that runs queries — a lazy
 * route or panel — instead of with the first paint: the landing page hydrates without TanStack Query's
 * core. `withQueryClient` makes a lazy import wait for it, so the provider (app/providers.tsx) holds the
 * client before any component that calls a query hook renders.
 */
let loaded: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ queryClient }) => {
    loaded = queryClient;
    for (const listener of listeners) listener();
    return queryClient;
  });
  return loading;
}

export function loadedQueryClient(): QueryClient | undefined {
  return loaded;
}

export function onQueryClientLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A lazy import that resolves once the query client is there too (both load in parallel). */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadQueryClient()]))[0];
}
