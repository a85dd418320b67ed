import 'server-only';
import { toCsv, type CsvValue } from '@/lib/inquiries/csv';
import { CURRENCY_EXPONENT, minorToDecimalString } from '@/lib/quotations/document/money';
import type { InsightsReport } from './report';
import type { Amount } from './values';

// The Insights tables as CSV files, one per table (?table=…), with translated headers and the same
// words as the screen. Cells go through the inbox export's CSV writer, so a product or country a
// visitor typed as "=cmd()" stays text in a spreadsheet.

export const INSIGHT_TABLES = ['weeks', 'product', 'category', 'language', 'country', 'funnel', 'times', 'acceptance', 'value'] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

export function isInsightTable(value: string): value is InsightTable {
  return (INSIGHT_TABLES as readonly string[]).includes(value);
}

/** The words a CSV needs: column headers and the names of languages, stages, countries and "none". */
export type CsvWords = {
  column: (key: string, values?: Record<string, string>) => string;
  label: (table: InsightTable, key: string | null) => string;
  /** A country code's name in the CSV's language. */
  country: (code: string) => string;
};

/** A rate as a plain decimal a spreadsheet reads (0.5), empty when nothing was offered. */
const rateCell = (rate: number | null): CsvValue => (rate === null ? '' : Number(rate.toFixed(4)));
const hours = (seconds: number | null): CsvValue => (seconds === null ? '' : Number((seconds / 3600).toFixed(2)));
/** An amount as a plain decimal in its currency's major unit ('2828.35'), exact (from the bigint). */
const decimal = (a: Amount): string => minorToDecimalString(a.minor, CURRENCY_EXPONENT[a.currency]);
/** Amounts without a rate, each with its currency: 'USD 200.00; CNY 8800.00'. */
const apart = (amounts: readonly Amount[]): string => amounts.map((a) => `${a.currency} ${decimal(a)}`).join('; ');

export function insightsCsv(report: InsightsReport, table: InsightTable, words: CsvWords): string {
  const { column, label } = words;
  switch (table) {
    case 'weeks':
      return toCsv(
        [column('week'), column('inquiries'), column('samples')],
        report.weeks.map((w) => [w.week, w.inquiries, w.samples]),
      );
    case 'product':
      return toCsv(
        [column('product'), column('code'), column('inquiries'), column('samples')],
        report.breakdowns.product.rows.map((r) => [r.deleted ? label('product', r.label) : r.label, r.code, r.inquiries, r.samples]),
      );
    case 'category':
    case 'language':
    case 'country':
      return toCsv(
        [column(table), column('inquiries'), column('samples')],
        report.breakdowns[table].rows.map((r) => [
          table === 'country' && r.code ? words.country(r.code) : table === 'country' && r.label ? r.label : label(table, r.label),
          r.inquiries,
          r.samples,
        ]),
      );
    case 'funnel':
      return toCsv(
        [column('stage'), column('count')],
        (['received', 'quoted', 'accepted'] as const).map((stage) => [label('funnel', stage), report.funnel[stage]]),
      );
    case 'times':
      return toCsv(
        [column('measure'), column('hours'), column('basis')],
        [
          [label('times', 'reply'), hours(report.replyTimes.replyMedianSeconds), report.replyTimes.replied],
          [label('times', 'quote'), hours(report.replyTimes.quoteMedianSeconds), report.replyTimes.quoted],
        ],
      );
    case 'acceptance':
      return toCsv(
        [column('product'), column('code'), column('offered'), column('accepted'), column('declined'), column('rate')],
        report.acceptance.rows.map((r) => [
          r.deleted ? label('product', r.label) : r.label,
          r.code,
          r.offered,
          r.accepted,
          r.declined,
          rateCell(r.rate),
        ]),
      );
    case 'value': {
      const { currency, months } = report.value;
      return toCsv(
        [
          column('month'),
          column('quotedValue', { currency }),
          column('quotations'),
          column('wonValue', { currency }),
          column('wonVersions'),
          column('quotedUnconverted'),
          column('wonUnconverted'),
        ],
        months.map((m) => [
          m.month,
          decimal({ currency, minor: m.quoted.converted }),
          m.quoted.count,
          decimal({ currency, minor: m.won.converted }),
          m.won.count,
          apart(m.quoted.unconverted),
          apart(m.won.unconverted),
        ]),
      );
    }
  }
}
