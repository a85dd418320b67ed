import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { countryName } from '@/lib/i18n/countries';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import type { InsightsReport } from '@/lib/insights/report';
import { BarChart, type BarSeries } from './bar-chart';
import { csvHref, formatters } from './format';
import { FiguresTable, InsightSection } from './insight-section';
import { OutcomeSections } from './outcome-sections';
import { ValueSection } from './value-section';
import { WeekChart } from './week-chart';

// The figures of one range: the weekly series, four breakdowns, what became of the inquiries, then
// the value quoted and won.
// Charts show the first CHART_ROWS rows of a breakdown; its table shows every row loaded (PAGE_ROWS).

const CHART_ROWS = 10;
type Range = { from: string; to: string };

export async function InsightsView({
  locale,
  range,
  report,
  ratesForm,
}: {
  locale: AppLocale;
  range: Range;
  report: InsightsReport;
  /** The owner's exchange-rate form (null for other roles). */
  ratesForm: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const f = formatters(locale);
  const series: BarSeries[] = [
    { name: t('columns.inquiries'), fill: 'solid' },
    { name: t('columns.samples'), fill: 'hatch' },
  ];
  const section = (id: 'weeks' | 'product' | 'category' | 'language' | 'country') => ({
    id,
    title: t(`sections.${id}`),
    csvHref: csvHref(locale, id, range, report.value.currency),
    csvLabel: t('csv'),
  });
  const more = (shown: number, total: number) => (total > shown ? t('moreRows', { shown: f.n(shown), total: f.n(total) }) : null);
  const breakdowns = (['product', 'category', 'language', 'country'] as const).map((by) => {
    const b = report.breakdowns[by];
    const rows = b.rows.map((r) => {
      const name =
        by === 'language'
          ? isAppLocale(r.key)
            ? t(`languages.${r.key}`)
            : r.key
          : by === 'country' && r.code
            ? countryName(r.code, locale)
            : r.label === null
              ? t(`none.${by === 'product' ? 'product' : by === 'category' ? 'category' : 'country'}`)
              : r.deleted
                ? t('deleted', { name: r.label })
                : r.label;
      return { ...r, name };
    });
    return { by, rows, groups: b.groups };
  });

  return (
    <div className="space-y-5">
      <InsightSection
        {...section('weeks')}
        wide
        note={t('notes.weeks')}
        chart={
          <WeekChart
            id="weeks"
            label={t('chartLabel', { table: t('sections.weeks') })}
            series={series}
            weeks={report.weeks.map((w) => ({
              week: w.week,
              axisLabel: f.day(w.week),
              values: [w.inquiries, w.samples],
              texts: [f.n(w.inquiries), f.n(w.samples)],
            }))}
          />
        }
      >
        <FiguresTable
          id="weeks"
          columns={[t('columns.week'), t('columns.inquiries'), t('columns.samples')]}
          rows={report.weeks.map((w) => ({
            key: w.week,
            cells: [
              <time key="d" dateTime={w.week}>
                {f.day(w.week)}
              </time>,
              f.n(w.inquiries),
              f.n(w.samples),
            ],
          }))}
          empty={t('noRows')}
        />
      </InsightSection>
      <div className="grid gap-5 xl:grid-cols-2">
        {breakdowns.map(({ by, rows, groups }) => (
          <InsightSection
            key={by}
            {...section(by)}
            note={by === 'language' ? undefined : t(`notes.${by}`)}
            more={more(rows.length, groups)}
            chart={
              rows.length > 0 && (
                <BarChart
                  id={by}
                  label={t('chartLabel', { table: t(`sections.${by}`) })}
                  series={series}
                  rows={rows.slice(0, CHART_ROWS).map((r) => ({
                    key: r.key,
                    label: r.name,
                    values: [r.inquiries, r.samples],
                    texts: [f.n(r.inquiries), f.n(r.samples)],
                  }))}
                />
              )
            }
          >
            <FiguresTable
              id={by}
              columns={[t(`columns.${by}`), ...(by === 'product' ? [t('columns.code')] : []), t('columns.inquiries'), t('columns.samples')]}
              rows={rows.map((r) => ({
                key: r.key,
                cells: [r.name, ...(by === 'product' ? [r.code] : []), f.n(r.inquiries), f.n(r.samples)],
              }))}
              empty={t('noRows')}
            />
          </InsightSection>
        ))}
      </div>
      <OutcomeSections locale={locale} range={range} report={report} />
      <ValueSection locale={locale} range={range} value={report.value} ratesForm={ratesForm} />
    </div>
  );
}
