import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfFonts } from './test-pdf-inspect';
import { renderQuotationPdf } from './render';
import { sampleQuotation } from './sample';

// On a Cloudflare Worker a quotation is made without a file system: the only font bytes are the
// ones handed in (lib/fonts/font-source.ts). pdfkit loads its default font, Helvetica, from its own
// package files (a require at run time) as a document is constructed, unless it is given another.
// @own-process: checks that nothing in the process has loaded a standard font, so none may run before it.

const loadedStandardFonts = () =>
  Object.keys(createRequire(import.meta.url).cache).filter((f) => /pdfkit[\\/]js[\\/]standard-fonts/.test(f));

describe('renderQuotationPdf fonts', () => {
  it('never loads one of pdfkit’s standard fonts, and the file names only the embedded Noto Sans SC', async () => {
    expect(loadedStandardFonts()).toEqual([]);
    const pdf = await renderQuotationPdf(sampleQuotation('zh-CN', { jpeg: null, webp: null }));
    expect(loadedStandardFonts()).toEqual([]);
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, font.baseFont).toMatchObject({ embedded: true, subset: true, baseFont: expect.stringMatching(/NotoSansSC/) });
  });
});
