import { Loader2 } from 'lucide-react';

/** Shown while authentication starts (seed 000 §2). */
export function FullScreenLoader({ text = 'Initializing...' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background">
      <img src="/logo.svg" alt="" aria-hidden="true" className="size-12 rounded-xl" />
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <span>{text}</span>
      </div>
    </div>
  );
}

/** In-page loader for lazy routes and queries. */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center text-muted-foreground">
      <Loader2 className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
