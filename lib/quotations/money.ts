import { QUOTATION_CURRENCIES, type QuotationCurrency } from '../db/column-values';
import type { AppLocale } from '../i18n/routing';
import { CURRENCY_EXPONENT, formatMinorAmount, minorToDecimalString } from './document/money';

// Amounts are integers in the currency's minor unit, from the form to the database to the page:
// never a float, so 0.1 + 0.2 never shows up on a buyer's quotation. Rupiah are quoted without
// decimals (nobody prices packaging in sen); dollars and yuan in cents / fen.

export { QUOTATION_CURRENCIES, type QuotationCurrency };

/** Digits after the decimal point per currency: one table with the PDF's (document/money.ts). */
export const MINOR_DIGITS: Record<QuotationCurrency, number> = CURRENCY_EXPONENT;

/** The largest unit price accepted, in minor units: well inside a JavaScript safe integer. */
export const MAX_UNIT_PRICE_MINOR = 1_000_000_000_000;

const INTL_LOCALE: Record<AppLocale, string> = { en: 'en-US', id: 'id-ID', 'zh-CN': 'zh-CN' };

/** The decimal string of an amount ("1250.50" for 125050 cents), exact for any safe integer. */
export function minorToDecimal(minor: number, currency: QuotationCurrency): string {
  return minorToDecimalString(minor, MINOR_DIGITS[currency]);
}

/**
 * An amount for people, per currency and language: `Rp 12.500` in Indonesian, `$1,250.50` in
 * English, `¥8.80` in Chinese. The page, the mails and the PDF format through one function.
 */
export function formatMoney(minor: number, currency: QuotationCurrency, locale: AppLocale): string {
  return formatMinorAmount(minor, currency, locale);
}

/** A quantity with the language's grouping (10,000 / 10.000). */
export function formatQuantity(quantity: number, locale: AppLocale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(quantity);
}

/**
 * The admin's typed price in minor units, or null when it is not a plain amount: digits, with at
 * most the currency's decimals after ONE decimal separator, a point or the comma of Indonesian
 * writing ("12500" rupiah, "1250.5" or "2,85" dollars). Spaces and underscores may group digits.
 * There are no thousands separators: "12,500" and "12.500" mean different things in English and
 * Indonesian, so three digits after a separator are more decimals than any currency here has and
 * the price is refused rather than guessed; so is "1.250,50" (two separators).
 */
export function parseMinor(input: string, currency: QuotationCurrency): number | null {
  const text = input.replace(/[\s_]/g, '');
  const digits = MINOR_DIGITS[currency];
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) && minor <= MAX_UNIT_PRICE_MINOR ? minor : null;
}
