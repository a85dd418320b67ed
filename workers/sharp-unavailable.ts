// The Workers build (BUILD_TARGET=workers, npm run build:cloudflare) resolves `sharp` to this module:
// sharp is a native library and workerd cannot load it. Importing it used to fail every admin page
// at module load ("Could not load the sharp module"). sharp is now imported only by the sharp codec,
// on first use (lib/images); the Worker runs the WebAssembly one (IMAGE_CODEC=wasm in wrangler.jsonc).
export const SHARP_UNAVAILABLE = 'Photo processing with sharp is not available on the Cloudflare Workers host: set IMAGE_CODEC=wasm.';

export default function sharp(): never {
  throw new Error(SHARP_UNAVAILABLE);
}
