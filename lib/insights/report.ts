import 'server-only';
import { getDb } from '@/lib/db';
import type { QuotationCurrency } from '@/lib/quotations/money';
import { acceptanceByProduct, funnel, replyTimes, type AcceptanceRow, type Funnel, type ReplyTimes } from './outcomes';
import { breakdown, PAGE_ROWS, weeklyCounts, type Breakdown, type BreakdownBy, type WeekRow } from './queries';
import { weeksOf } from './range';
import { DEFAULT_VALUE_CURRENCY } from './rate-input';
import { loadRates } from './rates';
import { valueByMonth, type ValueReport } from './values';

// The whole Insights screen for one range: the statements run one after another on one connection
// (PGlite has one anyway), each bounded by the range and a row limit.

export type InsightsReport = {
  weeks: WeekRow[];
  breakdowns: Record<BreakdownBy, Breakdown>;
  funnel: Funnel;
  replyTimes: ReplyTimes;
  acceptance: { rows: AcceptanceRow[]; groups: number };
  /** Quoted and won value per month in the chosen currency, at the owner's rates. */
  value: ValueReport;
};

/** Every week of the range, with zero for a week without inquiries (the chart's axis has no gaps). */
export function fillWeeks(range: { from: string; to: string }, counted: readonly WeekRow[]): WeekRow[] {
  const byWeek = new Map(counted.map((w) => [w.week, w]));
  return weeksOf(range).map((week) => byWeek.get(week) ?? { week, inquiries: 0, samples: 0 });
}

export async function loadInsights(
  range: { from: string; to: string },
  limit = PAGE_ROWS,
  currency: QuotationCurrency = DEFAULT_VALUE_CURRENCY,
): Promise<InsightsReport> {
  const db = await getDb();
  const weeks = fillWeeks(range, await weeklyCounts(db, range));
  const breakdowns = {
    product: await breakdown(db, 'product', range, limit),
    category: await breakdown(db, 'category', range, limit),
    language: await breakdown(db, 'language', range, limit),
    country: await breakdown(db, 'country', range, limit),
  };
  return {
    weeks,
    breakdowns,
    funnel: await funnel(db, range),
    replyTimes: await replyTimes(db, range),
    acceptance: await acceptanceByProduct(db, range, limit),
    // The rates are read first and handed to the statement, so the figure and the rates shown beside it agree.
    value: await valueByMonth(db, range, currency, await loadRates(db)),
  };
}
