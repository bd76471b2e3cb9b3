import { FEEDBACK_LIMITS, FeedbackMessage } from '@paytable/contracts';
import { AppError, badRequest } from '../../platform/errors';
import { processImageUpload } from '../../platform/images';
import { randomFileName, type Storage } from '../../platform/storage';
import type { UploadedFile } from '../../platform/uploads';
import { displayFileName } from '../support/index';

export type FileUpload = Pick<UploadedFile, 'buffer' | 'originalName'>;

export interface StoredScreenshot {
  key: string;
  fileName: string;
  contentType: string;
}

/**
 * Checks a screenshot by its content (it must decode as an image; it is re-encoded with its metadata
 * stripped) and stores it in the private `feedbackFiles` folder under the uploader's id. 413 over 5 MB,
 * 400 'Attach a screenshot (JPEG, PNG, WebP, GIF)' for anything else.
 */
export async function storeScreenshot(storage: Storage, ownerId: number, file: FileUpload): Promise<StoredScreenshot> {
  let image;
  try {
    image = await processImageUpload(file.buffer, { maxBytes: FEEDBACK_LIMITS.screenshotMaxBytes });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 413) throw error;
    throw badRequest(FeedbackMessage.invalidScreenshot);
  }
  const key = await storage.put('feedbackFiles', ownerId, randomFileName(image.extension), image.buffer);
  return { key, fileName: displayFileName(file.originalName, image.extension), contentType: image.contentType };
}

/** Runs `work` after a file was stored; removes the file again when the work fails, so nothing is left behind. */
export async function keepFileOnlyIfDone<T>(storage: Storage, stored: StoredScreenshot | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (stored !== undefined) await storage.remove(stored.key);
    throw error;
  }
}
