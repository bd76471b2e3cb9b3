import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const selectClassName =
  'h-9 w-full rounded-md border border-input bg-background px-2.5 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** A labelled native select: fast, accessible and right on phones. Empty value means "any". */
export function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  children,
  className,
  hideLabel = false,
  disabled = false,
}: {
  label: string;
  /** Keep the label for screen readers only (where the layout already says what the control is). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  children: ReactNode;
  className?: string;
  /** A filter that has no effect yet (it depends on another): shown dimmed and out of the tab order. */
  disabled?: boolean;
}) {
  return (
    <label className={cn('grid gap-1 text-xs font-medium text-muted-foreground', className)}>
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
      <select className={selectClassName} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </label>
  );
}
