import { describe, expect, it } from 'vitest';
import { fitInside, parseImageCodec } from './codec';
import { readImageHeader, tiffOrientation } from './header';
import { applyOrientation } from './pixels';

describe('IMAGE_CODEC', () => {
  it('defaults to sharp and refuses an unknown codec', () => {
    expect(parseImageCodec(undefined)).toBe('sharp');
    expect(parseImageCodec('')).toBe('sharp');
    expect(parseImageCodec('wasm')).toBe('wasm');
    expect(() => parseImageCodec('vips')).toThrow(/IMAGE_CODEC/);
  });
});

describe('fitInside', () => {
  it('scales the longest side down and never enlarges', () => {
    expect(fitInside(4000, 3000, 2160)).toEqual({ width: 2160, height: 1620 });
    expect(fitInside(3000, 4000, 2160)).toEqual({ width: 1620, height: 2160 });
    expect(fitInside(800, 600, 2160)).toEqual({ width: 800, height: 600 });
  });
});

describe('readImageHeader', () => {
  it('reads a PNG header and refuses a header cut short', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20,
    ]);
    expect(readImageHeader(png)).toEqual({ format: 'png', width: 20000, height: 20000, orientation: 1 });
    expect(readImageHeader(png.subarray(0, 20))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toBeNull();
  });

  it('reads the orientation of a little-endian TIFF block', () => {
    // II, 42, IFD at 8; one entry: tag 0x0112, type SHORT, count 1, value 6.
    const tiff = new Uint8Array([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
    expect(tiffOrientation(tiff)).toBe(6);
  });
});

describe('applyOrientation', () => {
  // 2×1: pixel values 1 and 2 (one 32-bit word each).
  const image = () => ({ data: new Uint8ClampedArray(new Uint32Array([1, 2]).buffer), width: 2, height: 1 });
  const words = (img: { data: Uint8ClampedArray }) => [...new Uint32Array(img.data.buffer)];

  it('turns, mirrors and transposes as EXIF says', () => {
    expect(words(applyOrientation(image(), 2))).toEqual([2, 1]);
    const six = applyOrientation(image(), 6);
    expect([six.width, six.height, ...words(six)]).toEqual([1, 2, 1, 2]);
    const eight = applyOrientation(image(), 8);
    expect([eight.width, eight.height, ...words(eight)]).toEqual([1, 2, 2, 1]);
  });
});
