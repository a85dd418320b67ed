import { countryName } from '../../i18n/countries';
import { formatIsoDate, type PdfTranslator } from './labels';
import { formatMinorAmount } from './money';
import { A4, ACCENT, CONTENT_BOTTOM_MARGIN, CONTENT_WIDTH, FONT_BOLD, FONT_REGULAR, INK, MARGIN_X, MUTED, RULE, rule } from './page-frame';
import type { PdfPhoto } from './photo';
import type { QuotationDocument, QuotationLine } from './types';

// The body of the quotation, top to bottom. Each block checks the room left on the page before it
// draws, so a product's photo and name never sit apart from its prices, and a tier table that
// continues on the next page repeats its column heads.

const PHOTO_SIZE = 84;
const GUTTER = 14;
const ROW_HEIGHT = 16;

type Doc = PDFKit.PDFDocument;

export const pageBottom = () => A4.height - CONTENT_BOTTOM_MARGIN;

/** Starts a new page when `height` does not fit below the cursor; true when it did. */
export function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= pageBottom()) return false;
  doc.addPage();
  return true;
}

export function heading(doc: Doc, text: string, keepWith = 60): void {
  ensureRoom(doc, keepWith);
  doc.font(FONT_BOLD).fontSize(12).fillColor(ACCENT).text(text, MARGIN_X, doc.y, { width: CONTENT_WIDTH });
  rule(doc, doc.y + 2);
  doc.y += 10;
}

