import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { sniffImageKind } from './image-kind';

export { sniffImageKind };

// Upload rules for product photos: the bytes decide (never the file name or the browser's type),
// and everything accepted is re-encoded, so what we store is a plain JPEG we produced ourselves.

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 2160;
export const PHOTO_JPEG_QUALITY = 82;

export type PhotoRefusal = 'empty' | 'tooLarge' | 'notImage' | 'tooManyPixels' | 'unreadable';

export type ProcessedPhoto = { bytes: Uint8Array; width: number; height: number; contentType: 'image/jpeg' };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoRefusal };

// IMPORTANT: a polyglot is a file that is a valid image AND a valid HTML/script/PHP document.
// Re-encoding drops the payload, but we refuse such files outright so nothing odd is ever kept
// around (and so an upload log never shows one as accepted).
const POLYGLOT_MARKERS = ['<script', '<html', '<?php', '<svg', '<iframe', 'javascript:', '<body', '<!doctype'];

export function looksLikePolyglot(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return POLYGLOT_MARKERS.some((marker) => text.includes(marker));
}

/**
 * Validates one uploaded photo and re-encodes it to a JPEG (longest side ≤ 2160 px, EXIF/GPS and
 * every other metadata dropped, orientation applied). Returns the reason when refused.
 */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoResult> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, reason: 'tooLarge' };
  const kind = sniffImageKind(bytes);
  if (!kind || looksLikePolyglot(bytes)) return { ok: false, reason: 'notImage' };

  // Check the header's dimensions before decoding anything: a pixel bomb is a few KB on disk.
  let meta: Metadata;
  try {
    // metadata() parses the header only (no pixel buffer), so the limit is checked by us below
    // with a clear reason; the decode further down still enforces limitInputPixels.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  if (meta.format !== kind) return { ok: false, reason: 'notImage' };

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', pages: 1 })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // transparent PNG/WebP → white, not black
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: new Uint8Array(data), width: info.width, height: info.height, contentType: 'image/jpeg' } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
