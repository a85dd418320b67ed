import { cmapCodePoints } from './cmap';
import { NOTO_SANS_SC_FILES } from './font-files.mjs';
import { readFontFile } from './font-source';

// One font for every language the site speaks: Noto Sans SC covers Latin (English, Indonesian) and
// Simplified Chinese. Share cards (as ArrayBuffers for next/og) and quotation PDFs (as Buffers for
// pdfkit, views of the same bytes) use it. The TTFs are read at run time (from node_modules on Node,
// where next.config.ts traces exactly these two files into the standalone build; from the static
// assets on a Worker: ./font-source.ts), once per process: each is ~10 MB, and renderers cache their
// parsed form per buffer.

export const NOTO_SANS_SC = 'Noto Sans SC';

export { NOTO_SANS_SC_FILES };

export type LoadedFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
export type NotoSansSc = {
  fonts: LoadedFont[];
  covers: (codePoint: number) => boolean;
  /** The same bytes as Buffers (no copy), for libraries that take a Buffer. */
  regular: Buffer;
  bold: Buffer;
};

let loading: Promise<NotoSansSc> | undefined;

async function load(): Promise<NotoSansSc> {
  const [regular, bold] = await Promise.all([readFontFile(NOTO_SANS_SC_FILES[400]), readFontFile(NOTO_SANS_SC_FILES[700])]);
  // Both weights map the same characters; one set answers for either.
  const mapped = cmapCodePoints(new Uint8Array(regular));
  return {
    fonts: [
      { name: NOTO_SANS_SC, data: regular, weight: 400, style: 'normal' },
      { name: NOTO_SANS_SC, data: bold, weight: 700, style: 'normal' },
    ],
    covers: (codePoint) => mapped.has(codePoint),
    regular: Buffer.from(regular),
    bold: Buffer.from(bold),
  };
}

/** The font files and which characters they draw; the same objects on every call. */
export function loadNotoSansSc(): Promise<NotoSansSc> {
  if (!loading) {
    loading = load();
    // A failed read is not remembered: the next caller tries again.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The text without the characters the font cannot draw (they would be boxes), spaces tidied. */
export function drawableText(text: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/\s/.test(ch)) out += ' ';
    else if (covers(cp)) out += ch;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
