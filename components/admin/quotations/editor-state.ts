import { minorToDecimal, type QuotationCurrency } from '@/lib/quotations/money';
import type { DraftInput } from '@/lib/quotations/contract';

// The editor's state: the draft as the server will parse it (prices as typed text). Pure.

export type EditorLine = DraftInput['lines'][number] & { key: string };
export type EditorDraft = Omit<DraftInput, 'lines'> & { lines: EditorLine[] };
export type PickerProduct = { id: number; name: string; code: string };

let counter = 0;
export const newKey = () => `l${++counter}`;

/** A stored price as the editor shows it: empty for 0 (not priced yet), except on a sample line, where 0 is free. */
export const priceText = (minor: number, currency: QuotationCurrency, kind?: EditorLine['kind']) =>
  minor > 0 || kind === 'sample' ? minorToDecimal(minor, currency) : '';

/** Order quantities the sales team quotes in: "Add tier" proposes the next one above the line's largest. */
const ROUND_QUANTITIES = [100, 200, 300, 500, 1000, 2000, 3000, 5000] as const;

export function nextTierQuantity(tiers: readonly { quantity: number }[]): number {
  const largest = Math.max(0, ...tiers.map((t) => (Number.isFinite(t.quantity) ? t.quantity : 0)));
  for (let scale = 1; scale <= 100_000; scale *= 10) {
    for (const q of ROUND_QUANTITIES) if (q * scale > largest) return q * scale;
  }
  return largest + 1;
}

/** A line's tiers by quantity, smallest first (as the server stores them): the editor sorts on save. */
export function sortTiers(line: EditorLine): EditorLine {
  return { ...line, tiers: [...line.tiers].sort((a, b) => a.quantity - b.quantity) };
}

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
