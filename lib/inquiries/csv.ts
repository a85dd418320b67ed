// CSV for spreadsheets (RFC 4180), pure. Excel needs the UTF-8 byte order mark to read Chinese or
// Indonesian text correctly, and CRLF line ends. Visitor text may start with a formula character:
// such a cell is prefixed with an apostrophe so a spreadsheet shows it instead of evaluating it
// (OWASP "CSV injection"). A WhatsApp number "+62…" therefore reads "'+62…": text, not a formula.

export const CSV_BOM = '\uFEFF';
const EOL = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
// A comma, quote or line break needs quotes by RFC 4180; a semicolon or tab too, because a
// spreadsheet whose list separator is ";" (Excel in Indonesian and many European locales) or a
// tab-separated import would otherwise split the cell there and evaluate the piece after it.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell: formula guard first, then quoted (quotes doubled) when it holds a separator, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header, rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return CSV_BOM + lines.map((line) => line + EOL).join('');
}
