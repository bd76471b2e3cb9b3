import { useRef } from 'react';
import { Camera, Loader2, Trash2 } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES, ProfileMessage, UploadMessage } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useRemoveProfileImage } from '../api/remove-profile-image';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { notifyProfileFailure } from '../lib/notify-failure';

type Props = {
  hasPhoto: boolean;
  /** Tells the rest of the app (the account menu's avatar) that the photo changed. */
  onPhotoChange?: ((profileImageUrl: string | null) => void) | undefined;
};

/** Upload / change / remove the profile photo (POST and DELETE /api/v1/profile-images/me/image). */
export function PhotoControls({ hasPhoto, onPhotoChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // Saves a pointless upload; the server checks the size (and the content) again.
    if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
      notify({ variant: 'destructive', title: ProfileMessage.uploadImageFailed, description: UploadMessage.tooLarge });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        notify({ variant: 'success', title: ProfileMessage.imageUploaded });
        onPhotoChange?.(result.profileImageUrl);
      },
      onError: (error) => notifyProfileFailure(ProfileMessage.uploadImageFailed, error),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="profile-photo-input"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {upload.isPending ? 'Uploading…' : hasPhoto ? 'Change photo' : 'Upload photo'}
      </Button>
      {hasPhoto ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notify({ variant: 'success', title: ProfileMessage.imageRemoved });
                onPhotoChange?.(null);
              },
              onError: (error) => notifyProfileFailure(ProfileMessage.removeImageFailed, error),
            })
          }
        >
          {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          Remove photo
        </Button>
      ) : null}
    </div>
  );
}
