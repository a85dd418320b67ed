import fs from 'node:fs/promises';
import path from 'node:path';

// Noto Sans SC (SIL Open Font License) from @expo-google-fonts/noto-sans-sc: one font that draws
// Latin, Indonesian and Simplified Chinese, so a document in any of the site's languages needs no
// font switching. The TTFs are read from node_modules at run time rather than imported: a bundler
// would copy 10 MB per weight into every chunk that touches them. next.config.ts traces these two
// paths into the standalone build (outputFileTracingIncludes).

/** The files, relative to node_modules. */
export const NOTO_SANS_SC_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type NotoSansSc = { regular: Buffer; bold: Buffer };

let loading: Promise<NotoSansSc> | undefined;

async function readFont(file: string): Promise<Buffer> {
  return fs.readFile(/*turbopackIgnore: true*/ path.join(process.cwd(), 'node_modules', file));
}

/** Both weights, read once per process (they are never written, so the bytes can be shared). */
export function loadNotoSansSc(): Promise<NotoSansSc> {
  if (!loading) {
    loading = Promise.all([readFont(NOTO_SANS_SC_FILES.regular), readFont(NOTO_SANS_SC_FILES.bold)]).then(([regular, bold]) => ({
      regular,
      bold,
    }));
    // A failed read (a missing file in a broken deployment) is not remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
