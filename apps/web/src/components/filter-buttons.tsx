import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface FilterOption<V> {
  value: V;
  label: string;
}

interface FilterButtonsProps<V> {
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Names the group for assistive technology, e.g. "Filter by status". */
  label: string;
  className?: string;
}

/** A row of toggle buttons choosing one filter value; the chosen one is filled and aria-pressed. */
export function FilterButtons<V>({ options, value, onChange, label, className }: FilterButtonsProps<V>) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={value === option.value ? 'default' : 'outline'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
