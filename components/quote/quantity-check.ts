import { INQUIRY_LIMITS } from '@/lib/inquiries/contract';

/** A quantity as the visitor's language writes it ('1,000' in English, '1.000' in Indonesian). */
export function formatQuantity(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

export type QuantityProblem = 'tooFew' | 'notWhole' | 'tooMany' | null;

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
