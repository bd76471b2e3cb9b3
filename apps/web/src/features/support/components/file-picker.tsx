import { useId, useRef, useState } from 'react';
import { AlertCircle, Paperclip, X } from 'lucide-react';
import { ACCEPTED_TICKET_ATTACHMENT_TYPES, SUPPORT_LIMITS, SupportMessage, UploadMessage } from '@paytable/contracts';
import { Button } from '@/components/ui/button';

const acceptedTypes = new Set(ACCEPTED_TICKET_ATTACHMENT_TYPES.split(','));

/** Why the server would refuse this file, in its own words; null when it may go. The server checks the content again. */
export function attachmentRefusal(file: File): string | null {
  if (!acceptedTypes.has(file.type)) return SupportMessage.invalidAttachment;
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) return UploadMessage.tooLarge;
  return null;
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" aria-label={`Remove ${name}`} className="rounded p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" onClick={onRemove}>
      <X className="size-3" aria-hidden="true" />
    </button>
  );
}

/**
 * Up to SUPPORT_LIMITS.attachmentsMax attachments (images or PDFs, at most 5 MB each; the server checks
 * the content). Picking again adds to the list; the extra files beyond the limit are left out. A file the
 * server would refuse never joins the form: it is listed with the reason until removed.
 */
export function FilePicker({ files, onChange, label = 'Attach screenshots or PDFs' }: { files: readonly File[]; onChange: (files: File[]) => void; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ file: File; reason: string }[]>([]);
  const full = files.length >= SUPPORT_LIMITS.attachmentsMax;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_TICKET_ATTACHMENT_TYPES}
          className="sr-only"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? [], (file) => ({ file, reason: attachmentRefusal(file) }));
            const refusedNow = picked.flatMap(({ file, reason }) => (reason === null ? [] : [{ file, reason }]));
            if (refusedNow.length > 0) setRefused((current) => [...current, ...refusedNow]);
            onChange([...files, ...picked.filter(({ reason }) => reason === null).map(({ file }) => file)].slice(0, SUPPORT_LIMITS.attachmentsMax));
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
                <RemoveButton name={file.name} onRemove={() => onChange(files.filter((_, other) => other !== index))} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <ul className="grid gap-1" aria-label="Files not attached" role="alert">
          {refused.map(({ file, reason }, index) => (
            <li key={`${file.name}-${index}`} className="flex items-start gap-1.5 rounded-md border border-destructive/40 px-2 py-1 text-xs text-destructive">
              <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1 break-words">
                {file.name}: {reason}
              </span>
              <RemoveButton name={file.name} onRemove={() => setRefused((current) => current.filter((_, other) => other !== index))} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
