import { ensureRoom, heading, pageBottom } from './blocks';
import type { PdfTranslator } from './labels';
import { ACCENT, CONTENT_WIDTH, FONT_BOLD, FONT_REGULAR, INK, MARGIN_X, MUTED, RULE } from './page-frame';
import type { QuotationDocument } from './types';

// The end of a quotation, after its lines: the terms (payment, delivery, the note) and where to
// pay, kept together, on the page of the last line whenever they fit there (the terms never move to
// a page of their own while there is room for them); then how to answer: the link to accept or
// decline online and the two signature blocks that make it a formal offer (the seller's sender,
// the buyer's acceptance), kept together, on the same page when there is room, else together at
// the top of the next.

type Doc = PDFKit.PDFDocument;
type Row = [string, string];

const KEY_WIDTH = 150;
const SIGNATURE_HEIGHT = 70;

function termRows(q: QuotationDocument, t: PdfTranslator): Row[] {
  const rows: Row[] = [];
  if (q.paymentTerms) rows.push([t('paymentTerms'), q.paymentTerms]);
  if (q.incoterms) rows.push([t('incoterms'), q.incoterms]);
  // (The validity is in the intro and in every page's footer.)
  if (q.noteToBuyer) rows.push([t('note'), q.noteToBuyer]);
  const bank = q.company.bank;
  if (bank) {
    const account = [bank.name, bank.branch].filter(Boolean).join(', ');
    const lines = [account, t('bankAccount', { name: bank.accountName, number: bank.accountNumber })];
    if (bank.swift) lines.push(t('bankSwift', { swift: bank.swift }));
    rows.push([t('bank'), lines.join('\n')]);
  }
  return rows;
}

const TERM_SIZE = 9;
const ROW_GAP = 4;

const rowHeight = (doc: Doc, [key, value]: Row) =>
  Math.max(doc.heightOfString(key, { width: KEY_WIDTH - 10 }), doc.heightOfString(value, { width: CONTENT_WIDTH - KEY_WIDTH })) + ROW_GAP;

/** The seller's block (who sent it, with their contact) and the buyer's acceptance block, side by side. */
function drawSignatures(doc: Doc, q: QuotationDocument, t: PdfTranslator): void {
  const top = doc.y + 6;
  const width = (CONTENT_WIDTH - 24) / 2;
  const block = (x: number, title: string, lines: string[], caption: string) => {
    doc.font(FONT_BOLD).fontSize(9).fillColor(INK).text(title, x, top, { width });
    doc.font(FONT_REGULAR).fontSize(8.5).fillColor(MUTED);
    for (const line of lines) doc.text(line, x, doc.y, { width });
    const lineY = top + SIGNATURE_HEIGHT - 16;
    doc
      .save()
      .moveTo(x, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke()
      .restore();
    doc
      .font(FONT_REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(caption, x, lineY + 3, { width });
  };
  const sender = q.sender;
  const senderLines = sender ? [sender.name, [sender.email, sender.phone].filter(Boolean).join('  ·  ')].filter(Boolean) : [];
  block(MARGIN_X, t('forSeller', { company: q.company.legalName }), senderLines, t('sellerSignature'));
  block(MARGIN_X + width + 24, t('forBuyer'), [q.buyer.company ?? q.buyer.name], t('buyerSignature'));
  doc.y = top + SIGNATURE_HEIGHT;
}

/** Payment and delivery terms, the note, where to pay, the link to answer online, the signatures. */
export function drawTerms(doc: Doc, q: QuotationDocument, t: PdfTranslator): void {
  const rows = termRows(q, t);
  doc.font(FONT_REGULAR).fontSize(TERM_SIZE);
  const link = doc.heightOfString(t('online'), { width: CONTENT_WIDTH }) + doc.heightOfString(q.publicUrl, { width: CONTENT_WIDTH });
  doc.font(FONT_BOLD).fontSize(12);
  const title = doc.heightOfString(t('terms'), { width: CONTENT_WIDTH }) + 12;
  doc.font(FONT_REGULAR).fontSize(TERM_SIZE);
  const total = title + rows.reduce((sum, row) => sum + rowHeight(doc, row), 0);
  heading(doc, t('terms'), Math.min(total, pageBottom() - doc.page.margins.top - 1));
  for (const row of rows) {
    const [key, value] = row;
    doc.font(FONT_REGULAR).fontSize(TERM_SIZE);
    ensureRoom(doc, rowHeight(doc, row));
    const y = doc.y;
    doc.fillColor(MUTED).text(key, MARGIN_X, y, { width: KEY_WIDTH - 10 });
    const keyBottom = doc.y;
    doc.fillColor(INK).text(value, MARGIN_X + KEY_WIDTH, y, { width: CONTENT_WIDTH - KEY_WIDTH });
    doc.y = Math.max(doc.y, keyBottom) + ROW_GAP;
  }
  doc.y += 6;
  // The link with the signatures, under a heading of their own: together they say how to answer.
  heading(doc, t('acceptTitle'), title + link + 6 + SIGNATURE_HEIGHT + 6);
  doc.font(FONT_REGULAR).fontSize(TERM_SIZE).fillColor(INK).text(t('online'), MARGIN_X, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor(ACCENT).text(q.publicUrl, { width: CONTENT_WIDTH, link: q.publicUrl, underline: true });
  doc.y += 6;
  drawSignatures(doc, q, t);
}
