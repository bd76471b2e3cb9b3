import multipart from '@fastify/multipart';
import { UploadMessage } from '@paytable/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from './errors';
import { DEFAULT_MAX_IMAGE_BYTES, fileTooLarge } from './images';

export const NO_FILE_MESSAGE = UploadMessage.noFile;

export interface UploadedFile {
  buffer: Buffer;
  /** The name the browser sent: for display only, never used to build a storage path or pick a type. */
  originalName: string;
  /** What the browser claimed; content checks (processImageUpload) decide what the file really is. */
  declaredType: string;
  /** The form's text fields (caption, altText…), wherever they sit relative to the file part. */
  fields: Record<string, string>;
}

/**
 * Registers @fastify/multipart with tight defaults: one file per request, a few small text fields.
 * Files are read into memory only through readSingleFile, which enforces its own size limit.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: {
      fileSize: DEFAULT_MAX_IMAGE_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
      headerPairs: 100,
    },
  });
});

/**
 * A route's own file limit, lowered to the platform's upload limit (admin/settings) when an admin set a
 * smaller one: the setting applies to every upload at once, and never raises a route's own limit.
 */
export function uploadLimit(request: FastifyRequest, routeMaxBytes: number = DEFAULT_MAX_IMAGE_BYTES): number {
  return Math.min(routeMaxBytes, request.server.platform.settings.current().uploadMaxBytes);
}

/** The multipart plugin's own errors, turned into the messages the client shows. */
function uploadError(error: unknown, maxBytes: number, maxFiles = 1): AppError | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(NO_FILE_MESSAGE);
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest(maxFiles === 1 ? 'Upload one file at a time' : `Attach at most ${maxFiles} files`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest('The upload form has too many or invalid fields');
    default:
      // busboy's parse errors ("Unexpected end of form", a missing boundary) and a client that hangs up.
      if (error instanceof Error && !(error instanceof AppError)) return badRequest('The upload is incomplete or malformed');
      return undefined;
  }
}

/**
 * Reads a multipart request's text fields and the file of `fieldName` (if any) into memory, the file at
 * most `maxBytes`. Nothing touches the disk here: the caller validates the bytes, then stores them, so a
 * refused upload can never leave a half-written file. Throws 413 'The file is too large (max N MB)'.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fieldName: string,
  options: { maxBytes?: number } = {},
): Promise<{ file: Omit<UploadedFile, 'fields'> | undefined; fields: Record<string, string> }> {
  const maxBytes = uploadLimit(request, options.maxBytes);
  const fields: Record<string, string> = {};
  let file: Omit<UploadedFile, 'fields'> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        // Read every file part so busboy can go on to the fields after it; keep only the expected one.
        const buffer = await part.toBuffer();
        if (part.fieldname === fieldName && file === undefined && buffer.length > 0) {
          file = { buffer, originalName: part.filename, declaredType: part.mimetype };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes) ?? error;
  }
  return { file, fields };
}

/**
 * Like readUploadForm, for a form that sends up to `maxFiles` files under `fieldName` (each at most
 * `maxBytes`, read into memory). More files answer 400 'Attach at most N files'; empty files are skipped.
 */
export async function readUploadFiles(
  request: FastifyRequest,
  fieldName: string,
  options: { maxBytes?: number; maxFiles: number },
): Promise<{ files: Omit<UploadedFile, 'fields'>[]; fields: Record<string, string> }> {
  const maxBytes = uploadLimit(request, options.maxBytes);
  const fields: Record<string, string> = {};
  const files: Omit<UploadedFile, 'fields'>[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: options.maxFiles } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fieldName && buffer.length > 0) files.push({ buffer, originalName: part.filename, declaredType: part.mimetype });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes, options.maxFiles) ?? error;
  }
  return { files, fields };
}

/**
 * Reads the one file of a multipart request from `fieldName` (readUploadForm). Throws 400 'No file
 * uploaded' (no multipart body, no such field, an empty file) and 413 'The file is too large (max N MB)'.
 */
export async function readSingleFile(
  request: FastifyRequest,
  fieldName: string,
  options: { maxBytes?: number } = {},
): Promise<UploadedFile> {
  const { file, fields } = await readUploadForm(request, fieldName, options);
  if (file === undefined) throw badRequest(NO_FILE_MESSAGE);
  return { ...file, fields };
}
