import { useRef } from 'react';
import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES, UploadMessage, type Company } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useRemoveCompanyLogo, useUploadCompanyLogo } from '../api/company-mutations';
import { CompanyLogo } from '@/components/company-logo';
import { notifyFailure } from '@/lib/notify-failure';

/** Upload or remove the company logo; the server checks the content and re-encodes it. */
export function LogoControls({ company, onChanged }: { company: Company; onChanged?: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCompanyLogo(onChanged);
  const remove = useRemoveCompanyLogo(onChanged);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      notify({ variant: 'destructive', title: 'Failed to upload image', description: UploadMessage.tooLarge });
      return;
    }
    upload.mutate(
      { id: company.id, file },
      {
        onSuccess: () => notify({ variant: 'success', title: 'Logo uploaded' }),
        onError: (error) => notifyFailure(error, 'Failed to upload image'),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="xl" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
            {company.logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {company.logoUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { id: company.id, imageUrl: company.logoUrl },
                  { onSuccess: () => notify({ variant: 'success', title: 'Logo removed' }), onError: (error) => notifyFailure(error, 'Failed to remove image') },
                )
              }
            >
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to 5 MB. Square logos look best.</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          aria-label="Company logo file"
          tabIndex={-1}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
