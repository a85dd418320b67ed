import type { AppLocale } from '@/lib/i18n/routing';
import type { QuotationCurrency } from './types';

// Prices are integers of the currency's minor unit. They reach Intl as a decimal STRING built from
// that integer, never as a float: Intl formats a numeric string exactly, so 12345678901234567 fen
// stays exact where a Number would already have rounded.

/** Digits after the decimal point. IDR is quoted in whole rupiah (ISO 4217 says 2; nobody uses them). */
export const CURRENCY_EXPONENT: Record<QuotationCurrency, number> = { IDR: 0, USD: 2, CNY: 2 };

function toBigInt(minor: bigint | number): bigint {
  if (typeof minor === 'bigint') return minor;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`An amount in minor units must be a safe integer (got ${minor})`);
  return BigInt(minor);
}

/** '12345' with exponent 2 → '123.45'; negative amounts keep their sign. */
export function minorToDecimalString(minor: bigint | number, exponent: number): `${number}` {
  const value = toBigInt(minor);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}` as `${number}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 'Rp 1.250' (id, IDR), '$1,234.50' (en, USD), '¥1,234.50' (zh-CN, CNY). */
export function formatMinorAmount(minor: bigint | number, currency: QuotationCurrency, locale: AppLocale): string {
  const exponent = CURRENCY_EXPONENT[currency];
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(minorToDecimalString(minor, exponent));
}
