import type { StorageConfig } from '../config';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

/** The storage backend the configuration selects: STORAGE=local (DATA_DIR/uploads) or STORAGE=s3. */
export function createStorage(config: StorageConfig, dataDir: string): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(dataDir);
}
