import { paramReader, parseDay, type SearchParams } from '@/lib/filters/query';

// The Insights date range, read from the URL (?from=YYYY-MM-DD&to=YYYY-MM-DD). Both days are
// inclusive and are calendar days in the office's zone (Asia/Jakarta, UTC+7 all year, no daylight
// saving). Unlike the inbox filter, a wrong range is not silently repaired: the page says what was
// wrong and shows the default range, so a person never reads figures for dates they did not mean.
// Pure: the page, the CSV route and the unit tests share it.

/** Twelve whole weeks ending today (today included). */
export const DEFAULT_RANGE_DAYS = 12 * 7;
/** The widest range: 104 weeks (two years) keeps the weekly series at most 105 buckets. */
export const MAX_RANGE_DAYS = 104 * 7;

const DAY_MS = 86_400_000;
const OFFICE_OFFSET_MS = 7 * 3_600_000;

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';
export type InsightRange = {
  from: string;
  to: string;
  /** Why the URL's range was replaced by the default one (null: the URL's range, or none given). */
  problem: RangeProblem | null;
};

/** Today's calendar day in the office's zone. */
export function officeToday(now: Date): string {
  return new Date(now.getTime() + OFFICE_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function defaultRange(now: Date): { from: string; to: string } {
  const to = officeToday(now);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/**
 * The range of the URL. Neither day given: the default, no message. One missing or not a real
 * day, `from` after `to`, or more than MAX_RANGE_DAYS: the default range, with the reason.
 */
export function parseInsightRange(params: SearchParams, now: Date): InsightRange {
  const one = paramReader(params);
  const rawFrom = one('from');
  const rawTo = one('to');
  if (!rawFrom && !rawTo) return { ...defaultRange(now), problem: null };
  const from = parseDay(rawFrom);
  const to = parseDay(rawTo);
  let problem: RangeProblem | null = null;
  if (!from || !to) problem = 'invalid';
  else if (from > to) problem = 'reversed';
  else if (daysInRange(from, to) > MAX_RANGE_DAYS) problem = 'tooLong';
  if (problem || !from || !to) return { ...defaultRange(now), problem: problem ?? 'invalid' };
  return { from, to, problem: null };
}

/** [start, end) instants of the range: office midnight of `from` to office midnight after `to`. */
export function rangeBounds(range: { from: string; to: string }): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${range.from}T00:00:00Z`) - OFFICE_OFFSET_MS);
  const end = new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - OFFICE_OFFSET_MS);
  return { start, end };
}

/** The Monday (office calendar) of the week a day falls in: weeks start on Monday. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week's Monday from the week of `from` to the week of `to`, in order (the chart's axis). */
export function weeksOf(range: { from: string; to: string }): string[] {
  const weeks: string[] = [];
  for (let w = weekStartOf(range.from); w <= range.to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** `?from=…&to=…` of a range, for the CSV links. */
export function rangeQuery(range: { from: string; to: string }): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
