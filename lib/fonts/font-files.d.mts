// Types of font-files.mjs (plain JavaScript so the Workers build step can read it).
export const NOTO_SANS_SC_FILES: Readonly<{
  400: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
  700: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf';
}>;
export const FONT_ASSET_PREFIX: '/_app-fonts/';
export function fontAssetPath(file: string): string;
