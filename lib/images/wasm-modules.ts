import jpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import jpegEncoder from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import pngCodec from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import resizer from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.wasm?module';

// The compiled WebAssembly modules, as module imports: workerd refuses to compile WebAssembly from
// bytes at run time, so the bundler must hand them over already compiled (`?module`: Turbopack on
// the Node server, the OpenNext/wrangler bundle on the Worker, a plugin in vitest.config.ts).
export const wasmModules = { jpegDecoder, jpegEncoder, pngCodec, resizer, webpDecoder };
export type WasmModules = typeof wasmModules;
