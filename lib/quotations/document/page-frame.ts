import SVGtoPDF from 'svg-to-pdfkit';
import type { PdfTranslator } from './labels';
import { formatIsoDate } from './labels';
import type { QuotationDocument } from './types';

// The page geometry and what repeats on every page: the seller (logo, name, address, contact, tax
// and registration numbers) and the title on top, the reference and "page X of Y" at the bottom.
// They are drawn after the content, when the page count is known (the document buffers its pages).

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

const LOGO = { width: 84, height: 21 } as const;

/** The logo, drawn from its SVG as vectors (sharp at any zoom, a few hundred bytes); nothing when there is none or it cannot be drawn. */
function drawLogo(doc: PDFKit.PDFDocument, svg: string | null, x: number, y: number): boolean {
  if (!svg) return false;
  try {
    doc.save();
    SVGtoPDF(doc, svg, x, y, { ...LOGO, preserveAspectRatio: 'xMinYMid meet', fontCallback: () => FONT_BOLD, warningCallback: () => {} });
    doc.restore();
    return true;
  } catch (error) {
    doc.restore();
    console.warn('[quotations] logo not drawn', error instanceof Error ? error.message : error);
    return false;
  }
}

function drawHeader(doc: PDFKit.PDFDocument, quotation: QuotationDocument, t: PdfTranslator): void {
  const { company } = quotation;
  // The logo, the company's name beside it; then its address, contact and registration in small print.
  const logo = drawLogo(doc, company.logoSvg, MARGIN_X, 22);
  const sellerWidth = CONTENT_WIDTH * 0.66;
  const line = (text: string, x: number, y: number, width = sellerWidth) =>
    doc.text(text, x, y, { width, lineBreak: false, ellipsis: true });
  doc.font(FONT_BOLD).fontSize(12).fillColor(INK);
  const nameX = logo ? MARGIN_X + LOGO.width + 8 : MARGIN_X;
  line(company.legalName, nameX, 26, sellerWidth - (nameX - MARGIN_X));
  doc.font(FONT_REGULAR).fontSize(7.5).fillColor(MUTED);
  line(company.addressLines.join(', '), MARGIN_X, 47);
  line(`${t('phone')} ${company.phone}  ·  ${t('email')} ${company.email}`, MARGIN_X, 57);
  const ids = [
    company.taxId ? t('taxId', { value: company.taxId }) : '',
    company.businessId ? t('businessId', { value: company.businessId }) : '',
  ];
  if (ids.some(Boolean)) line(ids.filter(Boolean).join('  ·  '), MARGIN_X, 67);
  doc.font(FONT_BOLD).fontSize(18).fillColor(ACCENT);
  doc.text(t('title'), MARGIN_X, 26, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.font(FONT_REGULAR).fontSize(9).fillColor(INK);
  doc.text(`${quotation.reference}  ·  ${t('version')} ${quotation.version}`, MARGIN_X, 54, {
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
