import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';
import { innerSizeField as f } from './inner-size-field';

const parse = (length: string, width: string, height: string) => f.parse({ length, width, height });

describe('inner dimensions field', () => {
  it('takes three whole millimetres from 1 to 3,000, and three blanks as none', () => {
    expect(parse(' 300 ', '220', '100')).toEqual({ ok: true, value: { length: 300, width: 220, height: 100 } });
    expect(parse('1', '3000', '3000')).toEqual({ ok: true, value: { length: 1, width: 3000, height: 3000 } });
    expect(parse('', ' ', '')).toEqual({ ok: true, value: null });
  });

  it.each([
    ['3001', '10', '10', 'innerSizeInvalid'],
    ['0', '10', '10', 'innerSizeInvalid'],
    ['12.5', '10', '10', 'innerSizeInvalid'],
    ['-4', '10', '10', 'innerSizeInvalid'],
    ['300', '', '100', 'innerSizeIncomplete'],
    ['', '', '100', 'innerSizeIncomplete'],
  ])('refuses %j × %j × %j with %s', (l, w, h, key) => {
    const r = parse(l, w, h);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.issues.map((i) => i.key)).toEqual([key]);
  });

  it('reads only a stored value the rules allow (all three sides, in range)', () => {
    expect(f.read({ innerLengthMm: '300', innerWidthMm: 220, innerHeightMm: 100 })).toEqual({ length: 300, width: 220, height: 100 });
    expect(f.read({ innerLengthMm: 300, innerWidthMm: null, innerHeightMm: 100 })).toBeNull();
    expect(f.read({})).toBeNull();
    expect(f.write(null)).toEqual({ innerLengthMm: null, innerWidthMm: null, innerHeightMm: null });
  });

  it('reads in each language, numbers in its grouping', () => {
    const v = { length: 1200, width: 800, height: 95 };
    expect(f.display(v, en.ItemFields.innerSize, 'en')).toBe('1,200 × 800 × 95 mm');
    expect(f.display(v, id.ItemFields.innerSize, 'id')).toBe('1.200 × 800 × 95 mm');
    expect(f.display(v, zh.ItemFields.innerSize, 'zh-CN')).toBe('1,200 × 800 × 95 毫米');
    expect(f.text(v)).toBe('1200 × 800 × 95 mm');
  });

  it('is the Product’s depth, width and height in millimetres (UN/CEFACT MMT) in JSON-LD', () => {
    const mm = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT' });
    expect(f.jsonLd!({ length: 300, width: 220, height: 100 }, en.ItemFields.innerSize)).toEqual({
      product: { depth: mm(300), width: mm(220), height: mm(100) },
    });
  });
});
