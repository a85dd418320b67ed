import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Hardbox Premium')).toBe('Hardbox Premium');
    expect(csvCell(500)).toBe('500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Jakarta, Indonesia')).toBe('"Jakarta, Indonesia"');
    expect(csvCell('the "gold" foil')).toBe('"the ""gold"" foil"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes cells that a spreadsheet would evaluate as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+6281234')).toBe("'+6281234");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // Only the first character counts, and numbers are data, not text.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes a cell with a semicolon or tab, so a ";"-separated spreadsheet keeps it in one cell', () => {
    // Excel in Indonesian or German locales splits on ";": unquoted, the formula would get a cell of its own.
    expect(csvCell('a;=HYPERLINK("http://x","y")')).toBe('"a;=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('Jl. Sudirman; Jakarta')).toBe('"Jl. Sudirman; Jakarta"');
    expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvCell(';=1+1')).toBe('";=1+1"');
  });

  it('keeps Chinese and Indonesian text as it is', () => {
    expect(csvCell('礼品盒，金色')).toBe('礼品盒，金色');
    expect(csvCell('Kotak hadiah, emas')).toBe('"Kotak hadiah, emas"');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['1', '精品盒'],
        ['x,y', ''],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}a,b\r\n1,精品盒\r\n"x,y",\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('a header only when there are no rows', () => {
    expect(toCsv(['reference'], [])).toBe(`${CSV_BOM}reference\r\n`);
  });
});
