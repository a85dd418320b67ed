// Shared by the server's upload check (photos.ts) and the photo pickers' check on selection, so
// the browser refuses exactly the files the server would refuse by type.

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** JPEG, PNG or WebP by their magic bytes; null for anything else (SVG, HTML, GIF, text…). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
