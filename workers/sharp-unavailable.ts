// The Workers build (BUILD_TARGET=workers, npm run build:cloudflare) resolves `sharp` to this module:
// sharp is a native library and workerd cannot load it. Importing it used to fail every admin page
// at module load ("Could not load the sharp module"); now only a photo upload is refused, with
// this message in the Worker's log, until a WebAssembly codec takes its place.
export const SHARP_UNAVAILABLE =
  'Photo processing (sharp) is not available on the Cloudflare Workers host yet: upload photos on the Node host.';

export default function sharp(): never {
  throw new Error(SHARP_UNAVAILABLE);
}
