import { getPhotoCodec } from '@/lib/images';

// Product photos are printed about 3 cm wide; 360 px is 300 dpi at that size. Every photo goes
// through the site's codec (sharp, or WebAssembly on a Worker) rather than straight into the PDF:
// the PDF library embeds only JPEG and PNG (stored photos may be WebP), and a full-size upload
// would make each quotation megabytes large.
export const PDF_PHOTO_MAX_SIDE = 360;
const PDF_PHOTO_QUALITY = 80;
const PDF_PHOTO_MAX_PIXELS = 40_000_000;

export type PdfPhoto = { jpeg: Buffer; width: number; height: number };

/**
 * The JPEG to embed for each distinct photo (the same bytes object is converted once), or null for
 * a photo the codec cannot read: a damaged photo should cost the buyer a picture, not the quotation.
 */
export async function preparePhotos(photos: readonly (Uint8Array | null)[]): Promise<(PdfPhoto | null)[]> {
  const distinct = new Map<Uint8Array, Promise<PdfPhoto | null>>();
  const convert = async (bytes: Uint8Array): Promise<PdfPhoto | null> => {
    try {
      const codec = await getPhotoCodec();
      const out = await codec.toJpeg(bytes, {
        maxSide: PDF_PHOTO_MAX_SIDE,
        quality: PDF_PHOTO_QUALITY,
        maxPixels: PDF_PHOTO_MAX_PIXELS,
      });
      return { jpeg: Buffer.from(out.bytes), width: out.width, height: out.height };
    } catch {
      return null;
    }
  };
  return Promise.all(
    photos.map((bytes) => {
      if (!bytes || bytes.length === 0) return null;
      let pending = distinct.get(bytes);
      if (!pending) {
        pending = convert(bytes);
        distinct.set(bytes, pending);
      }
      return pending;
    }),
  );
}
