import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import { addDays } from '@/lib/insights/range';
import type { Amount, ValueFigure, ValueReport } from '@/lib/insights/values';
import { BarChart } from './bar-chart';
import { csvHref, formatters } from './format';
import { FiguresTable, InsightSection } from './insight-section';

// Quoted and won value per month in the chosen currency: the chart (converted amounts, numbers on
// the bars), the table beside it, the rates used and when they were set, and the amounts that had no
// rate, shown apart in their own currency instead of being left out (decision 079).

type Range = { from: string; to: string };

/** A month's label, with its days when the range covers only part of it ('Nov 2026 (1 – 15)'). */
function monthLabel(f: ReturnType<typeof formatters>, month: string, range: Range, partial: (m: string, days: string) => string) {
  const first = `${month}-01`;
  const last = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  const from = range.from > first ? range.from : first;
  const to = range.to < last ? range.to : last;
  return from === first && to === last ? f.month(month) : partial(f.month(month), f.days(from, to));
}

function sumFigures(figures: readonly ValueFigure[]): ValueFigure {
  const apart = new Map<Amount['currency'], bigint>();
  for (const a of figures.flatMap((x) => x.unconverted)) apart.set(a.currency, (apart.get(a.currency) ?? 0n) + a.minor);
  return {
    count: figures.reduce((n, x) => n + x.count, 0),
    converted: figures.reduce((n, x) => n + x.converted, 0n),
    unconverted: [...apart].map(([currency, minor]) => ({ currency, minor })),
  };
}

export async function ValueSection({
  locale,
  range,
  value,
  ratesForm,
}: {
  locale: AppLocale;
  range: Range;
  value: ValueReport;
  /** The owner's form to change the rates (null for sales, who read them only). */
  ratesForm: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'AdminInsights' });
  const f = formatters(locale);
  const { currency, rates, months, unconvertible } = value;
  const money = (minor: bigint) => f.money(minor, currency);
  const apart = (amounts: readonly Amount[]) => amounts.map((a) => f.money(a.minor, a.currency)).join(', ');
  const rateNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'long' });
  const setAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' });
  const newest = rates.reduce<Date | null>((d, r) => (d && d > r.updatedAt ? d : r.updatedAt), null);
  const ratesText = newest
    ? t('value.ratesUsed', {
        rates: list.format(rates.map((r) => `1 ${r.currency} = ${rateNumber.format(r.idrPerUnit as `${number}`)} IDR`)),
        date: setAt.format(newest),
      })
    : t('value.noRates');
  const showApart = unconvertible.length > 0;
  const label = (m: string) => monthLabel(f, m, range, (month, days) => t('value.partialMonth', { month, days }));
  const total = { quoted: sumFigures(months.map((m) => m.quoted)), won: sumFigures(months.map((m) => m.won)) };
  // What was not converted stands next to its converted figure, so a phone shows it without scrolling far.
  const cells = (q: ValueFigure, w: ValueFigure) => [
    money(q.converted),
    ...(showApart ? [apart(q.unconverted)] : []),
    f.n(q.count),
    money(w.converted),
    ...(showApart ? [apart(w.unconverted)] : []),
    f.n(w.count),
  ];

  return (
    <InsightSection
      id="value"
      title={t('sections.value')}
      note={t('notes.value')}
      csvHref={csvHref(locale, 'value', range, currency)}
      csvLabel={t('csv')}
      lead={
        <div className="space-y-1 text-sm" data-testid="insights-value-rates">
          <p className="text-slate-800">{ratesText}</p>
          {showApart && (
            <p
              role="note"
              data-testid="insights-value-unconverted"
              className="rounded-lg border border-amber-400 bg-amber-50 p-2 text-amber-950"
            >
              {t('value.unconverted', { currencies: list.format(unconvertible) })}
            </p>
          )}
        </div>
      }
      chart={
        <BarChart
          id="value"
          // Amounts are longer than counts: the longest bar leaves more room for its label.
          maxBarPct={55}
          label={t('chartLabel', { table: t('sections.value') })}
          series={[
            { name: t('value.quoted'), fill: 'solid' },
            { name: t('value.won'), fill: 'hatch' },
          ]}
          rows={months.map((m) => ({
            key: m.month,
            label: label(m.month),
            values: [Number(m.quoted.converted), Number(m.won.converted)],
            texts: [money(m.quoted.converted), money(m.won.converted)],
          }))}
        />
      }
      footer={ratesForm}
    >
      <FiguresTable
        id="value"
        columns={[
          t('columns.month'),
          t('columns.quotedValue', { currency }),
          ...(showApart ? [t('columns.quotedUnconverted')] : []),
          t('columns.quotations'),
          t('columns.wonValue', { currency }),
          ...(showApart ? [t('columns.wonUnconverted')] : []),
          t('columns.wonVersions'),
        ]}
        rows={[
          ...months.map((m) => ({
            key: m.month,
            cells: [
              <span key="month" className="whitespace-nowrap">
                {label(m.month)}
              </span>,
              ...cells(m.quoted, m.won),
            ],
          })),
          ...(months.length > 1 ? [{ key: 'total', cells: [t('value.total'), ...cells(total.quoted, total.won)] }] : []),
        ]}
        empty={t('noRows')}
      />
    </InsightSection>
  );
}
