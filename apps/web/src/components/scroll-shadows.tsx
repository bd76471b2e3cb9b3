import { useState, type ReactNode } from 'react';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { cn } from '@/lib/utils';

/**
 * A horizontally scrolling row that shows it scrolls: a fade on the side where more content hides, so a
 * cut-off tab reads as "more this way" rather than as clipped text.
 */
export function ScrollShadows({ children, className }: { children: (ref: (node: HTMLElement | null) => void) => ReactNode; className?: string }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const edges = useScrollEdges(node);
  return (
    <div className={cn('relative', className)} data-scrolls-start={edges.start || undefined} data-scrolls-end={edges.end || undefined}>
      {children(setNode)}
      <ScrollFades edges={edges} />
    </div>
  );
}

/** The two fades of a scrolling row, inside a `relative` box around it. */
export function ScrollFades({ edges }: { edges: { start: boolean; end: boolean } }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-y-0 left-0 w-8 bg-gradient-to-r from-background to-transparent transition-opacity', edges.start ? 'opacity-100' : 'opacity-0')}
      />
      <span
        aria-hidden="true"
        className={cn('pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-background to-transparent transition-opacity', edges.end ? 'opacity-100' : 'opacity-0')}
      />
    </>
  );
}
