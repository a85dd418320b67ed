import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { rangeQuery } from '@/lib/insights/range';

// Number, percent and date words of the Insights screen in the admin's language.

export function formatters(locale: AppLocale) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // Week starts are calendar days: formatted at UTC midnight so no zone moves them.
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    n: (v: number) => number.format(v),
    pct: (v: number | null) => (v === null ? null : percent.format(v)),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
  };
}

export function csvHref(locale: AppLocale, table: string, range: { from: string; to: string }): string {
  return `${localizedPath(locale, '/admin-panel/insights/export')}?table=${table}&${rangeQuery(range)}`;
}
