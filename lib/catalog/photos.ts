import 'server-only';
import { getPhotoCodec } from '@/lib/images';
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

  // The codec (IMAGE_CODEC: sharp on Node, WebAssembly on Workers) only reads and writes pixels;
  // every rule stays here, so both are held to the same checks.
  const codec = await getPhotoCodec();
  // Check the header's dimensions before decoding anything: a pixel bomb is a few KB on disk.
  const meta = await codec.probe(bytes);
  if (!meta) return { ok: false, reason: 'unreadable' };
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  if (meta.format !== kind) return { ok: false, reason: 'notImage' };

  try {
    const jpeg = await codec.toJpeg(bytes, { maxSide: MAX_PHOTO_SIDE, quality: PHOTO_JPEG_QUALITY, maxPixels: MAX_PHOTO_PIXELS });
    return { ok: true, photo: { ...jpeg, contentType: 'image/jpeg' } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
