import { FileText, ImageIcon } from 'lucide-react';
import { SupportMessage, type TicketAttachment } from '@paytable/contracts';
import { ActiveContentWarning } from '@/components/active-content-warning';
import { formatBytes } from '@/lib/format';
import { notifyErrorOf } from '@/lib/notify-failure';
import { openAttachment } from '../api/tickets';

/** A ticket's or a message's files; each opens in a new tab (fetched with the bearer token). A PDF with active content says so. */
export function AttachmentList({ attachments }: { attachments: TicketAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments">
      {attachments.map((file) => (
        <li key={file.id} className="grid max-w-full gap-1">
          <button
            type="button"
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onClick={() => void openAttachment(file.url).catch(notifyErrorOf(SupportMessage.attachmentNotFound))}
          >
            {file.contentType === 'application/pdf' ? <FileText className="size-3.5" aria-hidden="true" /> : <ImageIcon className="size-3.5" aria-hidden="true" />}
            <span className="truncate">{file.fileName}</span>
            <span className="text-muted-foreground">{formatBytes(file.sizeBytes)}</span>
            {file.activeContent ? <span className="sr-only">(contains active content)</span> : null}
          </button>
          {file.activeContent ? <ActiveContentWarning /> : null}
        </li>
      ))}
    </ul>
  );
}
