import PDFDocument from 'pdfkit';
import { loadNotoSansSc } from '@/lib/fonts/noto-sans-sc';
import { drawIntro, drawLine } from './blocks';
import { drawTerms } from './closing';
import { pdfTranslator } from './labels';
import { A4, CONTENT_BOTTOM_MARGIN, CONTENT_TOP, FONT_BOLD, FONT_REGULAR, MARGIN_X, drawPageFrames } from './page-frame';
import { preparePhotos } from './photo';
import type { QuotationDocument } from './types';

// A quotation version as an A4 PDF in the buyer's language. pdfkit embeds only the glyphs the
// document uses (a subset of Noto Sans SC), so a Chinese quotation stays tens of kilobytes and its
// text stays real text: searchable, selectable, readable by a screen reader.

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

export async function renderQuotationPdf(quotation: QuotationDocument): Promise<Uint8Array> {
  const [fonts, t, photos] = await Promise.all([
    loadNotoSansSc(),
    pdfTranslator(quotation.locale),
    preparePhotos(quotation.lines.map((line) => line.photo)),
  ]);
  const title = `${t('title')} ${quotation.reference} (${t('version')} ${quotation.version})`;
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margins: { top: CONTENT_TOP, bottom: CONTENT_BOTTOM_MARGIN, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    lang: quotation.locale,
    displayTitle: true,
    // Our font from the start: pdfkit's default (Helvetica) would be loaded from its package files
    // as the document is made, which a Cloudflare Worker cannot do, and it is a standard PDF font
    // that is never embedded. The option is typed as a font name; pdfkit takes a font's bytes too.
    font: fonts.regular as unknown as string,
    info: { Title: title, Author: quotation.company.legalName, Subject: quotation.buyer.company ?? quotation.buyer.name },
  });
  const done = collect(doc);
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);
  doc.font(FONT_REGULAR);

  drawIntro(doc, quotation, t);
  quotation.lines.forEach((line, index) => drawLine(doc, line, index, photos[index] ?? null, quotation, t));
  drawTerms(doc, quotation, t);
  drawPageFrames(doc, quotation, t);
  doc.end();
  return done;
}
