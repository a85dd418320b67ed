import { fill } from '@/components/catalog/labels';
import { fillMoq, type MoqUnit, type MoqUnitWords } from '@/lib/product-fields/moq';
import { INQUIRY_LIMITS } from '@/lib/inquiries/contract';

/** A quantity as the visitor's language writes it ('1,000' in English, '1.000' in Indonesian). */
export function formatQuantity(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** What the quantity checks need of a product: its MOQ (1 = any) and the MOQ's unit. */
export type MoqOf = { moq: number; unit?: MoqUnit | null };

/** 'Minimum order: 1,000 pcs' under the quantity field, or null when any quantity goes (MOQ 1). */
export function moqHintOf(product: MoqOf, labels: { moqHint: string; locale: string; units: MoqUnitWords }): string | null {
  return product.moq > 1
    ? fillMoq(labels.moqHint, { quantity: product.moq, unit: product.unit ?? null }, labels.locale, labels.units)
    : null;
}

export type QuantityProblem = 'tooFew' | 'notWhole' | 'tooMany' | null;

/** The translated refusal for a problem (null: none), its numbers in the visitor's grouping. */
export function quantityMessage(
  problem: QuantityProblem,
  product: MoqOf,
  labels: { tooFew: string; tooMany: string; notWhole: string; locale: string; units: MoqUnitWords },
): string | null {
  if (problem === 'tooFew')
    return fillMoq(labels.tooFew, { quantity: product.moq, unit: product.unit ?? null }, labels.locale, labels.units);
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
