import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILES_PATH, storageFolders, type StorageFolder } from '@paytable/contracts';

export { storageFolders, type StorageFolder };

/** Where stored files are served (modules/files). Image fields in API answers start with this. */
export const FILES_URL_PREFIX = FILES_PATH;

/**
 * One stored file is addressed by a key `folder/ownerId/fileName` (seed 000 §3). Every segment must
 * match this pattern, so no key can climb out of its folder ('..', '/', '\', NUL, leading dots).
 */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const isStorageFolder = (value: string): value is StorageFolder => (storageFolders as readonly string[]).includes(value);

export interface StorageKey {
  folder: StorageFolder;
  ownerId: string;
  fileName: string;
}

/** Parses and checks a key; undefined for anything that is not exactly folder/ownerId/fileName. */
export function parseStorageKey(key: string): StorageKey | undefined {
  const segments = key.split('/');
  if (segments.length !== 3) return undefined;
  const [folder, ownerId, fileName] = segments as [string, string, string];
  if (!isStorageFolder(folder) || !/^\d{1,12}$/.test(ownerId) || !SAFE_SEGMENT.test(fileName)) return undefined;
  return { folder, ownerId, fileName };
}

export const storageKey = (folder: StorageFolder, ownerId: number | string, fileName: string) =>
  `${folder}/${ownerId}/${fileName}`;

/** A fresh, unguessable file name; the uploader's own name is never used on disk. */
export const randomFileName = (extension: string) => `${randomUUID()}.${extension.replace(/^\./, '')}`;

/** The public URL of a stored file: `/api/v1/files/profileImages/12/abc.webp`. */
export const fileUrl = (folder: StorageFolder, ownerId: number | string, fileName: string) =>
  `${FILES_URL_PREFIX}/${storageKey(folder, ownerId, fileName)}`;

/**
 * What an image column holds, as the API answers it (seed 000 §3): a bare file name becomes its files
 * URL; an absolute http(s) URL or an already-built path is used as given; nothing stays null.
 */
export function storedImageUrl(folder: StorageFolder, ownerId: number | string, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored) || stored.startsWith('/')) return stored;
  return fileUrl(folder, ownerId, stored);
}

/** Types a stored file is served as (by the files route or an object store). Anything else downloads as opaque bytes. */
const INLINE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The inline content type of a stored file by its (server-chosen) extension, or undefined for a download. */
export function inlineContentType(fileName: string): string | undefined {
  return INLINE_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()];
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Where a browser fetches the file at `key` directly, or undefined when the files route serves it
   * (local disk, or an object store without a public address).
   */
  publicUrl(key: string): string | undefined;
  /** Stores a file at folder/ownerId/fileName (all-or-nothing) and returns that key. */
  put(folder: StorageFolder, ownerId: number | string, fileName: string, body: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes, or undefined when the key is invalid or nothing is stored there. */
  readIfExists(key: string): Promise<Buffer | undefined>;
  /** Deletes a file; a missing file is not an error (deletes are retried and cleaned up best-effort). */
  remove(key: string): Promise<void>;
  /** Write, read back and delete a probe file: proves the store is usable. */
  probe(): Promise<void>;
  /** Releases connections (the S3 client's sockets); the app calls it on close. */
  close(): void;
}

const isMissingFile = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

/** Local disk under DATA_DIR/uploads. Keys are checked so that no path can escape that folder. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const resolveKey = (key: string): string => {
    const parsed = parseStorageKey(key);
    if (!parsed) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, parsed.folder, parsed.ownerId, parsed.fileName);
  };
  return {
    kind: 'local',
    publicUrl: () => undefined,
    async put(folder, ownerId, fileName, body) {
      const key = storageKey(folder, ownerId, fileName);
      const file = resolveKey(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write beside the target and rename: a reader (or a crash) never sees half a file.
      const partial = path.join(path.dirname(file), `.${randomUUID()}.partial`);
      try {
        await fs.writeFile(partial, body);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    read: (key) => fs.readFile(resolveKey(key)),
    async readIfExists(key) {
      if (!parseStorageKey(key)) return undefined;
      try {
        return await fs.readFile(resolveKey(key));
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(resolveKey(key), { force: true });
    },
    async probe() {
      const dir = path.join(root, '.probe');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, randomUUID());
      await fs.writeFile(file, 'ok');
      await fs.readFile(file);
      await fs.rm(file, { force: true });
    },
    close: () => undefined,
  };
}
