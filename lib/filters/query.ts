// Helpers every admin list filter shares (the inquiry inbox, the activity log): reading one value of
// the URL query, calendar days and their bounds, LIKE patterns. Pure and domain-free, so both lists
// use one copy without either importing the other.

/** The URL query as a page receives it (searchParams) or a route handler builds it. */
export type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** One trimmed value per key ('' when absent; the first of repeated keys). */
export function paramReader(params: SearchParams): (key: string) => string {
  if (params instanceof URLSearchParams) return (key) => params.get(key)?.trim() ?? '';
  return (key) => {
    const v = params[key];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (2026-02-30 is refused), else null. */
export function parseDay(value: string): string | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : null;
}

/** The `from`/`to` days of a filter; a reversed range is what the person meant the other way round. */
export function parseDayRange(one: (key: string) => string): { from: string | null; to: string | null } {
  let from = parseDay(one('from'));
  let to = parseDay(one('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return { from, to };
}

/** The site's office time zone (lib/i18n/request.ts): Asia/Jakarta is UTC+7 all year (no DST). */
const OFFICE_OFFSET = '+07:00';

/** [start, end) instants of the day range, for `created_at >= start and created_at < end`. */
export function dayRangeBounds(filters: { from: string | null; to: string | null }): { start: Date | null; end: Date | null } {
  const start = filters.from ? new Date(`${filters.from}T00:00:00${OFFICE_OFFSET}`) : null;
  const end = filters.to ? new Date(new Date(`${filters.to}T00:00:00${OFFICE_OFFSET}`).getTime() + 86_400_000) : null;
  return { start, end };
}

/** A LIKE/ILIKE pattern matching `value` literally anywhere (% _ and \ are escaped; default escape \). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
