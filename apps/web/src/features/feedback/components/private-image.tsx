import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchScreenshot } from '../api/qa';

/**
 * A private screenshot (bug report or QA step): fetched with the bearer token and shown from an object
 * URL; the link opens it full size in a new tab.
 */
export function PrivateImage({ url, alt }: { url: string; alt: string }) {
  const [state, setState] = useState<{ src?: string; failed?: boolean }>({});
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    fetchScreenshot(url)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setState({ src: objectUrl });
      })
      .catch(() => live && setState({ failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.failed)
    return (
      <span className="flex size-24 items-center justify-center rounded-md border bg-muted text-muted-foreground" role="img" aria-label={`${alt} could not be loaded`}>
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    );
  if (!state.src) return <Skeleton className="size-24 rounded-md" aria-label={`Loading ${alt}`} />;
  return (
    <a href={state.src} target="_blank" rel="noreferrer" className="block rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      <img src={state.src} alt={alt} className="h-24 w-auto max-w-40 rounded-md border object-cover" />
    </a>
  );
}
