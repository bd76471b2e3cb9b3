import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { SiteLinkProvider, type SiteLinkComponents } from '@/components/site-link';
import { loadedQueryClient, onQueryClientLoaded } from '@/lib/query-client-loader';
import { isToasterWanted, onToasterWanted } from '@/lib/toaster-demand';

// sonner is not part of the first load: the Toaster mounts with the first toast (lib/notify.ts).
const AppToaster = lazy(() => import('./toaster'));

function DeferredToaster() {
  // Never during hydration (the server snapshot): the prerendered HTML has no toast container.
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Inside the SPA, the links shared with the standalone landing page navigate on the client. */
const routerLinks: SiteLinkComponents = { Link, NavLink };

/** What QueryClientProvider does besides the context: the client follows window focus and connectivity. */
function QueryClientMount({ client }: { client: QueryClient | undefined }) {
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return null;
}

/**
 * App-wide providers. `queryClient` (tests) is used at once; otherwise the app's client is provided as soon
 * as lib/query-client-loader.ts has loaded it, which every lazy route and panel that queries waits for.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const appClient = useSyncExternalStore(onQueryClientLoaded, loadedQueryClient, () => undefined);
  const client = queryClient ?? appClient;
  return (
    <QueryClientContext.Provider value={client}>
      <QueryClientMount client={client} />
      <SiteLinkProvider value={routerLinks}>{children}</SiteLinkProvider>
      <DeferredToaster />
    </QueryClientContext.Provider>
  );
}
