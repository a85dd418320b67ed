import { decode as decodePng, init as initPng } from '@jsquash/png/decode.js';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncoder } from '@jsquash/jpeg/encode.js';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import resize, { initResize } from '@jsquash/resize';
import { fitInside, type PhotoCodec } from './codec';
import { readImageHeader } from './header';
import { applyOrientation, flattenOnWhite, type Rgba } from './pixels';
import { loadWasmModules } from './wasm-modules';

// The WebAssembly codec (the Squoosh codecs as @jsquash packages: mozjpeg, libwebp, the png and
// resize crates), for hosts without sharp: Cloudflare Workers. Same contract as sharp-codec.ts
// (photos.test.ts runs on both). No EXIF survives: the pixels are decoded and a new JPEG written.

let ready: Promise<void> | undefined;

function init(): Promise<void> {
  ready ??= loadWasmModules().then(async (m) => {
    // The emscripten codecs take the module through their init; the png and resize ones
    // (wasm-bindgen) accept it directly. Nothing is fetched here.
    await Promise.all([
      initJpegDecoder(m.jpegDecoder),
      initJpegEncoder(m.jpegEncoder),
      initWebpDecoder(m.webpDecoder),
      initPng(m.pngCodec),
      initResize(m.resizer),
    ]);
  });
  ready.catch(() => (ready = undefined));
  return ready;
}

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function decode(format: string, bytes: Uint8Array): Promise<Rgba> {
  if (format === 'jpeg') return decodeJpeg(arrayBuffer(bytes), { preserveOrientation: false });
  if (format === 'png') return decodePng(arrayBuffer(bytes));
  return decodeWebp(arrayBuffer(bytes));
}

const imageData = (image: Rgba): ImageData => new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height);

export const wasmCodec: PhotoCodec = {
  name: 'wasm',
  async probe(bytes) {
    const header = readImageHeader(bytes);
    if (!header || !header.width || !header.height) return null;
    return { format: header.format, width: header.width, height: header.height };
  },
  async toJpeg(bytes, { maxSide, quality, maxPixels }) {
    const header = readImageHeader(bytes);
    if (!header || !header.width || !header.height) throw new Error('unreadable image header');
    if (header.width * header.height > maxPixels) throw new Error('too many pixels');
    await init();
    let image = await decode(header.format, bytes);
    if (image.width !== header.width || image.height !== header.height) throw new Error('header and pixels disagree');
    // Flatten first: the resize then works on opaque pixels (no premultiplied alpha needed).
    if (header.format !== 'jpeg') flattenOnWhite(image);
    // Resize before turning upright: the box is square, so the order does not change the size,
    // and turning the smaller image costs less.
    const size = fitInside(image.width, image.height, maxSide);
    if (size.width !== image.width || size.height !== image.height) {
      image = await resize(imageData(image), { ...size, method: 'lanczos3', premultiply: false, linearRGB: false });
    }
    image = applyOrientation(image, header.orientation);
    const jpeg = await encodeJpeg(imageData(image), { quality });
    return { bytes: new Uint8Array(jpeg), width: image.width, height: image.height };
  },
};
