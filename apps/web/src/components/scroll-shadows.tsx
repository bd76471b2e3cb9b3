import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A horizontally scrolling row that shows it scrolls: a fade on the side where more content hides, so a
 * cut-off tab reads as "more this way" rather than as clipped text.
 */
export function ScrollShadows({ children, className }: { children: (ref: (node: HTMLElement | null) => void) => ReactNode; className?: string }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const frame = useRef(0);

  const measure = useCallback(() => {
    if (!node) return;
    const start = node.scrollLeft > 1;
    const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [node]);

  useLayoutEffect(() => {
    if (!node) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    // First measure on the next frame (and on every resize after it, via the observer).
    onScroll();
    node.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [node, measure]);

  return (
    <div className={cn('relative', className)} data-scrolls-start={edges.start || undefined} data-scrolls-end={edges.end || undefined}>
      {children(setNode)}
      <span
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-background to-transparent transition-opacity', edges.start ? 'opacity-100' : 'opacity-0')}
      />
      <span
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background to-transparent transition-opacity', edges.end ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}
