import { useState } from 'react';
import { Input } from '@/components/ui/input';

/** A comma-separated list typed as text, edited as a string array (themes, languages, currencies…). */
export function ListInput({ id, value, onChange, placeholder }: { id: string; value: string[]; onChange: (value: string[]) => void; placeholder?: string }) {
  const [text, setText] = useState(value.join(', '));
  const [seen, setSeen] = useState(value);
  // Only an outside change (a form reset) rewrites the text; typing keeps the user's own spacing.
  if (seen !== value) {
    setSeen(value);
    const parsed = text.split(',').map((part) => part.trim()).filter(Boolean);
    if (parsed.join('\u0000') !== value.join('\u0000')) setText(value.join(', '));
  }
  return (
    <Input
      id={id}
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.split(',').map((part) => part.trim()).filter(Boolean));
      }}
    />
  );
}
