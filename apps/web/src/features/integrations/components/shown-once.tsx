import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A secret or key the server shows once: the full value with a copy button, and a warning that it will
 * not be shown again. Closing it forgets the value.
 */
export function ShownOnce({ label, value, note, onDone }: { label: string; value: string; note?: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/40">
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4" aria-hidden="true" /> {label}: copy it now, it is shown only once.
      </p>
      <code className="block break-all rounded bg-background px-2 py-1.5 font-mono text-xs" data-testid="shown-once-value">
        {value}
      </code>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
