import { parseImageCodec, type ImageCodecName, type PhotoCodec } from './codec';

export type { EncodedJpeg, ImageCodecName, JpegOptions, PhotoCodec, ProbedImage } from './codec';
export { fitInside, parseImageCodec } from './codec';

// Each codec loads on first use (dynamic import): sharp is a native library that workerd cannot
// load, and the WebAssembly codecs are not needed on a Node host that has sharp.
const loaded = new Map<ImageCodecName, Promise<PhotoCodec>>();

function load(name: ImageCodecName): Promise<PhotoCodec> {
  if (name === 'wasm') return import('./wasm-codec').then((m) => m.wasmCodec);
  return import('./sharp-codec').then((m) => m.sharpCodec);
}

/** The codec IMAGE_CODEC names (read on each call, so a test can switch it), or the one asked for. */
export function getPhotoCodec(name: ImageCodecName = parseImageCodec(process.env.IMAGE_CODEC)): Promise<PhotoCodec> {
  let codec = loaded.get(name);
  if (!codec) {
    codec = load(name);
    // A failed load (say sharp missing) is not remembered: the next upload tries again.
    codec.catch(() => loaded.delete(name));
    loaded.set(name, codec);
  }
  return codec;
}
