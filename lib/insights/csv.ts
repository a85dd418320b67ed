import 'server-only';
import { toCsv, type CsvValue } from '@/lib/inquiries/csv';
import type { InsightsReport } from './report';

// The Insights tables as CSV files, one per table (?table=…), with translated headers and the same
// words as the screen. Cells go through the inbox export's CSV writer, so a product or country a
// visitor typed as "=cmd()" stays text in a spreadsheet.

export const INSIGHT_TABLES = ['weeks', 'product', 'category', 'language', 'country', 'funnel', 'times', 'acceptance'] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

export function isInsightTable(value: string): value is InsightTable {
  return (INSIGHT_TABLES as readonly string[]).includes(value);
}

/** The words a CSV needs: column headers and the names of languages, stages and "none". */
export type CsvWords = {
  column: (key: string) => string;
  label: (table: InsightTable, key: string | null) => string;
};

/** A rate as a plain decimal a spreadsheet reads (0.5), empty when nothing was offered. */
const rateCell = (rate: number | null): CsvValue => (rate === null ? '' : Number(rate.toFixed(4)));
const hours = (seconds: number | null): CsvValue => (seconds === null ? '' : Number((seconds / 3600).toFixed(2)));

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
          table === 'country' && r.label ? r.label : label(table, r.label),
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
  }
}
