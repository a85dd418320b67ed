import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { FIELD_CSV_COLUMNS } from '@/lib/product-fields/registry';
import { TRANSLATED_COLUMNS, type TranslatedColumn } from './translated-columns';

export { descriptionTextToHtml } from './description-text';

// The product CSV file (docs/decisions/032-product-csv.md): UTF-8 with a BOM (Excel then reads the
// Chinese and Indonesian text right), CRLF line ends, one header row with these columns.
// Pure: used by the export route, the import actions and their tests.

export const CSV_COLUMNS = [
  'id',
  'category',
  'code',
  'name',
  'description_text',
  'description_html',
  'specs',
  'main_photo_url',
  'hover_photo_url',
  'gallery_urls',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/**
 * The product fields' columns (lib/product-fields, `moq_quantity`, …) and the translated ones are
 * optional: a file without a field's columns (an older export) or a locale's leaves them as they are.
 */
export type CsvRecord = Record<CsvColumn, string> &
  Partial<Record<TranslatedColumn, string>> & { [fieldColumn: string]: string | undefined };
/** What the export writes: the fixed columns, the product fields', then each locale's translated ones. */
export const EXPORT_COLUMNS: readonly string[] = [...CSV_COLUMNS, ...FIELD_CSV_COLUMNS, ...TRANSLATED_COLUMNS];

export const MAX_CSV_BYTES = 2 * 1024 * 1024;
export const MAX_CSV_ROWS = 2000;

/**
 * The whole file: BOM, header, one CRLF-terminated line per record (fields quoted when needed).
 * Besides RFC 4180's comma, quote and line break, a semicolon or tab also gets quotes: a
 * spreadsheet using ";" as its list separator (Excel in Indonesian locales) would otherwise split
 * `a;=HYPERLINK(…)` and evaluate the second half as a formula of its own.
 */
export function toCsv(records: readonly CsvRecord[]): string {
  return stringify(
    records.map((r) => EXPORT_COLUMNS.map((c) => (r as Record<string, string | undefined>)[c] ?? '')),
    { bom: true, header: true, columns: [...EXPORT_COLUMNS], record_delimiter: 'windows', quoted_match: /[;\t]/ },
  );
}

export type ParsedCsv =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; error: 'syntax'; line: number }
  | { ok: false; error: 'header'; missing: string[] }
  | { ok: false; error: 'tooManyRows' | 'empty' };

/**
 * Parses a file (BOM optional, CRLF or LF). The header names the columns in any order; all ten
 * must be there (unknown extra columns are ignored). Records are plain string arrays first: no
 * `columns` option, so a header like `__proto__` can never shape an object (GHSA-8cw4-87c7-c6xx).
 */
export function parseCsv(text: string): ParsedCsv {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_CSV_BYTES });
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 0;
    return { ok: false, error: 'syntax', line };
  }
  const [header, ...body] = rows;
  if (!header) return { ok: false, error: 'empty' };
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = CSV_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) return { ok: false, error: 'header', missing };
  if (body.length === 0) return { ok: false, error: 'empty' };
  if (body.length > MAX_CSV_ROWS) return { ok: false, error: 'tooManyRows' };
  const records = body.map((row) => {
    const record = {} as CsvRecord;
    for (const c of [...CSV_COLUMNS, ...FIELD_CSV_COLUMNS]) if (index.has(c)) record[c] = row[index.get(c)!] ?? '';
    // Header names are matched lower-cased (`name_zh-cn` is the `name_zh-CN` column).
    for (const c of TRANSLATED_COLUMNS) if (index.has(c.toLowerCase())) record[c] = row[index.get(c.toLowerCase())!] ?? '';
    return record;
  });
  return { ok: true, records };
}
