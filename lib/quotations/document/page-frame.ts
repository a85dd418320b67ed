import type { PdfTranslator } from './labels';
import { formatIsoDate } from './labels';
import type { QuotationDocument } from './types';

// The page geometry and what repeats on every page: the seller and the title on top, the
// reference and "page X of Y" at the bottom. They are drawn after the content, when the page count
// is known (the document buffers its pages for that).

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN_X = 42;
export const CONTENT_TOP = 112;
export const CONTENT_BOTTOM_MARGIN = 64;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN_X;

export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
export const ACCENT = '#0f4c81';

export const FONT_REGULAR = 'regular';
export const FONT_BOLD = 'bold';

/** Draws a thin horizontal rule across the content width at y. */
export function rule(doc: PDFKit.PDFDocument, y: number, color = RULE): void {
  doc
    .save()
    .moveTo(MARGIN_X, y)
    .lineTo(A4.width - MARGIN_X, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke()
    .restore();
}

function drawHeader(doc: PDFKit.PDFDocument, quotation: QuotationDocument, t: PdfTranslator): void {
  const { company } = quotation;
  const left = MARGIN_X;
  const sellerWidth = CONTENT_WIDTH * 0.62;
  doc.font(FONT_BOLD).fontSize(12).fillColor(INK);
  doc.text(company.legalName, left, 34, { width: sellerWidth, lineBreak: false, ellipsis: true });
  doc.font(FONT_REGULAR).fontSize(8).fillColor(MUTED);
  doc.text(company.addressLines.join(', '), left, 52, { width: sellerWidth, lineBreak: false, ellipsis: true });
  doc.text(`${t('phone')} ${company.phone}  ·  ${t('email')} ${company.email}`, left, 64, {
    width: sellerWidth,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font(FONT_BOLD).fontSize(18).fillColor(ACCENT);
  doc.text(t('title'), left, 30, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.font(FONT_REGULAR).fontSize(9).fillColor(INK);
  doc.text(`${quotation.reference}  ·  ${t('version')} ${quotation.version}`, left, 58, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
  rule(doc, 88, ACCENT);
}

function drawFooter(doc: PDFKit.PDFDocument, quotation: QuotationDocument, t: PdfTranslator, page: number, pages: number): void {
  const y = A4.height - 44;
  rule(doc, y - 8);
  doc.font(FONT_REGULAR).fontSize(8).fillColor(MUTED);
  const date = formatIsoDate(quotation.validUntil, quotation.locale);
  doc.text(t('footer', { reference: quotation.reference, version: quotation.version, date }), MARGIN_X, y, {
    width: CONTENT_WIDTH * 0.7,
    lineBreak: false,
    ellipsis: true,
  });
  doc.text(t('page', { page, pages }), MARGIN_X, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
}

/** Header and footer on every buffered page; call once, after the last content. */
export function drawPageFrames(doc: PDFKit.PDFDocument, quotation: QuotationDocument, t: PdfTranslator): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // The footer lies below the content's bottom margin; with the margin in place, writing there
    // would make the library start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawHeader(doc, quotation, t);
    drawFooter(doc, quotation, t, index - range.start + 1, range.count);
    doc.page.margins.bottom = bottom;
  }
}
