import { z } from 'zod';
import { paramReader, type SearchParams } from '@/lib/filters/query';
import { QUOTATION_CURRENCIES, type QuotationCurrency } from '@/lib/quotations/money';

// The currency Insights shows its values in (?currency=), and the owner's exchange-rate form: how
// many rupiah one dollar or one yuan is worth. Pure: the page, the CSV route, the server action and
// the unit tests share it. Rates stay decimal STRINGS from the form to SQL's numeric (never a float).

/** The currencies a rate is kept for: everything but the rupiah, which is 1 IDR by definition. */
export const RATE_CURRENCIES = QUOTATION_CURRENCIES.filter((c): c is Exclude<QuotationCurrency, 'IDR'> => c !== 'IDR');
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export const DEFAULT_VALUE_CURRENCY: QuotationCurrency = 'IDR';
/** Decimals a rate may have (the table's check says the same). */
export const RATE_DECIMALS = 4;
/** A rate at or above this is refused as a typing mistake (the table's check says the same). */
export const RATE_MAX_IDR = 100_000_000;

/** ?currency=IDR|USD|CNY; anything else (or nothing) is the rupiah. */
export function parseInsightCurrency(params: SearchParams): QuotationCurrency {
  const value = paramReader(params)('currency').toUpperCase();
  return (QUOTATION_CURRENCIES as readonly string[]).includes(value) ? (value as QuotationCurrency) : DEFAULT_VALUE_CURRENCY;
}

/** '016250.50' → '16250.5': one spelling per value, so an unchanged rate is seen as unchanged. */
export function canonicalRate(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

/** Why a typed rate is refused (keys of AdminInsights.rates.errors). */
export type RateProblem = 'invalid' | 'decimals' | 'tooLarge';

/**
 * A typed rate: '' means "no rate" (null); else digits with an optional point and at most
 * RATE_DECIMALS decimals, positive and below RATE_MAX_IDR. Spaces and underscores may group digits;
 * commas are refused (16,250 and 16.250 mean different things in English and Indonesian).
 */
export function parseRate(input: string): { rate: string | null } | { problem: RateProblem } {
  const text = input.replace(/[\s_]/g, '');
  if (text === '') return { rate: null };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { problem: 'invalid' };
  if ((match[2] ?? '').length > RATE_DECIMALS) return { problem: 'decimals' };
  const rate = canonicalRate(text);
  if (/^0(\.0*)?$/.test(rate)) return { problem: 'invalid' };
  const whole = rate.split('.')[0]!;
  if (whole.length > String(RATE_MAX_IDR).length || Number(whole) >= RATE_MAX_IDR) return { problem: 'tooLarge' };
  return { rate };
}

const rateField = z
  .string('invalid')
  .max(40, 'invalid')
  .transform((value, ctx) => {
    const parsed = parseRate(value);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.rate;
  });

/** The form: one field per rate currency; each a rate, or '' for none. */
export const ratesSchema = z.object(
  Object.fromEntries(RATE_CURRENCIES.map((c) => [c, rateField])) as Record<RateCurrency, typeof rateField>,
);
export type RatesInput = z.output<typeof ratesSchema>;

/** The form's fields as the schema reads them (a missing field is refused, not taken as "none"). */
export function readRatesForm(form: unknown): Record<string, unknown> {
  if (!(form instanceof FormData)) return {};
  return Object.fromEntries(
    RATE_CURRENCIES.map((c) => {
      const value = form.get(c);
      return [c, typeof value === 'string' ? value : undefined];
    }),
  );
}
