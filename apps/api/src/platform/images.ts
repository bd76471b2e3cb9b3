import { MAX_IMAGE_UPLOAD_BYTES, UploadMessage } from '@paytable/contracts';
import type sharpModule from 'sharp';
import { AppError } from './errors';

/** Uploads larger than this are refused before any decoding (the contract's limit, shown by the web too). */
export const DEFAULT_MAX_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** Stored images are scaled down to fit this box; nobody needs a 6000 px avatar or logo. */
export const DEFAULT_MAX_IMAGE_SIDE = 2048;
/**
 * Decoded pixels allowed per image (about 40 megapixels, a large phone photo). A tiny PNG can declare
 * 12000×12000 pixels and inflate to hundreds of megabytes: such decompression bombs are refused by
 * sharp before it allocates them.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Raster formats we accept. SVG is refused on purpose: it is a document that can carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const WEBP_QUALITY = 82;

export const INVALID_IMAGE_MESSAGE = UploadMessage.invalidImage;

export interface ImageUploadOptions {
  maxBytes?: number;
  maxWidth?: number;
  maxHeight?: number;
}

export interface ProcessedImage {
  buffer: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/** "5 MB", "512 KB": the limit as the person uploading reads it. */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, `The file is too large (max ${formatByteLimit(maxBytes)})`);

const invalidImage = () => new AppError(400, INVALID_IMAGE_MESSAGE);

/** The decoder, strict: truncated data, unknown formats and pixel bombs all throw. */
const decoder = (sharp: typeof sharpModule, input: Buffer) => sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: false });

/** sharp (libvips) loads on the first image handled rather than at start: most processes never handle one. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Checks an uploaded image by its content (never its name or declared type) and re-encodes it:
 * rotated upright per its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC comments) dropped,
 * scaled down to fit maxWidth×maxHeight, written as WebP. The caller stores only what this returns, so a
 * file that fails here leaves nothing behind.
 *
 * Throws AppError 413 'The file is too large (max N MB)' or 400 'The file is not a valid image'.
 */
export async function processImageUpload(input: Buffer, options: ImageUploadOptions = {}): Promise<ProcessedImage> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  if (input.length > maxBytes) throw fileTooLarge(maxBytes);
  if (input.length === 0) throw invalidImage();

  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await decoder(sharp, input).metadata()).format;
  } catch {
    throw invalidImage();
  }
  if (format === undefined || !ACCEPTED_FORMATS.has(format)) throw invalidImage();

  try {
    // sharp writes no metadata unless asked (withMetadata/keepMetadata), so re-encoding strips it all.
    const { data, info } = await decoder(sharp, input)
      .rotate()
      .resize({
        width: options.maxWidth ?? DEFAULT_MAX_IMAGE_SIDE,
        height: options.maxHeight ?? DEFAULT_MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { buffer: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    // Decoding the pixels is where truncated or corrupt data shows up (the header alone may look fine).
    throw invalidImage();
  }
}

export interface ImageVariantSpec {
  /** Appended to the stored file name: `<name>-<variant>.webp`. */
  name: string;
  width: number;
  height: number;
  /** 'cover' crops to exactly width×height (avatars, tiles); 'inside' keeps the whole picture. */
  fit: 'cover' | 'inside';
}

export type ImageVariant = ProcessedImage & { name: string };

/** The thumbnail every avatar list uses: a 160 px square, sharp on high-density screens at 80 px. */
export const THUMBNAIL_VARIANT: ImageVariantSpec = { name: 'thumb', width: 160, height: 160, fit: 'cover' };

/**
 * Smaller copies of an image that processImageUpload already accepted (pass its buffer). Variants never
 * enlarge the source.
 */
export async function imageVariants(processed: Buffer, specs: readonly ImageVariantSpec[]): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  return Promise.all(
    specs.map(async (spec) => {
      const { data, info } = await sharp(processed)
        .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return {
        name: spec.name,
        buffer: data,
        contentType: 'image/webp',
        extension: 'webp',
        width: info.width,
        height: info.height,
      };
    }),
  );
}

/** `abc.webp` + 'thumb' → `abc-thumb.webp`: where a variant of a stored file lives. */
export function variantFileName(fileName: string, variant: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}-${variant}${fileName.slice(dot)}` : `${fileName}-${variant}`;
}
