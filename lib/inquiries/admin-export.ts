import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { inquiries, inquiryLines } from '@/lib/db/schema';
import { countryName } from '@/lib/i18n/countries';
import type { AppLocale } from '@/lib/i18n/routing';
import type { InquiryFilters } from './admin-filters';
import { inquiryWhere } from './admin-queries';
import { toCsv, type CsvValue } from './csv';
import { officeIso } from './office-time';

// The CSV export of the filtered inbox: ONE ROW PER LINE (product), the inquiry's fields repeated,
// so quantities and codes stay separate cells a spreadsheet can sort, filter and sum. Times are the
// office's (as on the screen), with the offset written out. An inquiry
// without lines (not possible through the submit action) still gets one row with empty product cells.

export const INQUIRY_CSV_COLUMNS = [
  'reference',
  'created',
  'status',
  'sampleStatus',
  'name',
  'company',
  'email',
  'whatsapp',
  'city',
  'country',
  'locale',
  'message',
  'product',
  'kind',
  'code',
  'quantity',
  'note',
] as const;
export type InquiryCsvColumn = (typeof INQUIRY_CSV_COLUMNS)[number];

/**
 * Every inquiry matching the filters (all pages), newest first, its lines in order. A country code
 * is written as the country's name in `locale` (the admin's language); older free text as typed.
 */
export async function exportInquiryRows(filters: Omit<InquiryFilters, 'page'>, locale: AppLocale = 'en'): Promise<CsvValue[][]> {
  const db = await getDb();
  const rows = await db
    .select({
      reference: inquiries.reference,
      createdAt: inquiries.createdAt,
      status: inquiries.status,
      sampleStatus: inquiries.sampleStatus,
      name: inquiries.name,
      company: inquiries.company,
      email: inquiries.email,
      whatsapp: inquiries.whatsapp,
      city: inquiries.city,
      country: inquiries.country,
      locale: inquiries.locale,
      message: inquiries.message,
      product: inquiryLines.itemName,
      // 'quote' or 'sample': a sample line's quantity is the fixed sample quantity, not an order.
      kind: inquiryLines.kind,
      code: inquiryLines.itemCode,
      quantity: inquiryLines.quantity,
      note: inquiryLines.note,
    })
    .from(inquiries)
    .leftJoin(inquiryLines, eq(inquiryLines.inquiryId, inquiries.id))
    .where(inquiryWhere(filters))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id), asc(inquiryLines.position));
  return rows.map((r) =>
    INQUIRY_CSV_COLUMNS.map((column) =>
      column === 'created' ? officeIso(r.createdAt) : column === 'country' ? countryName(r.country, locale) : r[column],
    ),
  );
}

/** The file: translated header names, then the rows. */
export async function exportInquiriesCsv(
  filters: Omit<InquiryFilters, 'page'>,
  header: (column: InquiryCsvColumn) => string,
  locale: AppLocale = 'en',
): Promise<string> {
  return toCsv(INQUIRY_CSV_COLUMNS.map(header), await exportInquiryRows(filters, locale));
}

/** inquiries-YYYY-MM-DD.csv, the day of the export in the office's time zone (Jakarta, UTC+7, no DST). */
export function exportFileName(now = new Date()): string {
  return `inquiries-${new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)}.csv`;
}
