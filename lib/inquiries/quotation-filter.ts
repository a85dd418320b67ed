import { QUOTATION_STATUSES } from '@/lib/db/column-values';

// The inbox's quotation filter values (pure: the filter form, the URL parser and the query share it).

/** An inquiry without any quotation ('none'), or one whose latest quotation is in a state. */
export const QUOTATION_FILTERS = ['none', ...QUOTATION_STATUSES] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];
