// The font files the app draws with, named once for the app (lib/fonts/noto-sans-sc.ts) and for the
// Workers build step that copies them into the Worker's static assets (scripts/edge-fonts.mjs). Plain
// JavaScript so that step runs without a TypeScript loader.

/** The two weights of Noto Sans SC, relative to node_modules. */
export const NOTO_SANS_SC_FILES = Object.freeze({
  400: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  700: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
});

/**
 * Where the Workers build puts the font files among the static assets (.open-next/assets). The
 * Worker reads them through its ASSETS binding; visitors get a 404 there (wrangler.jsonc sends the
 * prefix to the Worker first, workers/entry.ts refuses it): they are the app's working files, not
 * something to serve, and an asset would be cached by browsers and the CDN as a public file.
 */
export const FONT_ASSET_PREFIX = '/_app-fonts/';

/** The asset path of a file named relative to node_modules. */
export function fontAssetPath(file) {
  return FONT_ASSET_PREFIX + file.split('/').pop();
}
