import { fill } from '@/components/catalog/labels';
import { INQUIRY_LIMITS } from '@/lib/inquiries/contract';

/** A quantity as the visitor's language writes it ('1,000' in English, '1.000' in Indonesian). */
export function formatQuantity(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** 'Minimum order: 1,000 pcs' under the quantity field, or null when any quantity goes (MOQ 1). */
export function moqHintOf(moq: number, labels: { moqHint: string; locale: string }): string | null {
  return moq > 1 ? fill(labels.moqHint, { moq: formatQuantity(moq, labels.locale) }) : null;
}

export type QuantityProblem = 'tooFew' | 'notWhole' | 'tooMany' | null;

/** The translated refusal for a problem (null: none), its numbers in the visitor's grouping. */
export function quantityMessage(
  problem: QuantityProblem,
  moq: number,
  labels: { tooFew: string; tooMany: string; notWhole: string; locale: string },
): string | null {
  if (problem === 'tooFew') return fill(labels.tooFew, { moq: formatQuantity(moq, labels.locale) });
  if (problem === 'tooMany') return fill(labels.tooMany, { max: formatQuantity(INQUIRY_LIMITS.maxQuantity, labels.locale) });
  return problem === 'notWhole' ? labels.notWhole : null;
}

/** Why a typed quantity cannot be used (null: it can). Same rule as the inputs' min/max/step. */
export function quantityProblem(raw: string, moq: number): QuantityProblem {
  const text = raw.trim();
  if (text === '') return 'tooFew';
  if (!/^\d+$/.test(text)) return 'notWhole';
  const n = Number(text);
  if (n < moq) return 'tooFew';
  if (n > INQUIRY_LIMITS.maxQuantity) return 'tooMany';
  return null;
}
