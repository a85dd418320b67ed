// Pixel work the WebAssembly codecs leave to us, on RGBA buffers (4 bytes a pixel).

export type Rgba = { data: Uint8ClampedArray; width: number; height: number };

/** Puts every pixel on a white background, in place (a JPEG has no alpha: transparent → white). */
export function flattenOnWhite(image: Rgba): void {
  const d = image.data;
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3]!;
    if (a === 255) continue;
    const keep = a / 255;
    const white = 255 * (1 - keep);
    d[i] = d[i]! * keep + white;
    d[i + 1] = d[i + 1]! * keep + white;
    d[i + 2] = d[i + 2]! * keep + white;
    d[i + 3] = 255;
  }
}

/**
 * Turns an image stored with EXIF orientation 2-8 upright (1 is already upright), as sharp's
 * rotate() does. Orientations 5-8 swap width and height.
 */
export function applyOrientation(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint32Array(outW * outH);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let dx: number;
      let dy: number;
      switch (orientation) {
        case 2:
          [dx, dy] = [w - 1 - x, y];
          break; // mirrored
        case 3:
          [dx, dy] = [w - 1 - x, h - 1 - y];
          break; // upside down
        case 4:
          [dx, dy] = [x, h - 1 - y];
          break; // mirrored vertically
        case 5:
          [dx, dy] = [y, x];
          break; // transposed
        case 6:
          [dx, dy] = [h - 1 - y, x];
          break; // turned 90° clockwise to view
        case 7:
          [dx, dy] = [h - 1 - y, w - 1 - x];
          break; // transversed
        default:
          [dx, dy] = [y, w - 1 - x];
          break; // 8: turned 90° anticlockwise to view
      }
      out[dy * outW + dx] = src[y * w + x]!;
    }
  }
  return { data: new Uint8ClampedArray(out.buffer), width: outW, height: outH };
}
