// The visitor's quote list, as pure functions over an array: parsing what localStorage
// holds (tolerating anything), adding, updating and removing lines. The browser store
// (components/quote/quote-store.ts) only reads, writes and notifies; every rule lives here.
import { isMoqUnit, type MoqUnit } from '../catalog/moq';
import { INQUIRY_LIMITS } from './contract';

/** One stored line: what the server needs (itemId, quantity, note) and what the list shows. */
export type QuoteEntry = {
  itemId: number;
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
  return {
    itemId,
    quantity: clampQuantity(positiveInt(r.quantity, moq), moq),
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
  const seen = new Set<number>();
  const list: QuoteEntry[] = [];
  for (const item of data) {
    const entry = readEntry(item);
    if (!entry || seen.has(entry.itemId)) continue;
    seen.add(entry.itemId);
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
 * Adds a product, or updates its line when it is already listed (quantity and note replaced, the
 * snapshot refreshed, position kept). A new product past INQUIRY_LIMITS.maxLines is refused.
 */
export function addEntry(list: readonly QuoteEntry[], entry: QuoteEntry): { list: QuoteEntry[]; outcome: AddOutcome } {
  const clean: QuoteEntry = {
    ...entry,
    quantity: clampQuantity(entry.quantity, entry.moq),
    note: entry.note.trim().slice(0, INQUIRY_LIMITS.lineNote),
  };
  const index = list.findIndex((e) => e.itemId === entry.itemId);
  if (index >= 0) return { list: list.map((e, i) => (i === index ? clean : e)), outcome: 'updated' };
  if (list.length >= INQUIRY_LIMITS.maxLines) return { list: [...list], outcome: 'full' };
  return { list: [...list, clean], outcome: 'added' };
}

/**
 * Changes a listed line's quantity or note. Only valid quantities are stored (clamped to the MOQ):
 * the editor keeps what the visitor is typing and says why a smaller number is refused.
 */
export function updateEntry(list: readonly QuoteEntry[], itemId: number, patch: { quantity?: number; note?: string }): QuoteEntry[] {
  return list.map((e) => {
    if (e.itemId !== itemId) return e;
    const quantity = patch.quantity === undefined ? e.quantity : clampQuantity(patch.quantity, e.moq);
    const note = patch.note === undefined ? e.note : patch.note.slice(0, INQUIRY_LIMITS.lineNote);
    return { ...e, quantity, note };
  });
}

export function removeEntry(list: readonly QuoteEntry[], itemId: number): QuoteEntry[] {
  return list.filter((e) => e.itemId !== itemId);
}
