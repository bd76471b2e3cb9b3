import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { inlineContentType, parseStorageKey, storageKey, type Storage } from './storage';

/** Stored names are random and never reused, so an object never changes: a year of caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Probe objects live outside every upload folder, so no files URL can ever reach them. */
const PROBE_PREFIX = '.probe/';

const isMissingObject = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible object store (AWS S3, MinIO, R2, Ceph…) behind the same Storage interface as local
 * disk: objects are stored under the same `folder/ownerId/fileName` keys, with the type a browser needs
 * when the bucket is served publicly (S3_PUBLIC_URL).
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // An upload request waits on this store; a hung store must fail the request, not hold it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const bucket = config.bucket;

  const checkedKey = (key: string): string => {
    if (!parseStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  const getObject = async (key: string): Promise<Buffer | undefined> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  };

  const putObject = async (key: string, body: Buffer, contentType: string | undefined) => {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType ?? 'application/octet-stream',
        // Anything not shown inline (a ticket attachment) downloads, never renders as a page.
        ContentDisposition: contentType ? undefined : 'attachment',
        CacheControl: IMMUTABLE,
      }),
    );
  };

  return {
    kind: 's3',
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${checkedKey(key)}` : undefined),
    async put(folder, ownerId, fileName, body) {
      // A PUT is atomic in S3: the object appears whole or not at all.
      const key = checkedKey(storageKey(folder, ownerId, fileName));
      await putObject(key, body, inlineContentType(fileName));
      return key;
    },
    async read(key) {
      const body = await getObject(checkedKey(key));
      if (body === undefined) throw new Error(`No stored file at ${key}`);
      return body;
    },
    readIfExists: (key) => (parseStorageKey(key) ? getObject(key) : Promise.resolve(undefined)),
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the interface wants.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    async probe() {
      const key = `${PROBE_PREFIX}${randomUUID()}`;
      await putObject(key, Buffer.from('ok'), 'text/plain');
      await getObject(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
