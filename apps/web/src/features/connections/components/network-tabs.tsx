import { ScrollShadows } from '@/components/scroll-shadows';
import { cn } from '@/lib/utils';

/** A row of tabs (WAI-ARIA tabs pattern, arrow keys move between them). */
export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: { value: T; label: string; count?: number }[]; value: T; onChange: (value: T) => void; label: string }) {
  const move = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]!;
    onChange(next.value);
    document.getElementById(`tab-${next.value}`)?.focus();
  };
  return (
    <ScrollShadows>
      {(ref) => (
        <div ref={ref} role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b [scrollbar-width:none]">
          {tabs.map((tab, index) => {
            const selected = tab.value === value;
            return (
              <button
                key={tab.value}
                id={`tab-${tab.value}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`panel-${tab.value}`}
                tabIndex={selected ? 0 : -1}
                onClick={(event) => {
                  onChange(tab.value);
                  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight') move(index + 1);
                  if (event.key === 'ArrowLeft') move(index - 1);
                }}
                className={cn(
                  '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {tab.label}
                {tab.count ? <span className="rounded-full bg-primary/10 px-1.5 text-xs text-primary tabular-nums">{tab.count}</span> : null}
              </button>
            );
          })}
        </div>
      )}
    </ScrollShadows>
  );
}
