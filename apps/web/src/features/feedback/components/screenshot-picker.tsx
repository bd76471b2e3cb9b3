import { useId, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES } from '@paytable/contracts';
import { Button } from '@/components/ui/button';

/** Up to `max` screenshots (images of at most 5 MB; the server checks the content). */
export function ScreenshotPicker({ files, onChange, max, label = 'Add screenshots' }: { files: File[]; onChange: (files: File[]) => void; max: number; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple={max > 1}
          className="sr-only"
          data-testid="screenshot-input"
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])].slice(0, max));
            event.target.value = '';
          }}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={files.length >= max} aria-describedby={`${id}-hint`}>
          <ImagePlus aria-hidden="true" /> {label}
        </Button>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {max > 1 ? `Up to ${max} images, 5 MB each` : 'One image, at most 5 MB'}
        </span>
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen screenshots">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs">
              <span className="max-w-48 truncate">{file.name}</span>
              <button type="button" aria-label={`Remove ${file.name}`} className="rounded p-0.5 hover:bg-background" onClick={() => onChange(files.filter((_, i) => i !== index))}>
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
