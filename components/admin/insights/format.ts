import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { rangeQuery } from '@/lib/insights/range';
import { formatMinorAmount } from '@/lib/quotations/document/money';
import type { QuotationCurrency } from '@/lib/quotations/money';

// Number, percent, money and date words of the Insights screen in the admin's language.

export function formatters(locale: AppLocale) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // Week starts are calendar days: formatted at UTC midnight so no zone moves them.
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  return {
    n: (v: number) => number.format(v),
    pct: (v: number | null) => (v === null ? null : percent.format(v)),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    /** '2026-11' → 'Nov 2026'. */
    month: (yyyyMm: string) => month.format(new Date(`${yyyyMm}-01T00:00:00Z`)),
    /** Two days of one month as a span of day numbers ('3 – 15'; the month is named beside it). */
    days: (from: string, to: string) => dayOfMonth.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)),
    /** Minor units (exact, a bigint) as money of the currency in this language. */
    money: (minor: bigint, currency: QuotationCurrency) => formatMinorAmount(minor, currency, locale),
  };
}

/** The CSV link of one table, for the page's range and value currency. */
export function csvHref(locale: AppLocale, table: string, range: { from: string; to: string }, currency: QuotationCurrency): string {
  return `${localizedPath(locale, '/admin-panel/insights/export')}?table=${table}&${rangeQuery(range)}&currency=${currency}`;
}
