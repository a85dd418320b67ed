import fs from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type AppLocale } from '@/lib/i18n/routing';
import { loadMessages } from '@/lib/i18n/messages';
import { formatMinorAmount } from './money';
import { pdfFonts, pdfPages, squash } from './test-pdf-inspect';
import { renderQuotationPdf } from './render';
import { SAMPLE_CURRENCY, SAMPLE_PRICES, sampleQuotation, type SamplePhotos } from './sample';

// Real fonts, real photos (a JPEG and a WebP from the upload fixtures), real PDF.js reading the
// result back: what a buyer's viewer and a mail scanner would see.

let photos: SamplePhotos;
const rendered = new Map<AppLocale, Uint8Array>();

beforeAll(async () => {
  const dir = path.join(process.cwd(), 'tests/fixtures/uploads');
  photos = {
    jpeg: new Uint8Array(await fs.readFile(path.join(dir, 'photo-a.jpg'))),
    webp: new Uint8Array(await fs.readFile(path.join(dir, 'photo-c.webp'))),
  };
  for (const locale of LOCALES) rendered.set(locale, await renderQuotationPdf(sampleQuotation(locale, photos)));
}, 60_000);

describe('renderQuotationPdf', () => {
  it.each(LOCALES)('%s: the text is real text, in the language, with the prices formatted for it', async (locale) => {
    const doc = sampleQuotation(locale, photos);
    const pdf = rendered.get(locale)!;
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPages(pdf)).join(' ');
    const labels = (await loadMessages(locale)).quotationPdf;

    expect(text).toContain(labels.title);
    expect(text).toContain(doc.reference);
    expect(text).toContain(doc.lines[0]!.name);
    expect(text).toContain(doc.lines[1]!.name);
    expect(text).toContain(`${labels.code}`);
    expect(text).toContain(doc.lines[0]!.code!);
    expect(text).toContain(labels.customLine);
    expect(text).toContain(doc.buyer.company!);
    expect(text).toContain(squash(doc.paymentTerms!));
    expect(text).toContain(doc.incoterms!);
    expect(text).toContain(squash(doc.noteToBuyer!));
    expect(text).toContain(doc.publicUrl);
    expect(text).toContain(doc.company.legalName);
    for (const price of SAMPLE_PRICES[SAMPLE_CURRENCY[locale]]) {
      expect(text).toContain(squash(formatMinorAmount(price, SAMPLE_CURRENCY[locale], locale)));
    }
  });

  it('writes the Chinese quotation in Chinese: name, labels, price and dates', async () => {
    const text = (await pdfPages(rendered.get('zh-CN')!)).join(' ');
    expect(text).toContain('磁吸翻盖精装礼盒');
    expect(text).toContain('报价单');
    expect(text).toContain('付款条件');
    expect(text).toContain('¥13.20');
    expect(text).toContain('2026年12月26日');
    expect(text).toContain('中国');
  });

  it('writes Indonesian rupiah without decimals and with Indonesian grouping', async () => {
    const text = (await pdfPages(rendered.get('id')!)).join(' ');
    expect(text).toContain('Rp 28.500');
    expect(text).toContain('Rp 18.000');
    expect(text).toContain('26 Desember 2026');
  });

  it('embeds subsets of Noto Sans SC only, so every viewer shows the same glyphs and the file stays small', () => {
    for (const locale of LOCALES) {
      const pdf = rendered.get(locale)!;
      const fonts = pdfFonts(pdf);
      expect(fonts.map((f) => f.baseFont.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular']);
      expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
      // The whole regular weight alone is 10 MB; two photos and two subsets stay far below 150 KB.
      expect(pdf.byteLength).toBeLessThan(150_000);
    }
  });

  it('the font check rejects a PDF whose font is not embedded', async () => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve) => doc.on('end', resolve));
    doc.font('Helvetica').text('Quotation');
    doc.end();
    await done;
    const fonts = pdfFonts(new Uint8Array(Buffer.concat(chunks)));
    expect(fonts).toEqual([{ baseFont: 'Helvetica', embedded: false, subset: false }]);
  });

  it('flows 40 lines onto more pages, each with the header and its page number', async () => {
    const doc = sampleQuotation('zh-CN', photos, { lines: 40 });
    const pdf = await renderQuotationPdf(doc);
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain('报价单');
      expect(page).toContain(doc.reference);
      expect(page).toContain(`第 ${index + 1} 页，共 ${pages.length} 页`);
    });
    const all = pages.join(' ');
    expect(all).toContain(`40. ${doc.lines[39]!.name}`);
    expect(all).toContain('在线查看、接受或拒绝本报价');
    // One photo embedded per distinct picture, not per line.
    const images =
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBe(2);
  }, 30_000);

  it.each(LOCALES)(
    '%s: the terms stay on the page of the last line when they fit there; the link to answer goes with the signatures',
    async (locale) => {
      const doc = sampleQuotation(locale, photos);
      const labels = (await loadMessages(locale)).quotationPdf;
      const pages = await pdfPages(rendered.get(locale)!);
      const at = (text: string) => pages.findIndex((page) => page.includes(squash(text)));
      expect(at(labels.terms)).toBe(at(doc.lines[1]!.name));
      expect(at(labels.bank)).toBe(at(labels.terms));
      expect(at(labels.online)).toBeGreaterThanOrEqual(0);
      expect(at(labels.sellerSignature)).toBe(at(labels.online));
      expect(at(labels.buyerSignature)).toBe(at(labels.online));
      // One line: everything on one page.
      const short = await pdfPages(await renderQuotationPdf(sampleQuotation(locale, photos, { lines: 1 })));
      expect(short).toHaveLength(1);
    },
  );

  it('reads as a formal offer: logo, tax and registration numbers, where to pay, who sent it', async () => {
    const logoSvg = await fs.readFile(path.join(process.cwd(), 'public/logo.svg'), 'utf8');
    const doc = sampleQuotation('en', photos, { lines: 1, logoSvg });
    const pages = await pdfPages(await renderQuotationPdf(doc));
    const text = pages.join(' ');
    // The logo's own text, drawn as part of the vector logo beside the company's name.
    expect(text.split('Kemas Prima').length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Tax no. (NPWP) ${doc.company.taxId}`);
    expect(text).toContain(`NIB ${doc.company.businessId}`);
    expect(text).toContain(doc.company.bank!.accountNumber);
    expect(text).toContain(`SWIFT/BIC ${doc.company.bank!.swift}`);
    expect(text).toContain(doc.sender!.name);
    expect(text).toContain(doc.sender!.email);
    expect(text).toContain(`For ${doc.company.legalName}`);
    expect(text).toContain('Accepted by the buyer');
    // Without a logo (none set, or unreadable) the header still holds the name.
    const plain = (await pdfPages(await renderQuotationPdf(sampleQuotation('en', photos, { lines: 1 })))).join(' ');
    expect(plain.split('Kemas Prima').length - 1).toBe(text.split('Kemas Prima').length - 2);
  });

  it('prints a sample line as a sample: its pieces, and "free" at a price of 0', async () => {
    for (const locale of LOCALES) {
      const labels = (await loadMessages(locale)).quotationPdf;
      const text = (await pdfPages(await renderQuotationPdf(sampleQuotation(locale, photos, { lines: 1, sample: true })))).join(' ');
      expect(text, locale).toContain(labels.sampleLine);
      expect(text, locale).toContain(labels.free);
    }
    const en = (await pdfPages(await renderQuotationPdf(sampleQuotation('en', photos, { lines: 1, sample: true })))).join(' ');
    expect(en).toContain('3 sample pieces');
    const zh = (await pdfPages(await renderQuotationPdf(sampleQuotation('zh-CN', photos, { lines: 1, sample: true })))).join(' ');
    expect(zh).toContain('样品 3 件');
  });

  it('still renders when a photo cannot be read, without it', async () => {
    const doc = sampleQuotation('en', { jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]), webp: null });
    const pdf = await renderQuotationPdf(doc);
    expect((await pdfPages(pdf)).join(' ')).toContain(doc.lines[0]!.name);
    expect(Buffer.from(pdf).toString('latin1')).not.toContain('/Subtype /Image');
  });
});
