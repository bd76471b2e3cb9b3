import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The sentence that goes with a file the server flagged: a PDF with scripts or actions that run on opening. */
export const ACTIVE_CONTENT_WARNING = 'This PDF contains active content (scripts or actions that run when it opens). Open it only in a viewer that blocks them, such as your browser.';

/**
 * Shown next to a file the server flagged as holding active content (JavaScript, an open action, a
 * launch). The file is served as sent, as a download; the reader decides how to open it.
 */
export function ActiveContentWarning({ className }: { className?: string }) {
  return (
    <p role="note" className={cn('flex items-start gap-1.5 text-xs text-amber-800 dark:text-amber-300', className)}>
      <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{ACTIVE_CONTENT_WARNING}</span>
    </p>
  );
}
