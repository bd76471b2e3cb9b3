import type { StorageConfig } from '../config';
import { createLocalStorage, type Storage } from './storage';

/**
 * The storage backend the configuration selects: STORAGE=local (DATA_DIR/uploads) or STORAGE=s3. The S3
 * client (the AWS SDK) is loaded only when S3 is selected: a local deployment never needs it.
 */
export async function createStorage(config: StorageConfig, dataDir: string): Promise<Storage> {
  if (config.kind !== 's3') return createLocalStorage(dataDir);
  const { createS3Storage } = await import('./storage-s3');
  return createS3Storage(config);
}
