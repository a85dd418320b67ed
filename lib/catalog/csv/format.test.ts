import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, descriptionTextToHtml, EXPORT_COLUMNS, MAX_CSV_ROWS, parseCsv, toCsv, type CsvRecord } from './format';
import { FIELD_CSV_COLUMNS } from '@/lib/product-fields/registry';
import { TRANSLATED_COLUMNS } from './translated-columns';

const record = (over: Partial<CsvRecord> = {}): CsvRecord => ({
  id: '1',
  category: 'Hardbox',
  code: 'HB-1',
  name: 'Kotak "Premium", besar',
  description_text: 'Line one\nLine two',
  description_html: '<p>Line one<br>Line two</p>',
  specs: 'Size=10; 材料=牛皮纸',
  main_photo_url: 'http://localhost:3000/storage/itemphotos/main-1.jpg',
  hover_photo_url: '',
  gallery_urls: 'http://a/1.jpg http://a/2.jpg',
  ...Object.fromEntries(FIELD_CSV_COLUMNS.map((c) => [c, ''])),
  moq_quantity: '500',
  moq_unit: 'pcs',
  ...Object.fromEntries(TRANSLATED_COLUMNS.map((c) => [c, ''])),
  ...over,
});

describe('product CSV file', () => {
  it('starts with a UTF-8 BOM and the header, and ends every line with CRLF', () => {
    const text = toCsv([record()]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(text.endsWith('\r\n')).toBe(true);
    // The only bare LF is the one inside the quoted description_text.
    expect(text.replace(/\r\n/g, '').match(/\n/g)).toHaveLength(1);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('round-trips quotes, commas, line breaks and Chinese text', () => {
    const records = [record(), record({ id: '', name: '礼品盒', code: '', specs: '' })];
    expect(parseCsv(toCsv(records))).toEqual({ ok: true, records });
  });

  it('quotes every cell holding a semicolon or tab (";"-separated spreadsheets), and reads it back', () => {
    const risky = record({ name: 'a;=HYPERLINK("http://x","y")', code: 'X;1', description_text: 'tab\there', specs: 'Size=10' });
    const text = toCsv([risky]);
    const line = text.slice(1).split('\r\n')[1]!;
    expect(line).toContain('"a;=HYPERLINK(""http://x"",""y"")"');
    expect(line).toContain(',"X;1",');
    expect(line).toContain('"tab\there"');
    expect(parseCsv(text)).toEqual({ ok: true, records: [risky] });
  });

  it('accepts a file without the minimum order columns (an older export): they are absent, not blank', () => {
    const text =
      'id,category,code,name,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls\r\n1,Hardbox,,A,,,,,,\r\n';
    const parsed = parseCsv(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.records[0]).not.toHaveProperty('moq_quantity');
  });

  it('has a column per translated field and locale, and reads them whatever their case', () => {
    expect(EXPORT_COLUMNS).toEqual(expect.arrayContaining(['name_id', 'name_zh-CN', 'description_html_id', 'specs_zh-CN']));
    const values = ['1', 'Hardbox', '', 'A', ...CSV_COLUMNS.slice(4).map(() => ''), '磁吸礼盒'];
    const parsed = parseCsv(`${CSV_COLUMNS.join(',')},NAME_ZH-CN\r\n${values.join(',')}\r\n`);
    expect(parsed.ok && parsed.records[0]).toMatchObject({ 'name_zh-CN': '磁吸礼盒' });
    expect(parsed.ok && parsed.records[0]).not.toHaveProperty('name_id');
  });

  it('reads the columns by header name, in any order, with or without a BOM and CRLF', () => {
    const text =
      'name,id,category,code,description_text,description_html,specs,main_photo_url,hover_photo_url,gallery_urls,extra\nBox,,Hardbox,,,,,,,,x\n';
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.records[0]).toMatchObject({ name: 'Box', category: 'Hardbox', id: '' });
  });

  it('refuses a missing column, an empty file, a syntax error and too many rows', () => {
    expect(parseCsv('id,name\n1,x\n')).toMatchObject({
      ok: false,
      error: 'header',
      missing: expect.arrayContaining(['category', 'specs']),
    });
    expect(parseCsv('')).toEqual({ ok: false, error: 'empty' });
    expect(parseCsv(`${CSV_COLUMNS.join(',')}\r\n`)).toEqual({ ok: false, error: 'empty' });
    expect(parseCsv(`${CSV_COLUMNS.join(',')}\r\n"unclosed,x\r\n`)).toMatchObject({ ok: false, error: 'syntax' });
    const many = `${CSV_COLUMNS.join(',')}\r\n${',,,x,,,,,,\r\n'.repeat(MAX_CSV_ROWS + 1)}`;
    expect(parseCsv(many)).toEqual({ ok: false, error: 'tooManyRows' });
  });
});

describe('description text → HTML', () => {
  it('makes escaped paragraphs, single line breaks become <br>', () => {
    expect(descriptionTextToHtml('First <b>bold?</b> & more\nsame para\r\n\r\nSecond "q"')).toBe(
      '<p>First &lt;b&gt;bold?&lt;/b&gt; &amp; more<br>same para</p><p>Second &quot;q&quot;</p>',
    );
    expect(descriptionTextToHtml('  \n\n ')).toBe('');
    expect(descriptionTextToHtml('纸盒')).toBe('<p>纸盒</p>');
  });
});
