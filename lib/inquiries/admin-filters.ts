import { paramReader, parseDayRange, type SearchParams } from '@/lib/filters/query';
import { INQUIRY_STATUSES, SAMPLE_STATUSES, type InquiryStatus, type SampleStatus } from './contract';
import { QUOTATION_FILTERS, type QuotationFilter } from './quotation-filter';

// The admin inbox's filters, read from the URL query (pure: the list page, the CSV export route and
// their tests share it). Unknown or malformed values mean "no filter", never an error page.

export const INQUIRY_PAGE_SIZE = 20;
export const INQUIRY_SEARCH_MAX = 200;

export type InquiryFilters = {
  /** Case-insensitive substring over contact fields, message and line products ('' = none). */
  q: string;
  status: InquiryStatus | null;
  /** Inquiries that asked for a sample: in one sample status, or 'any' of them (null: no filter). */
  sample: SampleStatus | 'any' | null;
  /** The latest quotation's state as its buyer sees it, or 'none' for an inquiry without one (null: no filter). */
  quotation: QuotationFilter | null;
  unread: boolean;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both inclusive. */
  from: string | null;
  to: string | null;
  page: number;
};

export function parseInquiryFilters(params: SearchParams): InquiryFilters {
  const one = paramReader(params);
  const status = one('status');
  const sample = one('sample');
  const quotation = one('quotation');
  const page = Number.parseInt(one('page'), 10);
  const { from, to } = parseDayRange(one);
  return {
    q: one('q').slice(0, INQUIRY_SEARCH_MAX),
    status: (INQUIRY_STATUSES as readonly string[]).includes(status) ? (status as InquiryStatus) : null,
    sample: sample === 'any' || (SAMPLE_STATUSES as readonly string[]).includes(sample) ? (sample as SampleStatus | 'any') : null,
    quotation: (QUOTATION_FILTERS as readonly string[]).includes(quotation) ? (quotation as QuotationFilter) : null,
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
  if (filters.sample) params.set('sample', filters.sample);
  if (filters.quotation) params.set('quotation', filters.quotation);
  if (filters.unread) params.set('unread', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

export function hasActiveFilters(filters: InquiryFilters): boolean {
  return Boolean(filters.q || filters.status || filters.sample || filters.quotation || filters.unread || filters.from || filters.to);
}
