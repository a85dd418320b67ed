import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { InsightsView } from '@/components/admin/insights/insights-view';
import { RangeForm } from '@/components/admin/insights/range-form';
import { requireCapability } from '@/lib/auth/session';
import { localizedPath, routing } from '@/lib/i18n/routing';
import { daysInRange, parseInsightRange } from '@/lib/insights/range';
import { loadInsights } from '@/lib/insights/report';

// The range comes from the URL, the figures are live and the session is per visitor.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin-panel/insights'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  return { title: t('title') };
}

/** The sales team's figures over a range of days (decision 070): charts with their tables, CSV per table. */
export default async function InsightsPage({ params, searchParams }: PageProps<'/[locale]/admin-panel/insights'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireCapability('sales', locale);
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const range = parseInsightRange(await searchParams, new Date());
  const report = await loadInsights(range).catch((error: unknown) => {
    console.error('[insights] load failed', error);
    return null;
  });
  const empty = report !== null && report.funnel.received === 0 && report.acceptance.rows.length === 0;

  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="max-w-3xl text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <RangeForm
        locale={locale}
        range={range}
        action={localizedPath(locale, '/admin-panel/insights')}
        days={daysInRange(range.from, range.to)}
      />
      {report === null ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('loadFailed')}
        </p>
      ) : empty ? (
        <p data-testid="insights-empty" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <InsightsView locale={locale} range={range} report={report} />
      )}
    </div>
  );
}
