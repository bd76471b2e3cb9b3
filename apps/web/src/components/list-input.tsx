import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type ListInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'defaultValue'> & {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Upper-case every entry (country or currency codes). */
  upper?: boolean;
};

/** A comma-separated list typed as text, edited as a string array (themes, skills, country codes…). */
export function ListInput({ id, value, onChange, upper = false, ...props }: ListInputProps) {
  const [text, setText] = useState(value.join(', '));
  const [seen, setSeen] = useState(value);
  const parse = (typed: string) => typed.split(',').map((part) => (upper ? part.trim().toUpperCase() : part.trim())).filter(Boolean);
  // Only an outside change (a form reset) rewrites the text; typing keeps the user's own spacing.
  if (seen !== value) {
    setSeen(value);
    if (parse(text).join('\u0000') !== value.join('\u0000')) setText(value.join(', '));
  }
  return (
    <Input
      id={id}
      value={text}
      {...props}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}
