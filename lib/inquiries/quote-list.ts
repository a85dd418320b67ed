// The visitor's quote list, as pure functions over an array: parsing what localStorage
// holds (tolerating anything), adding, updating and removing lines. The browser store
// (components/quote/quote-store.ts) only reads, writes and notifies; every rule lives here.
import { isMoqUnit, type MoqUnit } from '@/lib/product-fields/moq';
import { INQUIRY_LIMITS, SAMPLE_QUANTITY, type InquiryLineKind } from './contract';

/**
 * One stored line: what the server needs (itemId, kind, quantity, note) and what the list shows. A
 * product may be listed twice, once as a quote line and once as a sample line: (itemId, kind) is a
 * line's key. Entries stored before samples existed have no kind and read as quote lines.
 */
export type QuoteEntry = {
  itemId: number;
  kind: InquiryLineKind;
  /** A sample line's is always SAMPLE_QUANTITY (no MOQ applies to it). */
  quantity: number;
  note: string;
  /** Display snapshot taken when the line was added (the list renders without a server read). */
  name: string;
  code: string | null;
  photo: string | null;
  /** The product's minimum order quantity (1 when it has none). */
  moq: number;
  /** The MOQ's unit (its word comes from the page's language); null or absent: none. */
  unit?: MoqUnit | null;
  /** The product's address slug in the page's language (the line's link); absent: the bare id address. */
  slug?: string | null;
};

export type AddOutcome = 'added' | 'updated' | 'full';

/** What names one line of the list. */
export type QuoteKey = { itemId: number; kind: InquiryLineKind };

const sameLine = (a: QuoteKey, b: QuoteKey) => a.itemId === b.itemId && a.kind === b.kind;

/** The list's React key and de-duplication key: '12:quote', '12:sample'. */
export const lineKey = (e: QuoteKey): string => `${e.itemId}:${e.kind}`;

/** A line's quantity as the rules have it: fixed for a sample, clamped to the MOQ for a quote. */
function lineQuantity(kind: InquiryLineKind, quantity: number, moq: number): number {
  return kind === 'sample' ? SAMPLE_QUANTITY : clampQuantity(quantity, moq);
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** One entry from untrusted JSON, or null when it cannot name a product. */
function readEntry(raw: unknown): QuoteEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const itemId = positiveInt(r.itemId, 0);
  if (itemId === 0) return null;
  const moq = Math.min(positiveInt(r.moq, 1), INQUIRY_LIMITS.maxQuantity);
  const kind: InquiryLineKind = r.kind === 'sample' ? 'sample' : 'quote';
  return {
    itemId,
    kind,
    quantity: lineQuantity(kind, positiveInt(r.quantity, moq), moq),
    note: text(r.note, INQUIRY_LIMITS.lineNote),
    name: text(r.name, 200),
    code: typeof r.code === 'string' && r.code.trim() ? r.code.slice(0, 64) : null,
    photo: typeof r.photo === 'string' && r.photo.startsWith('/') ? r.photo : null,
    moq,
    ...(isMoqUnit(r.unit) ? { unit: r.unit } : {}),
  };
}

/**
 * The list stored under QUOTE_STORAGE_KEY. Corrupt JSON, a non-array, broken or duplicate entries
 * and anything past the line limit are dropped rather than failing: the page must always render.
 */
export function parseQuoteList(raw: string | null): QuoteEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const list: QuoteEntry[] = [];
  for (const item of data) {
    const entry = readEntry(item);
    if (!entry || seen.has(lineKey(entry))) continue;
    seen.add(lineKey(entry));
    list.push(entry);
    if (list.length === INQUIRY_LIMITS.maxLines) break;
  }
  return list;
}

/** Whole pieces between the MOQ and the contract's maximum. */
export function clampQuantity(quantity: number, moq: number): number {
  if (!Number.isFinite(quantity)) return moq;
  return Math.min(Math.max(Math.floor(quantity), moq, 1), INQUIRY_LIMITS.maxQuantity);
}

/**
 * Adds a line, or updates it when the product is already listed with that kind (quantity and note
 * replaced, the snapshot refreshed, position kept). A new line past INQUIRY_LIMITS.maxLines (quote
 * and sample lines count alike) is refused.
 */
export function addEntry(list: readonly QuoteEntry[], entry: QuoteEntry): { list: QuoteEntry[]; outcome: AddOutcome } {
  const clean: QuoteEntry = {
    ...entry,
    quantity: lineQuantity(entry.kind, entry.quantity, entry.moq),
    note: entry.note.trim().slice(0, INQUIRY_LIMITS.lineNote),
  };
  const index = list.findIndex((e) => sameLine(e, entry));
  if (index >= 0) return { list: list.map((e, i) => (i === index ? clean : e)), outcome: 'updated' };
  if (list.length >= INQUIRY_LIMITS.maxLines) return { list: [...list], outcome: 'full' };
  return { list: [...list, clean], outcome: 'added' };
}

/**
 * Changes a listed line's quantity or note. Only valid quantities are stored (clamped to the MOQ):
 * the editor keeps what the visitor is typing and says why a smaller number is refused.
 */
export function updateEntry(list: readonly QuoteEntry[], key: QuoteKey, patch: { quantity?: number; note?: string }): QuoteEntry[] {
  return list.map((e) => {
    if (!sameLine(e, key)) return e;
    const quantity = patch.quantity === undefined ? e.quantity : lineQuantity(e.kind, patch.quantity, e.moq);
    const note = patch.note === undefined ? e.note : patch.note.slice(0, INQUIRY_LIMITS.lineNote);
    return { ...e, quantity, note };
  });
}

export function removeEntry(list: readonly QuoteEntry[], key: QuoteKey): QuoteEntry[] {
  return list.filter((e) => !sameLine(e, key));
}
