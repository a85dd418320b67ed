import { describe, expect, it } from 'vitest';
import { formatMinorAmount, minorToDecimalString } from './money';
import { squash } from './test-pdf-inspect';

describe('minorToDecimalString', () => {
  it('places the decimal point by the exponent, without floats', () => {
    expect(minorToDecimalString(12345, 2)).toBe('123.45');
    expect(minorToDecimalString(5, 2)).toBe('0.05');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(28500, 0)).toBe('28500');
    expect(minorToDecimalString(12345678901234567n, 2)).toBe('123456789012345.67');
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => minorToDecimalString(1.5, 2)).toThrow(RangeError);
    expect(() => minorToDecimalString(2 ** 60, 2)).toThrow(RangeError);
  });
});

describe('formatMinorAmount', () => {
  it.each([
    ['id', 'IDR', 28_500, 'Rp 28.500'],
    ['en', 'IDR', 28_500, 'IDR 28,500'],
    ['en', 'USD', 185, '$1.85'],
    ['id', 'USD', 123_456, 'US$1.234,56'],
    ['zh-CN', 'CNY', 1_320, '¥13.20'],
    ['en', 'CNY', 1_320, 'CN¥13.20'],
  ] as const)('%s %s %d → %s', (locale, currency, minor, expected) => {
    expect(squash(formatMinorAmount(minor, currency, locale))).toBe(expected);
  });

  it('stays exact beyond the precision of a float', () => {
    // 2^53 + 1 cents: a Number would print …992.
    expect(formatMinorAmount(9_007_199_254_740_993n, 'USD', 'en')).toBe('$90,071,992,547,409.93');
  });
});
