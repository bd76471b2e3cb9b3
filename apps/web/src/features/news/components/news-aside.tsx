import { lazy, Suspense, useRef } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useNearViewport } from '@/lib/use-near-viewport';
import { NewsPanelConnecting } from './news-panel-frame';

// The news panel brings the API client and TanStack Query; it loads after hydration, near the viewport.
const NewsPanel = lazy(() => import('./news-panel'));

/**
 * The live news side panel. The build-time HTML shows its "connecting" state; the panel's code and the
 * news load once the page has hydrated and the panel is on screen or close to it (beside the hero on a
 * wide screen, below the tiles on a phone).
 */
export function NewsAside() {
  const aside = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(aside);
  const connecting = <NewsPanelConnecting className="lg:h-full" />;
  return (
    <aside ref={aside} aria-label="Industry news" className="min-w-0 lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)] lg:self-start">
      {hydrated && near ? (
        <Suspense fallback={connecting}>
          <NewsPanel className="lg:h-full" />
        </Suspense>
      ) : (
        connecting
      )}
    </aside>
  );
}
