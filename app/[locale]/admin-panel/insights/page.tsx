import { getTranslations } from 'next-intl/server';
import { InsightsView } from '@/components/admin/insights/insights-view';
import { RangeForm } from '@/components/admin/insights/range-form';
import { RatesForm, type RatesFormLabels } from '@/components/admin/insights/rates-form';
import { adminPage, adminTitle } from '@/lib/admin/page';
import { can } from '@/lib/auth/roles';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { saveRatesAction } from '@/lib/insights/actions';
import { daysInRange, parseInsightRange } from '@/lib/insights/range';
import { parseInsightCurrency, RATE_CURRENCIES } from '@/lib/insights/rate-input';
import type { ExchangeRate } from '@/lib/insights/rates';
import { loadInsights } from '@/lib/insights/report';

// The range comes from the URL, the figures are live and the session is per visitor.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/insights'>) {
  return adminTitle(params, 'AdminInsights');
}

/** The owner's rate fields: each currency's current rate (or none) and when and by whom it was set. */
async function ratesLabels(locale: AppLocale, rates: readonly ExchangeRate[]): Promise<RatesFormLabels> {
  const t = await getTranslations({ locale, namespace: 'AdminInsights.rates' });
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
  return {
    title: t('title'),
    help: t('help'),
    save: t('save'),
    fields: RATE_CURRENCIES.map((currency) => {
      const rate = rates.find((r) => r.currency === currency);
      return {
        currency,
        label: t('label', { currency }),
        value: rate?.idrPerUnit ?? '',
        status: rate ? t('setBy', { date: at.format(rate.updatedAt), email: rate.updatedBy }) : t('none'),
      };
    }),
  };
}

/**
 * The sales team's figures over a range of days (decisions 070 and 079): charts with their tables,
 * CSV per table, the value quoted and won in the chosen currency; the owner also sets the rates.
 */
export default async function InsightsPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/insights'>) {
  const { locale, session } = await adminPage(params, 'sales');
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const query = await searchParams;
  const range = parseInsightRange(query, new Date());
  const currency = parseInsightCurrency(query);
  const report = await loadInsights(range, undefined, currency).catch((error: unknown) => {
    console.error('[insights] load failed', error);
    return null;
  });
  const empty =
    report !== null &&
    report.funnel.received === 0 &&
    report.acceptance.rows.length === 0 &&
    report.value.months.every((m) => m.quoted.count === 0 && m.won.count === 0);
  // The rates change what everyone reads here, so only the owner sets them (the 'team' capability).
  const ratesForm =
    report && can(session.role, 'team') ? (
      <RatesForm labels={await ratesLabels(locale, report.value.rates)} submit={saveRatesAction.bind(null, locale)} />
    ) : null;

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="max-w-3xl text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <RangeForm
        locale={locale}
        range={range}
        currency={currency}
        action={localizedPath(locale, '/admin-panel/insights')}
        days={daysInRange(range.from, range.to)}
      />
      {report === null ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('loadFailed')}
        </p>
      ) : empty ? (
        <div className="space-y-5">
          <p data-testid="insights-empty" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            {t('empty')}
          </p>
          {ratesForm && <div className="rounded-xl border border-slate-200 bg-white p-4">{ratesForm}</div>}
        </div>
      ) : (
        <InsightsView locale={locale} range={range} report={report} ratesForm={ratesForm} />
      )}
    </div>
  );
}
