import { EVENT_LIMITS, EventMessage, MAX_IMAGE_UPLOAD_BYTES, type Event } from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { processImageUpload } from '../../platform/images';
import { randomFileName, storedImageUrl } from '../../platform/storage';
import * as repo from './repository';
import { getEvent, requireManagedEventFor, viewerOf, type EventsDeps } from './service';

const IMAGE_SIDE = 2048;

/** POST /events/{id}/images: checked by content, re-encoded, stored under eventImages/{id}; appended. */
export async function addEventImage(deps: EventsDeps, user: AuthUser, id: number, bytes: Buffer): Promise<Event> {
  const { db, storage } = deps.platform;
  const before = await db.transaction((tx) => requireManagedEventFor(tx, user, id));
  if (before.imageUrls.length >= EVENT_LIMITS.imagesMax) throw conflict(EventMessage.imageLimit);
  const image = await processImageUpload(bytes, { maxBytes: MAX_IMAGE_UPLOAD_BYTES, maxWidth: IMAGE_SIDE, maxHeight: IMAGE_SIDE });
  const fileName = randomFileName(image.extension);
  await storage.put('eventImages', id, fileName, image.buffer);
  try {
    await db.transaction(async (tx) => {
      const event = await requireManagedEventFor(tx, user, id);
      if (event.imageUrls.length >= EVENT_LIMITS.imagesMax) throw conflict(EventMessage.imageLimit);
      await repo.updateEvent(tx, id, { imageUrls: [...event.imageUrls, fileName], sequence: event.sequence, updatedAt: new Date() });
    });
  } catch (error) {
    await storage.remove(`eventImages/${id}/${fileName}`);
    throw error;
  }
  return getEvent(db, await viewerOf(db, user), id);
}

/** DELETE /events/{id}/images?url=…: the stored file name or its URL. */
export async function removeEventImage(deps: EventsDeps, user: AuthUser, id: number, url: string): Promise<Event> {
  const { db, storage } = deps.platform;
  let removed: string | undefined;
  await db.transaction(async (tx) => {
    const event = await requireManagedEventFor(tx, user, id);
    removed = event.imageUrls.find((image) => image === url || storedImageUrl('eventImages', id, image) === url || url.endsWith(`/${image}`));
    if (removed === undefined) throw notFound(EventMessage.imageNotFound);
    await repo.updateEvent(tx, id, { imageUrls: event.imageUrls.filter((image) => image !== removed), updatedAt: new Date() });
  });
  if (removed !== undefined && !/^https?:\/\//.test(removed)) await storage.remove(`eventImages/${id}/${removed}`).catch(() => undefined);
  return getEvent(db, await viewerOf(db, user), id);
}
