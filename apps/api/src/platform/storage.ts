import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The folders of seed 000 §3 (Images) and the other uploads. */
export const storageFolders = [
  'profileImages',
  'companyLogos',
  'gameTiles',
  'pressImages',
  'ticketFiles',
  'eventImages',
] as const;
export type StorageFolder = (typeof storageFolders)[number];

export interface Storage {
  readonly kind: 'local';
  /** Stores a file at folder/ownerId/fileName and returns that relative key. */
  put(folder: StorageFolder, ownerId: number | string, fileName: string, body: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Write, read back and delete a probe file: proves the store is usable. */
  probe(): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Local disk under DATA_DIR/uploads. Keys are checked so that no path can escape that folder. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const resolveKey = (key: string): string => {
    const segments = key.split('/');
    if (segments.length !== 3 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path.join(root, ...segments);
  };
  return {
    kind: 'local',
    async put(folder, ownerId, fileName, body) {
      const key = `${folder}/${ownerId}/${fileName}`;
      const file = resolveKey(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return key;
    },
    read: (key) => fs.readFile(resolveKey(key)),
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
  };
}