function keyValueRows(doc: Doc, rows: [string, string][], x: number, width: number): void {
  for (const [key, value] of rows) {
    const y = doc.y;
    doc
      .font(FONT_REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(key, x, y, { width: width * 0.42 });
    doc
      .font(FONT_REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(value, x + width * 0.42, y, { width: width * 0.58 });
    doc.y = Math.max(doc.y, y + 13);
  }
}

/** The buyer on the left; reference, version, dates and currency on the right. */
export function drawIntro(doc: Doc, q: QuotationDocument, t: PdfTranslator): void {
  const top = doc.y;
  const leftWidth = CONTENT_WIDTH * 0.52;
  doc.font(FONT_REGULAR).fontSize(8.5).fillColor(MUTED).text(t('buyer'), MARGIN_X, top, { width: leftWidth });
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text(q.buyer.name, { width: leftWidth });
  const details = [q.buyer.company, q.buyer.email, q.buyer.country ? countryName(q.buyer.country, q.locale) : null];
  doc.font(FONT_REGULAR).fontSize(9).fillColor(INK);
  for (const detail of details) if (detail) doc.text(detail, { width: leftWidth });
  const leftBottom = doc.y;

  const rightX = MARGIN_X + CONTENT_WIDTH * 0.58;
  doc.y = top;
  keyValueRows(
    doc,
    [
      [t('reference'), q.reference],
      [t('version'), String(q.version)],
      [t('date'), formatIsoDate(q.date, q.locale)],
      [t('validUntil'), formatIsoDate(q.validUntil, q.locale)],
      [t('currency'), q.currency],
    ],
    rightX,
    CONTENT_WIDTH * 0.42,
  );
  doc.y = Math.max(leftBottom, doc.y) + 14;
  doc
    .font(FONT_REGULAR)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t('pricesIn', { currency: q.currency }), MARGIN_X, doc.y, {
      width: CONTENT_WIDTH,
    });
  doc.y += 12;
}

function lineDetails(line: QuotationLine, t: PdfTranslator): string[] {
  const detail = (label: string, value: string) => t('detail', { label, value });
  // A free-text line has no catalogue code; it says so instead. A sample says it is one first.
  const details = line.sample ? [t('sampleLine')] : [];
  if (line.code) details.push(detail(t('code'), line.code));
  else if (!line.sample) details.push(t('customLine'));
  for (const spec of line.specs) details.push(detail(spec.label, spec.value));
  if (line.quantityNote) details.push(detail(t('quantityNote'), line.quantityNote));
  if (line.leadTime) details.push(detail(t('leadTime'), line.leadTime));
  if (line.note) details.push(detail(t('lineNote'), line.note));
  return details;
}

function tierHead(doc: Doc, x: number, width: number, t: PdfTranslator, sample = false): void {
  const y = doc.y;
  doc.save().rect(x, y, width, ROW_HEIGHT).fill('#eef2f7').restore();
  doc.font(FONT_BOLD).fontSize(8.5).fillColor(INK);
  doc.text(sample ? t('sampleQuantity') : t('tierQuantity'), x + 6, y + 4, { width: width / 2 - 6, lineBreak: false });
  doc.text(t('tierPrice'), x + width / 2, y + 4, { width: width / 2 - 6, align: 'right', lineBreak: false });
  doc.y = y + ROW_HEIGHT;
}

function drawTiers(doc: Doc, line: QuotationLine, q: QuotationDocument, t: PdfTranslator, x: number, width: number) {
  const sample = Boolean(line.sample);
  tierHead(doc, x, width, t, sample);
  for (const tier of line.tiers) {
    if (ensureRoom(doc, ROW_HEIGHT)) tierHead(doc, x, width, t, sample);
    const y = doc.y;
    doc.font(FONT_REGULAR).fontSize(9).fillColor(INK);
    // A sample's quantity is its pieces, not an order tier; a price of 0 is a free sample.
    const quantity = sample ? t('samplePieces', { count: tier.quantity }) : t('tierFrom', { quantity: tier.quantity });
    const price = sample && Number(tier.unitPriceMinor) === 0 ? t('free') : formatMinorAmount(tier.unitPriceMinor, q.currency, q.locale);
    doc.text(quantity, x + 6, y + 4, { width: width / 2 - 6, lineBreak: false });
    doc.font(FONT_BOLD).text(price, x + width / 2, y + 4, {
      width: width / 2 - 6,
      align: 'right',
      lineBreak: false,
    });
    doc
      .save()
      .moveTo(x, y + ROW_HEIGHT)
      .lineTo(x + width, y + ROW_HEIGHT)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke()
      .restore();
    doc.y = y + ROW_HEIGHT;
  }
}

// The library embeds an image once only when it is handed the same opened image again; raw bytes
// would be embedded anew on every line that shows the same product photo.
type OpenedImage = { width: number; height: number };
const opened = new WeakMap<PdfPhoto, OpenedImage>();

function drawPhoto(doc: Doc, photo: PdfPhoto | null, y: number): void {
  if (photo) {
    let image = opened.get(photo);
    if (!image) {
      image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(photo.jpeg);
      opened.set(photo, image);
    }
    const fit = { fit: [PHOTO_SIZE, PHOTO_SIZE] as [number, number], align: 'center', valign: 'center' } as const;
    doc.image(image as unknown as Buffer, MARGIN_X, y, fit);
  } else {
    doc.save().rect(MARGIN_X, y, PHOTO_SIZE, PHOTO_SIZE).fill('#f3f4f6').restore();
  }
}

/** One product: photo, numbered name, code and specifications, then its prices per quantity. */
export function drawLine(
  doc: Doc,
  line: QuotationLine,
  index: number,
  photo: PdfPhoto | null,
  q: QuotationDocument,
  t: PdfTranslator,
): void {
  const x = MARGIN_X + PHOTO_SIZE + GUTTER;
  const width = CONTENT_WIDTH - PHOTO_SIZE - GUTTER;
  const name = `${index + 1}. ${line.name}`;
  const details = lineDetails(line, t);
  doc.font(FONT_BOLD).fontSize(11);
  let textHeight = doc.heightOfString(name, { width }) + 4;
  doc.font(FONT_REGULAR).fontSize(9);
  for (const detail of details) textHeight += doc.heightOfString(detail, { width });
  const height = Math.max(PHOTO_SIZE, textHeight + 8 + ROW_HEIGHT * (line.tiers.length + 1));
  // Keep the whole block together when it fits on a page; a longer one keeps at least its top.
  ensureRoom(doc, Math.min(height, pageBottom() - doc.page.margins.top - 1));

  const top = doc.y;
  const startPage = doc.bufferedPageRange().count;
  drawPhoto(doc, photo, top);
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text(name, x, top, { width });
  doc.y += 4;
  doc.font(FONT_REGULAR).fontSize(9).fillColor(INK);
  for (const detail of details) doc.text(detail, x, doc.y, { width });
  doc.y += 8;
  drawTiers(doc, line, q, t, x, width);
  const samePage = doc.bufferedPageRange().count === startPage;
  doc.y = (samePage ? Math.max(doc.y, top + PHOTO_SIZE) : doc.y) + 10;
  rule(doc, doc.y);
  doc.y += 12;
}
