import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { RangeParams } from '../api/reports';
import { isoDay, lastDays } from '../lib/use-report-range';

const PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
] as const;

export interface DateRangeControlProps {
  /** The range in the URL (either may be empty: the server then uses the last 30 days). */
  range: RangeParams;
  /** The range the last report covered, shown in the inputs when the URL names none. */
  shown?: { from: string; to: string };
  error?: string;
  onChange: (range: RangeParams) => void;
}

/** From and to dates (UTC days, both included) with presets for the usual periods. */
export function DateRangeControl({ range, shown, error, onChange }: DateRangeControlProps) {
  const id = useId();
  const today = isoDay(new Date());
  const from = range.from ?? shown?.from ?? '';
  const to = range.to ?? shown?.to ?? '';
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-card p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-medium">Date range (UTC)</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" className="w-40" value={from} max={to || today} onChange={(event) => onChange({ from: event.target.value, to })} aria-invalid={error ? true : undefined} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" className="w-40" value={to} min={from || undefined} max={today} onChange={(event) => onChange({ from, to: event.target.value })} aria-invalid={error ? true : undefined} />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
          {PRESETS.map((preset) => {
            const next = lastDays(preset.days);
            const active = next.from === from && next.to === to;
            return (
              <Button key={preset.days} type="button" size="sm" variant={active ? 'default' : 'outline'} aria-pressed={active} onClick={() => onChange(next)}>
                {preset.label}
              </Button>
            );
          })}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
