import fs from 'node:fs/promises';
import path from 'node:path';
import { fontAssetPath } from './font-files.mjs';

// Where the bytes of the files the renderers draw with come from: the fonts, and public/ files such as
// the logo on the share card. On Node they are read from the disk (node_modules, traced into the
// standalone build by next.config.ts; public/). A Cloudflare Worker has no node_modules and no disk:
// the Workers build copies the fonts into its static assets (scripts/edge-fonts.mjs), where public/
// is already, and the Worker's entry (workers/entry.ts) hands in a reader over its ASSETS binding
// under this global, the way it hands in the photo codec's WebAssembly. Nothing here touches the
// file system then.

export const FONT_READER_GLOBAL = '__packagingSiteFontReader';

/** Reads a static asset by its path (`/_app-fonts/…`, `/logo.svg`); rejects when the asset is missing. */
export type FontReader = (assetPath: string) => Promise<ArrayBuffer>;

function handedInReader(): FontReader | undefined {
  return (globalThis as Record<string, unknown>)[FONT_READER_GLOBAL] as FontReader | undefined;
}

/** The bytes of a font file named relative to node_modules, from wherever this host keeps it. */
export async function readFontFile(file: string): Promise<ArrayBuffer> {
  const reader = handedInReader();
  if (reader) return reader(fontAssetPath(file));
  const bytes = await fs.readFile(/*turbopackIgnore: true*/ path.join(process.cwd(), 'node_modules', file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The bytes of a file under public/ by its public path (`/logo.svg`), from wherever this host keeps it. */
export async function readPublicFile(publicPath: string): Promise<Uint8Array> {
  const reader = handedInReader();
  if (reader) return new Uint8Array(await reader(publicPath));
  return fs.readFile(/*turbopackIgnore: true*/ path.join(process.cwd(), 'public', publicPath));
}

type AssetsBinding = { fetch(input: Request | URL | string): Promise<Response> };

/** A reader over a Worker's ASSETS binding (the host name is never looked up: the binding answers). */
export function assetsFontReader(assets: AssetsBinding): FontReader {
  return async (assetPath) => {
    const response = await assets.fetch(new URL(assetPath, 'https://assets.invalid'));
    if (!response.ok)
      throw new Error(`Font ${assetPath} is not among the Worker's assets (${response.status}): run npm run build:cloudflare`);
    return response.arrayBuffer();
  };
}
