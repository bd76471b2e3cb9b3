import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { randomIp } from './auth-helpers';

type FilePart = { field: string; name: string; type: string; content: Buffer | string };

/** A multipart/form-data body as a browser sends it (built by undici's FormData serializer), with one file, several or none. */
export async function multipartBody(file: FilePart | readonly FilePart[] | undefined, fields: Record<string, string> = {}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const files: readonly FilePart[] = file === undefined ? [] : Array.isArray(file) ? file : [file as FilePart];
  for (const part of files) form.append(part.field, new Blob([part.content], { type: part.type }), part.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** POSTs one file (or none) as multipart to `url` with a bearer token. */
export async function uploadFile(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { field: string; name: string; type: string; content: Buffer | string } | undefined,
  method: 'POST' | 'PUT' = 'POST',
) {
  const { payload, headers } = await multipartBody(file);
  return app.inject({ method, url, payload, remoteAddress: randomIp(), headers: { ...headers, authorization: `Bearer ${token}` } });
}

/** A real photo-like PNG of the given size. */
export const pngImage = (width = 640, height = 480, color = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

/** A JPEG carrying EXIF (camera, GPS-like text) and an orientation of 6 (rotate 90° to view). */
export const jpegWithExif = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Model: 'X100', Artist: 'Secret Name' } } })
    .toBuffer();

/** Every file stored under DATA_DIR/uploads (relative paths), for "nothing was stored" assertions. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.probe'))
    .sort();
}
