import { FILES_PATH, type StorageFolder } from '@paytable/contracts';

/**
 * The one place an image field becomes something an <img> can load (seed 000 §3, Images):
 * - an absolute http(s) URL, or a path the API already built (`/api/v1/files/…`), is used as given;
 * - a bare file name is looked up in its storage location `/api/v1/files/{folder}/{ownerId}/{name}`;
 * - nothing (null, '', a name without its owner) gives null, so callers show their fallback.
 */
export function resolveImageUrl(
  value: string | null | undefined,
  location?: { folder: StorageFolder; ownerId: number | string | null | undefined },
): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('data:') || trimmed.startsWith('blob:')) {
    return trimmed;
  }
  if (!location || location.ownerId === null || location.ownerId === undefined || location.ownerId === '') return null;
  return `${FILES_PATH}/${location.folder}/${encodeURIComponent(String(location.ownerId))}/${encodeURIComponent(trimmed)}`;
}
