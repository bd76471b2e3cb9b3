import { useId, useRef } from 'react';
import { Paperclip, X } from 'lucide-react';
import { ACCEPTED_TICKET_ATTACHMENT_TYPES, SUPPORT_LIMITS } from '@paytable/contracts';
import { Button } from '@/components/ui/button';

/**
 * Up to SUPPORT_LIMITS.attachmentsMax attachments (images or PDFs, at most 5 MB each; the server checks
 * the content). Picking again adds to the list; the extra files beyond the limit are left out.
 */
export function FilePicker({ files, onChange, label = 'Attach screenshots or PDFs' }: { files: readonly File[]; onChange: (files: File[]) => void; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= SUPPORT_LIMITS.attachmentsMax;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_TICKET_ATTACHMENT_TYPES}
        className="sr-only"
        onChange={(event) => {
          onChange([...files, ...Array.from(event.target.files ?? [])].slice(0, SUPPORT_LIMITS.attachmentsMax));
          event.target.value = '';
        }}
        data-testid="attachment-input"
      />
      <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
        <Paperclip aria-hidden="true" /> {label}
      </Button>
      <span id={`${id}-hint`} className="sr-only">
        Up to {SUPPORT_LIMITS.attachmentsMax} images or PDFs, at most 5 MB each
      </span>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs">
              <span className="max-w-48 truncate">{file.name}</span>
              <button type="button" aria-label={`Remove ${file.name}`} className="rounded p-0.5 hover:bg-background" onClick={() => onChange(files.filter((_, other) => other !== index))}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
