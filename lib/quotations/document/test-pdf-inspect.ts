// Test helpers that read a rendered PDF back: its text per page (through PDF.js, as a viewer or a
// search index would) and its fonts straight from the file's dictionaries. Tests only: unpdf is a
// dev dependency.
import { extractText } from 'unpdf';

/** Runs of white space (also the no-break spaces Intl puts in 'Rp 1.000') as one plain space. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of (detaches) the buffer it reads; give it a copy.
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map(squash);
}

export type PdfFont = { baseFont: string; embedded: boolean; subset: boolean };

/**
 * Every font the file names, embedded when a descriptor in the file carries its glyphs (FontFile,
 * FontFile2 or FontFile3 under the same name), subset when the name has the six-letter tag.
 */
export function pdfFonts(pdf: Uint8Array): PdfFont[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const names = new Set([...raw.matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map((m) => m[1] ?? ''));
  const embeddedNames = new Set<string>();
  for (const m of raw.matchAll(/\/FontName\s*\/([^\s/<>[\]]+)([^>]*?)\/FontFile[23]?\s/g)) embeddedNames.add(m[1] ?? '');
  for (const m of raw.matchAll(/\/FontFile[23]?\s[^>]*?\/FontName\s*\/([^\s/<>[\]]+)/g)) embeddedNames.add(m[1] ?? '');
  return [...names].map((baseFont) => ({
    baseFont,
    embedded: embeddedNames.has(baseFont),
    subset: /^[A-Z]{6}\+/.test(baseFont),
  }));
}
