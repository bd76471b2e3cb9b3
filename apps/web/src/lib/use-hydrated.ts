import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the build-time HTML (and in the build itself), true afterwards and in any
 * client-only render. Parts that depend on the browser (localStorage, lazily loaded panels) render only
 * once it is true, so hydration always sees exactly the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
