import type { PressAnalytics } from '@paytable/contracts';

const SERIES = [
  { key: 'views', label: 'Views', color: 'var(--color-primary, #2563eb)' },
  { key: 'reads', label: 'Reads', color: '#10b981' },
  { key: 'downloads', label: 'Downloads', color: '#f59e0b' },
] as const;

/**
 * Daily figures as grouped bars (SVG, no chart library): each day's views, reads and downloads. A table
 * with the same numbers follows for screen readers and exact values.
 */
export function FiguresChart({ daily }: { daily: PressAnalytics['daily'] }) {
  const max = Math.max(1, ...daily.flatMap((day) => SERIES.map((series) => day[series.key])));
  const width = 640;
  const height = 180;
  const slot = width / Math.max(1, daily.length);
  const bar = Math.max(1, (slot - 4) / SERIES.length);
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label="Views, reads and downloads per day" className="h-56 w-full">
        {[0.25, 0.5, 0.75, 1].map((line) => (
          <line key={line} x1={0} x2={width} y1={height - line * height} y2={height - line * height} stroke="currentColor" strokeOpacity={0.1} />
        ))}
        {daily.map((day, index) =>
          SERIES.map((series, position) => {
            const value = day[series.key];
            const barHeight = (value / max) * height;
            return <rect key={`${day.day}-${series.key}`} x={index * slot + 2 + position * bar} y={height - barHeight} width={bar} height={barHeight} fill={series.color} rx={1} />;
          }),
        )}
        {daily.map((day, index) =>
          index % Math.ceil(daily.length / 7) === 0 ? (
            <text key={day.day} x={index * slot + slot / 2} y={height + 14} fontSize={10} textAnchor="middle" fill="currentColor" fillOpacity={0.6}>
              {day.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: series.color }} /> {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
