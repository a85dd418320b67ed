/**
 * A product's minimum order (MOQ): one structured field, items.moq_quantity + items.moq_unit
 * (migration 0013). Every language shows the same number in its own words, and every check (the
 * quote forms' minimum, the submit action) reads it from here, never from translated text.
 * Pure: used by server reads, client forms and the admin's zod schema.
 */

// The units are a stored column's values (lib/db/column-values.ts); their words per language are
// messages' `ItemFields.moq.units`.
import { MOQ_UNITS, type MoqUnit } from '../db/column-values';

export { MOQ_UNITS, type MoqUnit };

/** The largest minimum the admin may set: the quote list's per-line maximum. */
export const MOQ_MAX_QUANTITY = 10_000_000;

export type Moq = { quantity: number; unit: MoqUnit | null };

export function isMoqUnit(value: unknown): value is MoqUnit {
  return typeof value === 'string' && (MOQ_UNITS as readonly string[]).includes(value);
}

/** The smallest quantity a quote line may ask for: the MOQ, else 1. */
export function minimumQuantity(moq: Moq | null | undefined): number {
  return moq?.quantity ?? 1;
}

/** A unit's word in one language (messages' `ItemFields.moq.units`). */
export type MoqUnitWords = Record<MoqUnit, string>;

/**
 * Fills a translated template's `{moq}` (the number in the language's grouping: '1,000', '1.000')
 * and `{unit}` (the unit's word, or nothing when the product has no unit; the space left before
 * it is dropped). Plain replacement, so client code needs no ICU runtime.
 */
export function fillMoq(template: string, moq: Moq, locale: string, units: MoqUnitWords): string {
  const number = new Intl.NumberFormat(locale).format(moq.quantity);
  const unit = moq.unit ? units[moq.unit] : '';
  return template
    .replaceAll('{moq}', number)
    .replaceAll('{unit}', unit)
    .replace(/ +(?=[.。]|$)/gu, '')
    .replace(/ {2,}/gu, ' ');
}
