import { useId, useRef } from 'react';
import { Paperclip, X } from 'lucide-react';
import { ACCEPTED_TICKET_ATTACHMENT_TYPES } from '@paytable/contracts';
import { Button } from '@/components/ui/button';

/** One optional attachment (an image or a PDF, at most 5 MB; the server checks the content). */
export function FilePicker({ file, onChange, label = 'Attach a screenshot or PDF' }: { file: File | undefined; onChange: (file: File | undefined) => void; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_TICKET_ATTACHMENT_TYPES}
        className="sr-only"
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
        data-testid="attachment-input"
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
        <Paperclip aria-hidden="true" /> {label}
      </Button>
      <span id={`${id}-hint`} className="sr-only">
        An image or a PDF, at most 5 MB
      </span>
      {file ? (
        <span className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs">
          <span className="max-w-48 truncate">{file.name}</span>
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            className="rounded p-0.5 hover:bg-background"
            onClick={() => {
              onChange(undefined);
              if (input.current) input.current.value = '';
            }}
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </span>
      ) : null}
    </div>
  );
}
