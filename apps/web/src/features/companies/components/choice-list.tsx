import { useId, useMemo, useState } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { SearchField } from '@/components/search-field';

export type Choice = { id: number; label: string; hint?: string | null };

/**
 * Several choices out of a catalogue (business types, jurisdictions) as toggle chips, with a filter
 * when the list is long. Keyboard: every chip is a checkbox-like button.
 */
export function ChoiceList({
  label,
  choices,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  choices: Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
  max?: number;
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? choices.filter((choice) => `${choice.label} ${choice.hint ?? ''}`.toLowerCase().includes(term)) : choices;
  }, [choices, filter]);
  const toggle = (choiceId: number) => onChange(value.includes(choiceId) ? value.filter((v) => v !== choiceId) : [...value, choiceId]);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-medium">{label}</legend>
        <span className="text-xs text-muted-foreground">
          {value.length} selected{max ? ` (max ${max})` : ''}
        </span>
      </div>
      {choices.length > 8 ? (
        <SearchField type="text" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder={`Filter ${label.toLowerCase()}`} aria-label={`Filter ${label.toLowerCase()}`} />
      ) : null}
      <div className="flex max-h-56 flex-wrap gap-2 overflow-y-auto rounded-md border p-2">
        {shown.length === 0 ? <p className="p-1 text-sm text-muted-foreground">Nothing matches “{filter}”.</p> : null}
        {shown.map((choice) => {
          const selected = value.includes(choice.id);
          return (
            <button
              key={choice.id}
              type="button"
              role="checkbox"
              aria-checked={selected}
              onClick={() => toggle(choice.id)}
              disabled={!selected && max !== undefined && value.length >= max}
              title={choice.hint ?? undefined}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50',
                selected ? 'border-primary bg-primary/10 text-primary' : 'hover:bg-muted',
              )}
            >
              {selected ? <Check className="size-3.5" aria-hidden="true" /> : null}
              {choice.label}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
