import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { runWhenIdle } from '@/lib/idle';
import { isToasterWanted, onToasterWanted, requestToaster } from '@/lib/toaster-demand';

// sonner is not part of the first paint: the Toaster mounts when the page is idle or the first toast asks.
const AppToaster = lazy(() => import('./toaster'));

function DeferredToaster() {
  // Never during hydration (the server snapshot): the prerendered HTML has no toast container.
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  useEffect(() => runWhenIdle(requestToaster), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function AppProviders({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
