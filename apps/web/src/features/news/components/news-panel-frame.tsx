import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { NEWS_PANEL_MAX_HEIGHT_PX } from '@paytable/contracts/core';
import { clsx } from 'clsx';

/**
 * The news panel's frame: heading, status slot and a body that scrolls inside the seed's 1500 px cap.
 * Kept free of data code so the landing page can show it (in its "connecting" state) before the panel's
 * chunk has loaded; `className` adds classes (a plain join: no tailwind-merge on the landing page).
 */
export function NewsPanelFrame({ status, children, className }: { status?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section
      aria-labelledby="news-panel-title"
      className={clsx('flex min-h-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      style={{ maxHeight: NEWS_PANEL_MAX_HEIGHT_PX }}
    >
      <header className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <div className="flex items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
            <Newspaper className="size-4" />
          </span>
          <div>
            <h2 id="news-panel-title" className="text-sm font-semibold leading-tight">
              iGaming news
            </h2>
            <p className="text-xs text-muted-foreground">Headlines from the industry press</p>
          </div>
        </div>
        <div aria-live="polite">{status}</div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </section>
  );
}

/** Shown until the panel's code and first request are under way (seed 000 §2: "connecting"). */
export function NewsPanelConnecting({ className }: { className?: string }) {
  return (
    <NewsPanelFrame className={className} status={<span className="text-xs font-medium text-muted-foreground">Connecting…</span>}>
      <p role="status" className="px-4 py-10 text-center text-sm text-muted-foreground">
        Connecting to the news feed…
      </p>
    </NewsPanelFrame>
  );
}
