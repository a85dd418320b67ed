import type { PhotoCodec } from './codec';

// sharp (libvips), the Node host's codec. Imported here and only here, lazily: a module that
// imports sharp at load makes every page that reaches it fail on a host without the native library.
const loadSharp = () => import('sharp').then((m) => m.default);

export const sharpCodec: PhotoCodec = {
  name: 'sharp',
  async probe(bytes) {
    const sharp = await loadSharp();
    try {
      // metadata() parses the header only (no pixel buffer), so the pipeline checks the pixel
      // limit itself with a clear reason; toJpeg() still enforces limitInputPixels.
      const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
      if (!meta.width || !meta.height) return null;
      return { format: meta.format, width: meta.width, height: meta.height };
    } catch {
      return null;
    }
  },
  async toJpeg(bytes, { maxSide, quality, maxPixels }) {
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // transparent PNG/WebP → white, not black
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  },
};
