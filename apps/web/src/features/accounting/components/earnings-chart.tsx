import { formatMoney } from '../lib/format';

export interface EarningsMonth {
  month: string;
  earned: number;
  pending: number;
  paidOut: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 8, right: 0, bottom: 0, left: 0 };

/** A round ceiling for the scale (1, 2 or 5 × a power of ten) so the grid lines fall on readable amounts. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Earnings per month as stacked columns (earned below: what customers paid that month; pending on top: what
 * the month's usage still waits for) with a running total of what was earned drawn as a line on its own scale. The SVG is one image with a summary for screen readers; the
 * table beside it carries every figure.
 */
export function EarningsChart({ months, currency }: { months: EarningsMonth[]; currency: string }) {
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = niceCeiling(Math.max(...months.map((month) => month.earned + month.pending)));
  const cumulative = months.reduce<number[]>((sums, month) => [...sums, (sums.at(-1) ?? 0) + month.earned], []);
  const cumulativeTop = niceCeiling(cumulative.at(-1) ?? 0);
  const slot = innerWidth / Math.max(1, months.length);
  const column = Math.min(56, slot * 0.6);
  const y = (value: number, scale: number) => PAD.top + innerHeight - (value / scale) * innerHeight;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const summary = months.map((month) => `${month.month}: ${formatMoney(month.earned, currency)} earned, ${formatMoney(month.pending, currency)} pending, ${formatMoney(month.paidOut, currency)} paid out`).join('; ');

  return (
    <figure className="grid gap-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">Earnings per month ({currency})</span>
        <span className="flex flex-wrap gap-3 text-xs text-muted-foreground">
          <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-emerald-500" aria-hidden="true" /> Earned</span>
          <span className="flex items-center gap-1"><span className="inline-block size-3 rounded-sm bg-amber-400" aria-hidden="true" /> Pending</span>
          {months.length > 1 ? <span className="flex items-center gap-1"><span className="inline-block h-0.5 w-4 bg-sky-700" aria-hidden="true" /> Earned to date</span> : null}
        </span>
      </figcaption>
      {/* Stretched to the box (month labels are HTML below), so it stays legible on a phone. */}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-48 w-full sm:h-56" role="img" aria-label={`Earnings per month in ${currency}: ${summary}`}>
        {[0.25, 0.5, 0.75, 1].map((fraction) => (
          <line key={fraction} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * fraction, top)} y2={y(top * fraction, top)} className="stroke-border" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
        ))}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0, top)} y2={y(0, top)} className="stroke-muted-foreground" vectorEffect="non-scaling-stroke" />
        {months.map((month, index) => (
          <g key={month.month}>
            <rect x={x(index) - column / 2} width={column} y={y(month.earned, top)} height={(month.earned / top) * innerHeight} className="fill-emerald-500" rx={2} />
            <rect x={x(index) - column / 2} width={column} y={y(month.earned + month.pending, top)} height={(month.pending / top) * innerHeight} className="fill-amber-400" rx={2} />
          </g>
        ))}
        {months.length > 1 ? (
          <polyline points={cumulative.map((value, index) => `${x(index)},${y(value, cumulativeTop)}`).join(' ')} fill="none" className="stroke-sky-700" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        ) : null}
      </svg>
      <ol className="-mt-2 grid text-center text-xs text-muted-foreground tabular-nums" style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }} aria-hidden="true">
        {months.map((month) => <li key={month.month}>{month.month}</li>)}
      </ol>
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" aria-label={`Earnings per month in ${currency}`}>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th scope="col" className="py-1 pr-2 font-medium">Month</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">Earned</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">Pending</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">Paid out</th>
              <th scope="col" className="py-1 text-right font-medium">Earned to date</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => (
              <tr key={month.month} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-2 text-left font-normal">{month.month}</th>
                <td className="py-1 pr-2 text-right">{formatMoney(month.earned, currency)}</td>
                <td className="py-1 pr-2 text-right">{formatMoney(month.pending, currency)}</td>
                <td className="py-1 pr-2 text-right">{formatMoney(month.paidOut, currency)}</td>
                <td className="py-1 text-right">{formatMoney(cumulative[index]!, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
