// Every stored image goes through here: decoded and re-encoded by sharp (so no polyglot, script
// or metadata survives), bounded in size, and written under a random name.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.js';
import { AppError, validationError } from '../../errors.js';

/** Which upload call a file came from; flags are kept lossless. */
export type ImageKind = 'picture' | 'flag';

/** A stored image is at most this many pixels on its longer side. */
export const MAX_IMAGE_SIDE = 1024;
/** Decoding refuses images above this many megapixels (decompression bombs). */
export const MAX_INPUT_MEGAPIXELS = 40;

/** The formats API.md accepts; sharp can read more (TIFF, HEIF...), which are refused. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'svg']);
const FILE_NAME = /^[0-9a-f]{32}\.(webp|png)$/;

export interface EncodedImage {
  data: Buffer;
  extension: 'webp' | 'png';
}

/** The directory holding uploaded and generated images. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The public address of a stored file name. */
export function imageUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}

/** True for a stored file's name as `storeImage` makes it (and nothing a path could hide in). */
export function isStoredFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** A 413 for an upload over the size limit. */
export function uploadTooLarge(maxBytes: number): AppError {
  const max = Math.round(maxBytes / (1024 * 1024));
  return new AppError(413, 'uploads.too_large', 'The file is too large.', null, {}, { max });
}

/** SVG has no pixel size of its own: render it so its longer side is about MAX_IMAGE_SIDE. */
function svgDensity(width: number | undefined, height: number | undefined): number {
  const side = Math.max(width ?? 0, height ?? 0);
  if (!side) return 72;
  return Math.min(10_000, Math.max(1, (72 * MAX_IMAGE_SIDE) / side));
}

/**
 * Decodes `input` and re-encodes it (pictures as WebP, flags as PNG), at most MAX_IMAGE_SIDE on
 * a side, without enlarging and without metadata. SVG is rasterised. Anything that is not a PNG,
 * JPEG, WebP, GIF or SVG image is a 422 on `field`.
 */
export async function reencodeImage(
  input: Buffer,
  kind: ImageKind,
  field: string,
): Promise<EncodedImage> {
  const notImage = () => validationError({ [field]: { key: 'uploads.not_image' } });
  const limitInputPixels = MAX_INPUT_MEGAPIXELS * 1_000_000;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so no limit here: the check below then says why.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) throw notImage();
  const isSvg = meta.format === 'svg';
  if (!isSvg && meta.width * meta.height > limitInputPixels) {
    throw validationError({
      [field]: { key: 'uploads.too_many_pixels', params: { max: MAX_INPUT_MEGAPIXELS } },
    });
  }
  try {
    const pipeline = sharp(input, {
      limitInputPixels,
      ...(isSvg ? { density: svgDensity(meta.width, meta.height) } : {}),
    })
      // Apply the EXIF orientation before the metadata is dropped (sharp keeps none by default).
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (kind === 'flag') {
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
    }
    return { data: await pipeline.webp({ quality: 82 }).toBuffer(), extension: 'webp' };
  } catch {
    throw notImage();
  }
}

/** Writes an encoded image under a new random name in `dir`; returns its public address. */
export async function storeImage(dir: string, image: EncodedImage): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${image.extension}`;
  await fs.writeFile(path.join(dir, name), image.data, { flag: 'wx' });
  return imageUrl(name);
}

/** True when `url` is the address of an image stored in `dir`. */
export async function storedImageExists(dir: string, url: string): Promise<boolean> {
  const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  if (!isStoredFileName(name)) return false;
  try {
    return (await fs.stat(path.join(dir, name))).isFile();
  } catch {
    return false;
  }
}
