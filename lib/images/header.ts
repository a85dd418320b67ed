// What a photo's header says, read without decoding a pixel: the dimensions (so a pixel bomb, a
// few KB on disk, is refused before anything is allocated for it) and the EXIF orientation (which
// the WebAssembly decoders ignore, so the codec applies it itself). JPEG, PNG and WebP only.

export type HeaderFormat = 'jpeg' | 'png' | 'webp';
export type ImageHeader = { format: HeaderFormat; width: number; height: number; orientation: number };

const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The orientation tag (1-8) of a TIFF block (the body of an EXIF segment); 1 when absent or odd. */
export function tiffOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const u16 = (i: number) => (little ? le16(tiff, i) : be16(tiff, i));
  const u32 = (i: number) => (little ? (le16(tiff, i) | (le16(tiff, i + 2) << 16)) >>> 0 : be32(tiff, i));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function jpegHeader(b: Uint8Array): ImageHeader | null {
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (marker === 0xe1 && ascii(b, i + 4, i + 10) === 'Exif\0\0') {
      orientation = tiffOrientation(b.subarray(i + 10, i + 2 + length));
    }
    // SOF0-SOF15 carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      return { format: 'jpeg', height: be16(b, i + 5), width: be16(b, i + 7), orientation };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame
    i += 2 + length;
  }
  return null;
}

function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { format: 'png', width: be32(b, 16), height: be32(b, 20), orientation: 1 };
}

function webpHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { format: 'webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff, orientation: 1 };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === 'VP8X') {
    let orientation = 1;
    // Walk the chunks for an EXIF one (its orientation applies to the canvas, as sharp does).
    for (let i = 12; i + 8 <= b.length;) {
      const size = b[i + 4]! | (b[i + 5]! << 8) | (b[i + 6]! << 16) | (b[i + 7]! << 24);
      if (size < 0) break;
      if (ascii(b, i, i + 4) === 'EXIF') {
        let tiff = b.subarray(i + 8, i + 8 + size);
        if (ascii(tiff, 0, 6) === 'Exif\0\0') tiff = tiff.subarray(6);
        orientation = tiffOrientation(tiff);
      }
      i += 8 + size + (size & 1);
    }
    return { format: 'webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1, orientation };
  }
  return null;
}

/** The header of a JPEG, PNG or WebP file (by its magic bytes); null when it cannot be read. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return pngHeader(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webpHeader(bytes);
  return null;
}
