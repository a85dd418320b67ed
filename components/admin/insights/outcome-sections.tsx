import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatDuration } from '@/lib/insights/duration';
import type { InsightsReport } from '@/lib/insights/report';
import { BarChart } from './bar-chart';
import { csvHref, formatters } from './format';
import { FiguresTable, InsightSection } from './insight-section';

// The funnel (received → quoted → accepted), the median reply times and the acceptance per product.
// Shares and rates are only computed over a count above zero: an empty range shows dashes.

const CHART_ROWS = 10;

export async function OutcomeSections({
  locale,
  range,
  report,
}: {
  locale: AppLocale;
  range: { from: string; to: string };
  report: InsightsReport;
}) {
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const f = formatters(locale);
  const dash = t('noRate');
  const { funnel, replyTimes: times, acceptance } = report;
  const share = (n: number) => (funnel.received > 0 ? f.pct(n / funnel.received)! : dash);
  const stages = (['received', 'quoted', 'accepted'] as const).map((stage) => ({ stage, n: funnel[stage] }));
  const duration = (seconds: number | null) => {
    const d = formatDuration(seconds);
    return d ? t(`duration.${d.unit}`, { n: d.value }) : t('times.none');
  };
  const common = (id: 'funnel' | 'times' | 'acceptance') => ({
    id,
    title: t(`sections.${id}`),
    note: t(`notes.${id}`),
    csvHref: csvHref(locale, id, range, report.value.currency),
    csvLabel: t('csv'),
  });
  const label = (r: (typeof acceptance.rows)[number]) => (r.deleted ? t('deleted', { name: r.label }) : r.label);

  return (
    <div className="grid gap-5 xl:grid-cols-2">
      <InsightSection
        {...common('funnel')}
        chart={
          <BarChart
            id="funnel"
            label={t('chartLabel', { table: t('sections.funnel') })}
            series={[{ name: t('columns.count'), fill: 'solid' }]}
            max={funnel.received}
            rows={stages.map(({ stage, n }) => ({
              key: stage,
              label: t(`funnel.${stage}`),
              values: [n],
              texts: [funnel.received > 0 ? `${f.n(n)} (${share(n)})` : f.n(n)],
            }))}
          />
        }
      >
        <FiguresTable
          id="funnel"
          columns={[t('columns.stage'), t('columns.count'), t('columns.share')]}
          rows={stages.map(({ stage, n }) => ({ key: stage, cells: [t(`funnel.${stage}`), f.n(n), share(n)] }))}
          empty={t('noRows')}
        />
      </InsightSection>
      <InsightSection {...common('times')}>
        <FiguresTable
          id="times"
          columns={[t('columns.measure'), t('columns.median'), t('columns.basis')]}
          rows={[
            {
              key: 'reply',
              cells: [t('times.reply'), duration(times.replyMedianSeconds), t('times.basis', { n: times.replied, total: times.received })],
            },
            {
              key: 'quote',
              cells: [t('times.quote'), duration(times.quoteMedianSeconds), t('times.basis', { n: times.quoted, total: times.received })],
            },
          ]}
          empty={t('noRows')}
        />
      </InsightSection>
      <div className="xl:col-span-2">
        <InsightSection
          {...common('acceptance')}
          more={
            acceptance.groups > acceptance.rows.length
              ? t('moreRows', { shown: f.n(acceptance.rows.length), total: f.n(acceptance.groups) })
              : null
          }
          chart={
            acceptance.rows.length > 0 && (
              <BarChart
                id="acceptance"
                label={t('chartLabel', { table: t('sections.acceptance') })}
                series={[{ name: t('columns.rate'), fill: 'solid' }]}
                max={1}
                rows={acceptance.rows.slice(0, CHART_ROWS).map((r) => ({
                  key: r.key,
                  label: label(r),
                  values: [r.rate ?? 0],
                  texts: [`${f.pct(r.rate) ?? dash} (${f.n(r.accepted)}/${f.n(r.offered)})`],
                }))}
              />
            )
          }
        >
          <FiguresTable
            id="acceptance"
            columns={[
              t('columns.product'),
              t('columns.code'),
              t('columns.offered'),
              t('columns.accepted'),
              t('columns.declined'),
              t('columns.rate'),
            ]}
            rows={acceptance.rows.map((r) => ({
              key: r.key,
              cells: [label(r), r.code, f.n(r.offered), f.n(r.accepted), f.n(r.declined), f.pct(r.rate) ?? dash],
            }))}
            empty={t('noRows')}
          />
        </InsightSection>
      </div>
    </div>
  );
}
