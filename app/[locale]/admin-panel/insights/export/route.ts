import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/lib/auth/session';
import { countryName } from '@/lib/i18n/countries';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { insightsCsv, isInsightTable, type CsvWords } from '@/lib/insights/csv';
import { CSV_ROWS } from '@/lib/insights/queries';
import { parseInsightRange } from '@/lib/insights/range';
import { parseInsightCurrency } from '@/lib/insights/rate-input';
import { loadInsights } from '@/lib/insights/report';

export const dynamic = 'force-dynamic';

/**
 * GET /{locale}/admin-panel/insights/export?table=<name>&from=…&to=…&currency=…: one Insights table as CSV
 * (up to CSV_ROWS rows). Middleware is not the guard: the session and the `sales` capability are
 * checked here again before anything is read; an unknown table is 404.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/admin-panel/insights/export'>): Promise<Response> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  await requireCapability('sales', locale);
  const query = new URL(request.url).searchParams;
  const table = query.get('table') ?? '';
  if (!isInsightTable(table)) notFound();
  const range = parseInsightRange(query, new Date());
  const csv = insightsCsv(await loadInsights(range, CSV_ROWS, parseInsightCurrency(query)), table, await csvWords(locale));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="insights-${table}-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

async function csvWords(locale: AppLocale): Promise<CsvWords> {
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const say = t as unknown as (key: string, values?: Record<string, string>) => string;
  return {
    column: (key, values) => say(`columns.${key}`, values),
    country: (code) => countryName(code, locale),
    label: (table, key) => {
      if (table === 'product') return key === null ? say('none.product') : say('deleted', { name: key });
      if (table === 'language') return key && isAppLocale(key) ? say(`languages.${key}`) : (key ?? '');
      if (table === 'category' || table === 'country') return key ?? say(`none.${table}`);
      if (table === 'funnel') return say(`funnel.${key}`);
      if (table === 'times') return say(`times.${key}`);
      return key ?? '';
    },
  };
}
