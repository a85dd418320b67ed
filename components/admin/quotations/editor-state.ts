import { minorToDecimal, type QuotationCurrency } from '@/lib/quotations/money';
import type { DraftInput } from '@/lib/quotations/contract';

// The editor's state: the draft as the server will parse it (prices as typed text). Pure.

export type EditorLine = DraftInput['lines'][number] & { key: string };
export type EditorDraft = Omit<DraftInput, 'lines'> & { lines: EditorLine[] };
export type PickerProduct = { id: number; name: string; code: string };

let counter = 0;
export const newKey = () => `l${++counter}`;

/** A stored price as the editor shows it: empty for 0 (not priced yet). */
export const priceText = (minor: number, currency: QuotationCurrency) => (minor > 0 ? minorToDecimal(minor, currency) : '');

export function emptyLine(kind: 'product' | 'custom', product?: PickerProduct): EditorLine {
  return {
    key: newKey(),
    kind,
    itemId: product?.id ?? null,
    name: product?.name ?? '',
    itemCode: product?.code ?? '',
    quantityNote: '',
    leadTime: '',
    note: '',
    tiers: [{ quantity: 1000, price: '' }],
  };
}

/** What the save posts: the draft without the editor's React keys. */
export function draftJson(draft: EditorDraft): string {
  return JSON.stringify({ ...draft, lines: draft.lines.map(({ key: _key, ...line }) => line) });
}
