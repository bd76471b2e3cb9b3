import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngImage } from '../../test/upload-helpers';
import { AppError } from './errors';
import { imageVariants, processImageUpload, THUMBNAIL_VARIANT, variantFileName } from './images';

/** A real 1×1 PNG whose IHDR is rewritten (CRC included) to claim width×height: what a bomb looks like to a decoder. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  // Signature (8) + chunk length (4) + "IHDR" (4), then width and height; the CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImageUpload', () => {
  it('re-encodes to WebP with every metadata block stripped, rotated upright per EXIF first', async () => {
    const input = await jpegWithExif(400, 300);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const result = await processImageUpload(input);
    const after = await sharp(result.buffer).metadata();
    expect(result).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 300, height: 400 });
    expect(after).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.buffer.includes(Buffer.from('Secret Name'))).toBe(false);
  });

  it('scales a large image down to fit the box, keeping its proportions, and never enlarges a small one', async () => {
    const large = await processImageUpload(await pngImage(3000, 1500), { maxWidth: 1024, maxHeight: 1024 });
    expect([large.width, large.height]).toEqual([1024, 512]);
    const small = await processImageUpload(await pngImage(200, 100), { maxWidth: 1024, maxHeight: 1024 });
    expect([small.width, small.height]).toEqual([200, 100]);
  });

  it('refuses a text file whatever it is called, with 400 "The file is not a valid image"', async () => {
    const error = await rejection(processImageUpload(Buffer.from('<?php echo "not a picture"; ?>\n'.repeat(20))));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The file is not a valid image');
  });

  it('refuses a truncated JPEG (the header alone looks valid)', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.9));
    expect((await sharp(truncated).metadata()).format).toBe('jpeg');
    expect((await rejection(processImageUpload(truncated))).statusCode).toBe(400);
  });

  it('refuses a decompression bomb: a tiny PNG whose header declares 20000×20000 pixels', async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const error = await rejection(processImageUpload(bomb));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('The file is not a valid image');
  });

  it('refuses SVG, a document that can carry scripts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await rejection(processImageUpload(svg))).statusCode).toBe(400);
  });

  it('refuses a file over the limit with 413 naming the limit, before decoding it', async () => {
    const error = await rejection(processImageUpload(Buffer.alloc(5 * 1024 * 1024 + 1)));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('The file is too large (max 5 MB)');
    expect((await rejection(processImageUpload(await pngImage(), { maxBytes: 100 }))).message).toBe('The file is too large (max 1 KB)');
  });
});

describe('imageVariants', () => {
  it('makes a square thumbnail, named beside the original', async () => {
    const processed = await processImageUpload(await pngImage(900, 600));
    const [thumb] = await imageVariants(processed.buffer, [THUMBNAIL_VARIANT]);
    expect(thumb).toMatchObject({ name: 'thumb', width: 160, height: 160, contentType: 'image/webp' });
    expect(variantFileName('abc.webp', 'thumb')).toBe('abc-thumb.webp');
  });
});
