#!/usr/bin/env node
// The Worker's font files: copies the fonts the app draws with (lib/fonts/font-files.mjs) from
// node_modules into the Worker's static assets (.open-next/assets/_app-fonts/), where the Worker
// reads them through its ASSETS binding (lib/fonts/font-source.ts). A Worker has no node_modules, and
// importing the files into its script would put 20 MB into a bundle that Cloudflare limits to 10 MB.
// wrangler runs this as its build step (wrangler.jsonc `build`) before every `wrangler dev` and
// `wrangler deploy`, so it follows `npm run build:cloudflare` (which writes .open-next/) and the edge
// lane's bundling alike. Run from the folder that holds wrangler.jsonc.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOTO_SANS_SC_FILES, fontAssetPath } from '../lib/fonts/font-files.mjs';

/** Copies each font into `<root>/.open-next/assets`; returns the asset paths written. */
export function copyWorkerFonts(root = process.cwd()) {
  const assets = path.join(root, '.open-next', 'assets');
  if (!fs.existsSync(assets)) throw new Error(`${assets} is missing: run npm run build:cloudflare first`);
  return Object.values(NOTO_SANS_SC_FILES).map((file) => {
    const assetPath = fontAssetPath(file);
    const target = path.join(assets, ...assetPath.split('/').filter(Boolean));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(root, 'node_modules', file), target);
    return assetPath;
  });
}

// Run as a command (the stage of the edge lane reaches this file through a symbolic link).
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  const written = copyWorkerFonts();
  console.log(`[edge-fonts] ${written.join(', ')} copied into .open-next/assets`);
}
