import { formatMoney } from '../lib/format';

export interface Bar {
  label: string;
  /** Stacked parts of the bar, in minor units. */
  parts: { value: number; className: string; name: string }[];
}

/**
 * A bar chart in plain HTML: one row per label with stacked parts sized against the largest total. Every
 * figure is also written out, so the chart reads the same to a screen reader as a table.
 */
export function MoneyBars({ bars, currency, caption }: { bars: Bar[]; currency: string; caption: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.parts.reduce((sum, part) => sum + part.value, 0)));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{caption}</figcaption>
      <ul className="grid gap-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-sm sm:grid-cols-[5rem_1fr_9rem]">
            <span className="text-muted-foreground tabular-nums">{bar.label}</span>
            <span className="flex h-4 overflow-hidden rounded bg-muted" aria-hidden="true">
              {bar.parts.map((part) => (
                <span key={part.name} className={part.className} style={{ width: `${(part.value / max) * 100}%` }} />
              ))}
            </span>
            <span className="col-span-2 text-right tabular-nums sm:col-span-1">
              {bar.parts.map((part) => `${part.name} ${formatMoney(part.value, currency)}`).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
