import { INQUIRY_STATUSES, type InquiryStatus } from './contract';

// The admin inbox's filters, read from the URL query (pure: the list page, the CSV export route and
// their tests share it). Unknown or malformed values mean "no filter", never an error page.

export const INQUIRY_PAGE_SIZE = 20;
export const INQUIRY_SEARCH_MAX = 200;

export type InquiryFilters = {
  /** Case-insensitive substring over contact fields, message and line products ('' = none). */
  q: string;
  status: InquiryStatus | null;
  unread: boolean;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both inclusive. */
  from: string | null;
  to: string | null;
  page: number;
};

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (2026-02-30 is refused), else null. */
export function parseDay(value: string): string | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? value : null;
}

function reader(params: Params): (key: string) => string {
  if (params instanceof URLSearchParams) return (key) => params.get(key)?.trim() ?? '';
  return (key) => {
    const v = params[key];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
}

export function parseInquiryFilters(params: Params): InquiryFilters {
  const one = reader(params);
  const status = one('status');
  const page = Number.parseInt(one('page'), 10);
  let from = parseDay(one('from'));
  let to = parseDay(one('to'));
  // A reversed range is what the person meant the other way round.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: one('q').slice(0, INQUIRY_SEARCH_MAX),
    status: (INQUIRY_STATUSES as readonly string[]).includes(status) ? (status as InquiryStatus) : null,
    unread: one('unread') === '1',
    from,
    to,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The query string of these filters (page 1 is left out), for links, pagination and the export. */
export function inquiryFiltersQuery(filters: Omit<InquiryFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.unread) params.set('unread', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function hasActiveFilters(filters: InquiryFilters): boolean {
  return Boolean(filters.q || filters.status || filters.unread || filters.from || filters.to);
}

/** The site's office time zone (lib/i18n/request.ts): Asia/Jakarta is UTC+7 all year (no DST). */
const OFFICE_OFFSET = '+07:00';

/** [start, end) instants of the day range, for `created_at >= start and created_at < end`. */
export function dayRangeBounds(filters: Pick<InquiryFilters, 'from' | 'to'>): { start: Date | null; end: Date | null } {
  const start = filters.from ? new Date(`${filters.from}T00:00:00${OFFICE_OFFSET}`) : null;
  const end = filters.to ? new Date(new Date(`${filters.to}T00:00:00${OFFICE_OFFSET}`).getTime() + 86_400_000) : null;
  return { start, end };
}

/** A LIKE/ILIKE pattern matching `value` literally anywhere (% _ and \ are escaped; default escape \). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
