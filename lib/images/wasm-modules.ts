import fs from 'node:fs/promises';
import path from 'node:path';

// The compiled WebAssembly modules of the codec. workerd refuses to compile WebAssembly from bytes
// at run time, so on the Worker they come compiled from module imports: its entry
// (workers/entry.ts, bundled by wrangler) imports the .wasm files and hands them over here before
// any request. Node compiles the same files from node_modules (next.config.ts traces them into
// the standalone build). `?module` imports in the app would do both, but Turbopack's loader for
// them made the standalone trace take the whole project (1.1 GB of node_modules).

export type WasmModules = {
  jpegDecoder: WebAssembly.Module;
  jpegEncoder: WebAssembly.Module;
  pngCodec: WebAssembly.Module;
  resizer: WebAssembly.Module;
  webpDecoder: WebAssembly.Module;
};

/** Where a host's entry puts the modules it imported (the Worker's does). */
export const WASM_MODULES_GLOBAL = '__photoCodecWasmModules';

/** The files, relative to node_modules. */
export const WASM_FILES: Record<keyof WasmModules, string> = {
  jpegDecoder: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  jpegEncoder: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  pngCodec: '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  resizer: '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm',
  webpDecoder: '@jsquash/webp/codec/dec/webp_dec.wasm',
};

async function compileFromFiles(): Promise<WasmModules> {
  const entries = await Promise.all(
    Object.entries(WASM_FILES).map(async ([name, file]) => {
      const bytes = await fs.readFile(/*turbopackIgnore: true*/ path.join(process.cwd(), 'node_modules', file));
      return [name, await WebAssembly.compile(bytes)] as const;
    }),
  );
  return Object.fromEntries(entries) as WasmModules;
}

export async function loadWasmModules(): Promise<WasmModules> {
  const given = (globalThis as Record<string, unknown>)[WASM_MODULES_GLOBAL] as WasmModules | undefined;
  return given ?? compileFromFiles();
}
