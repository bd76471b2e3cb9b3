import { SUPPORT_LIMITS, SupportMessage } from '@paytable/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { fileTooLarge, processImageUpload } from '../../platform/images';
import { pdfHasActiveContent } from '../../platform/pdf-active-content';
import type { UploadedFile } from '../../platform/uploads';

/** A checked attachment, ready to store: what is kept is decided by the bytes, never by the browser's claims. */
export interface CheckedAttachment {
  buffer: Buffer;
  contentType: string;
  extension: string;
  /** The uploader's file name for display only (control characters and path parts removed). */
  fileName: string;
  /** A PDF with JavaScript, an open action or a launch: kept as sent, flagged to whoever downloads it. */
  activeContent: boolean;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const isPdf = (buffer: Buffer) => buffer.length > PDF_MAGIC.length && buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** A display name: the last path segment, printable characters only, at most 120 of them. */
export function displayFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>]/g, '')
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, '') || 'attachment';
  return `${stem}.${extension}`;
}

/**
 * Checks an uploaded file by its content: a PDF is kept as sent (active content flagged); anything else must decode as an image,
 * which is re-encoded (metadata such as GPS stripped). Throws 413 over the size limit and 400
 * 'Attach an image (JPEG, PNG, WebP, GIF) or a PDF' for anything else.
 */
export async function checkAttachment(file: Pick<UploadedFile, 'buffer' | 'originalName'>): Promise<CheckedAttachment> {
  if (file.buffer.length > SUPPORT_LIMITS.attachmentMaxBytes) throw fileTooLarge(SUPPORT_LIMITS.attachmentMaxBytes);
  if (isPdf(file.buffer)) {
    return { buffer: file.buffer, contentType: 'application/pdf', extension: 'pdf', fileName: displayFileName(file.originalName, 'pdf'), activeContent: pdfHasActiveContent(file.buffer) };
  }
  try {
    const image = await processImageUpload(file.buffer, { maxBytes: SUPPORT_LIMITS.attachmentMaxBytes });
    return { buffer: image.buffer, contentType: image.contentType, extension: image.extension, fileName: displayFileName(file.originalName, image.extension), activeContent: false };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 413) throw error;
    throw badRequest(SupportMessage.invalidAttachment);
  }
}
