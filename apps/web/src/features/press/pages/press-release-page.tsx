import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Share2 } from 'lucide-react';
import { PressFailure, pressDownloadFormats, type PressDownloadFormat } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { downloadRelease, sendReaderEvent, usePublicRelease } from '../api/press';
import { FollowRelease } from '../components/follow-press';
import { ReleaseArticle } from '../components/release-article';
import { usePressLayout } from '../lib/paths';
import { visitorId } from '../lib/visitor-id';

const formatLabels: Record<PressDownloadFormat, string> = { pdf: 'PDF', html: 'HTML', md: 'Markdown', txt: 'Text' };

/** Counts a view on open and a read once the end of the article scrolls into sight. */
function useReaderFigures(id: number, ready: boolean) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    void sendReaderEvent(id, 'view', visitorId());
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        void sendReaderEvent(id, 'read', visitorId());
        observer.disconnect();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [id, ready]);
  return end;
}

/** /press-releases/{id} and /dashboard/press-releases/{id}: a release, its downloads and a share link (no login). */
export default function PressReleasePage() {
  const id = Number(useParams().id);
  const { base, padding } = usePressLayout();
  const release = usePublicRelease(id);
  const end = useReaderFigures(id, release.isSuccess);

  const share = async () => {
    const url = `${window.location.origin}/press-releases/${id}`;
    try {
      if (navigator.share) await navigator.share({ title: release.data?.title, url });
      else {
        await navigator.clipboard.writeText(url);
        notify({ variant: 'success', title: 'Link copied', description: url });
      }
      void sendReaderEvent(id, 'share', visitorId());
    } catch {
      // The reader closed the share sheet: nothing was shared.
    }
  };
  const download = (format: PressDownloadFormat) => downloadRelease(id, format).catch(notifyErrorOf(PressFailure.download));

  return (
    <div className={`mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 ${padding}`}>
      <Link to={base} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> All press releases
      </Link>
      {release.isPending ? (
        <ListSkeleton rows={5} label="Loading the press release" />
      ) : release.isError ? (
        toApiError(release.error).status === 404 ? (
          <EmptyState title="Press release not found">It may have been unpublished, or it is not public yet.</EmptyState>
        ) : (
          <DataError context="the press release" onRetry={() => void release.refetch()} />
        )
      ) : (
        <>
          <ReleaseArticle release={release.data} companyHref={`/marketplace/company/${release.data.company.id}`} />
          <FollowRelease company={release.data.company} category={release.data.category} />
          <div ref={end} className="flex flex-wrap items-center gap-2 border-t pt-4">
            <span className="text-sm font-medium">Download</span>
            {pressDownloadFormats.map((format) => (
              <Button key={format} size="sm" variant="outline" onClick={() => void download(format)}>
                <Download aria-hidden="true" /> {formatLabels[format]}
              </Button>
            ))}
            <Button size="sm" variant="secondary" className="sm:ml-auto" onClick={() => void share()}>
              <Share2 aria-hidden="true" /> Share
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
