import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A box that scrolls sideways when its content (a wide table) does not fit. It is a named, focusable
 * region so that keyboard users can scroll it too.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1); tabIndex 0 does that.
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none', className)}>
      {children}
    </div>
  );
}
