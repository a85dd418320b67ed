import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { InsightRange } from '@/lib/insights/range';
import { QUOTATION_CURRENCIES, type QuotationCurrency } from '@/lib/quotations/money';

// The date range as a plain GET form: it works without JavaScript and the URL keeps the range
// (bookmarkable, shareable inside the team) and the currency the values are shown in. A wrong
// range is explained above the figures.

export async function RangeForm({
  locale,
  range,
  currency,
  action,
  days,
}: {
  locale: AppLocale;
  range: InsightRange;
  currency: QuotationCurrency;
  action: string;
  days: number;
}) {
  const t = await getTranslations({ locale, namespace: 'AdminInsights.range' });
  const input =
    'mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';
  return (
    <form method="get" action={action} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="insights-range">
      {range.problem && (
        <p
          role="alert"
          data-testid="insights-range-problem"
          data-problem={range.problem}
          className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t(range.problem)}
        </p>
      )}
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t('legend')}</legend>
        <label className="text-sm font-medium text-slate-800">
          {t('from')}
          <input type="date" name="from" defaultValue={range.from} required className={input} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('to')}
          <input type="date" name="to" defaultValue={range.to} required className={input} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('currency')}
          <select name="currency" defaultValue={currency} className={input} data-testid="insights-currency">
            {QUOTATION_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="hover:bg-brand-800 min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white">
          {t('apply')}
        </button>
      </fieldset>
      <p className="text-sm text-slate-700" data-testid="insights-range-showing">
        {t('showing', { from: range.from, to: range.to, days })} · {t('hint')}
      </p>
    </form>
  );
}
