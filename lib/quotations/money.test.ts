import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, MAX_UNIT_PRICE_MINOR, minorToDecimal, parseMinor } from './money';

// Intl output carries narrow/no-break spaces in some locales; compare with ordinary spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts in minor units', () => {
  it('formats each currency per language with the currency digits (rupiah without decimals)', () => {
    expect(plain(formatMoney(12_500, 'IDR', 'id'))).toBe('Rp 12.500');
    expect(plain(formatMoney(12_500, 'IDR', 'en'))).toBe('IDR 12,500');
    expect(plain(formatMoney(125_050, 'USD', 'en'))).toBe('$1,250.50');
    expect(plain(formatMoney(125_050, 'USD', 'id'))).toBe('US$1.250,50');
    expect(plain(formatMoney(880, 'CNY', 'zh-CN'))).toBe('¥8.80');
    expect(plain(formatMoney(880, 'CNY', 'en'))).toBe('CN¥8.80');
  });

  it('stays exact where a float would not (large amounts, tenths)', () => {
    expect(minorToDecimal(MAX_UNIT_PRICE_MINOR + 1, 'USD')).toBe('10000000000.01');
    expect(plain(formatMoney(900_719_925_474_099, 'USD', 'en'))).toBe('$9,007,199,254,740.99');
    expect(minorToDecimal(7, 'USD')).toBe('0.07');
    expect(minorToDecimal(30, 'CNY')).toBe('0.30');
  });

  it('reads typed prices exactly, refusing what would be a guess', () => {
    expect(parseMinor('12500', 'IDR')).toBe(12_500);
    expect(parseMinor('12 500', 'IDR')).toBe(12_500);
    expect(parseMinor('0.1', 'USD')).toBe(10);
    expect(parseMinor('1250.5', 'USD')).toBe(125_050);
    expect(parseMinor('19.99', 'CNY')).toBe(1_999);
    expect(parseMinor('12.500', 'IDR')).toBeNull();
    expect(parseMinor('12,500', 'USD')).toBeNull();
    // The decimal comma of Indonesian writing, as well as the point.
    expect(parseMinor('2,85', 'USD')).toBe(285);
    expect(parseMinor('2,8', 'CNY')).toBe(280);
    expect(parseMinor('1.250,50', 'USD')).toBeNull();
    expect(parseMinor('1,250.50', 'USD')).toBeNull();
    expect(parseMinor('12,5', 'IDR')).toBeNull();
    expect(parseMinor(',5', 'USD')).toBeNull();
    expect(parseMinor('1.234', 'USD')).toBeNull();
    expect(parseMinor('-5', 'USD')).toBeNull();
    expect(parseMinor('1e3', 'USD')).toBeNull();
    expect(parseMinor('', 'USD')).toBeNull();
    expect(parseMinor('99999999999999999999', 'IDR')).toBeNull();
  });

  it('groups quantities per language', () => {
    expect(formatQuantity(10_000, 'en')).toBe('10,000');
    expect(formatQuantity(10_000, 'id')).toBe('10.000');
  });
});
