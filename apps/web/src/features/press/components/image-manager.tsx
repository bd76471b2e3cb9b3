import { useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES, PressFailure, type PressImage } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useImageActions } from '../api/press';

function ImageRow({ releaseId, image, index, count, move }: { releaseId: number; image: PressImage; index: number; count: number; move: (from: number, to: number) => void }) {
  const actions = useImageActions();
  const save = (patch: { caption?: string; altText?: string }) => actions.patch.mutate({ id: releaseId, imageId: image.id, patch }, { onError: notifyErrorOf(PressFailure.update) });
  return (
    <li className="grid gap-2 rounded-md border p-2 sm:grid-cols-[8rem_1fr_auto]">
      <img src={image.url} alt={image.altText ?? ''} className="aspect-[1.91/1] w-full rounded object-cover sm:w-32" />
      <div className="grid gap-1.5">
        {index === 0 ? <span className="text-xs font-medium text-primary">Cover image</span> : null}
        <Input aria-label="Caption" placeholder="Caption" defaultValue={image.caption ?? ''} onBlur={(event) => event.target.value !== (image.caption ?? '') && save({ caption: event.target.value })} />
        <Input aria-label="Alt text" placeholder="Alt text (what the image shows)" defaultValue={image.altText ?? ''} onBlur={(event) => event.target.value !== (image.altText ?? '') && save({ altText: event.target.value })} />
      </div>
      <div className="flex gap-1 sm:flex-col">
        <Button type="button" size="icon" variant="ghost" aria-label="Move up" disabled={index === 0} onClick={() => move(index, index - 1)}><ArrowUp aria-hidden="true" /></Button>
        <Button type="button" size="icon" variant="ghost" aria-label="Move down" disabled={index === count - 1} onClick={() => move(index, index + 1)}><ArrowDown aria-hidden="true" /></Button>
        <Button type="button" size="icon" variant="ghost" aria-label="Delete image" onClick={() => actions.remove.mutate({ id: releaseId, imageId: image.id }, { onError: notifyErrorOf(PressFailure.removeImage) })}><Trash2 aria-hidden="true" /></Button>
      </div>
    </li>
  );
}

/** Upload, caption, order and delete a saved release's images; the first is the cover. */
export function ImageManager({ releaseId, images }: { releaseId: number; images: PressImage[] }) {
  const actions = useImageActions();
  const file = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const [altText, setAltText] = useState('');
  const move = (from: number, to: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    actions.reorder.mutate({ id: releaseId, imageIds: ids }, { onError: notifyErrorOf(PressFailure.update) });
  };
  const upload = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    actions.upload.mutate(
      { id: releaseId, file: chosen, caption, altText },
      {
        onSuccess: () => {
          setCaption('');
          setAltText('');
          if (file.current) file.current.value = '';
        },
        onError: notifyErrorOf(PressFailure.uploadImage),
      },
    );
  };
  return (
    <section aria-labelledby="images-heading" className="grid gap-3">
      <h2 id="images-heading" className="text-base font-semibold">Images</h2>
      {images.length > 0 ? (
        <ol className="grid gap-2">
          {images.map((image, index) => (
            <ImageRow key={image.id} releaseId={releaseId} image={image} index={index} count={images.length} move={move} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No images yet. The first image becomes the cover shown in lists and link previews.</p>
      )}
      <div className="grid gap-2 rounded-md border border-dashed p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor="image-file">Image file</Label>
          <Input id="image-file" ref={file} type="file" accept={ACCEPTED_IMAGE_TYPES} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="image-caption">Caption</Label>
          <Input id="image-caption" value={caption} onChange={(event) => setCaption(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="image-alt">Alt text</Label>
          <Input id="image-alt" value={altText} onChange={(event) => setAltText(event.target.value)} />
        </div>
        <Button type="button" variant="outline" onClick={upload} disabled={actions.upload.isPending}>
          {actions.upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </section>
  );
}
