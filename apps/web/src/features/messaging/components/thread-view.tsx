import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';

/**
 * A scrollable thread, oldest at the top. It opens at the newest message, moves to each new message,
 * and loads older pages when the reader scrolls to the top — keeping the
 * message they were reading in place.
 */
export function ThreadView({
  children,
  count,
  newestId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  label,
}: {
  children: ReactNode;
  count: number;
  newestId: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  label: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const previous = useRef({ count: 0, newestId: undefined as number | undefined, height: 0, top: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (count > before.count && newestId === before.newestId) {
      // Older messages were added above: keep the one being read where it was.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (newestId !== before.newestId) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { count, newestId, height: element.scrollHeight, top: element.scrollTop };
  }, [count, newestId]);

  useEffect(() => {
    const element = scroller.current;
    const top = sentinel.current;
    if (!element || !top || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingOlder) onLoadOlder();
      },
      { root: element, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
      onScroll={(event) => {
        const element = event.currentTarget;
        previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
      }}
    >
      <div ref={sentinel} aria-hidden="true" />
      {loadingOlder ? (
        <p className="flex justify-center py-2 text-xs text-muted-foreground" role="status">
          <Loader2 className="mr-1 size-4 animate-spin" aria-hidden="true" /> Loading earlier messages
        </p>
      ) : null}
      <ol className="grid gap-2" aria-label={label} aria-live="polite">
        {children}
      </ol>
    </div>
  );
}
