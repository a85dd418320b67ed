import { describe, expect, it } from 'vitest';
import { canonicalRate, parseInsightCurrency, parseRate, ratesSchema } from './rate-input';

// The currency of the value figures (?currency=) and the owner's typed exchange rates: exact decimal
// strings, positive, at most 4 decimals, below 100,000,000; '' is "no rate".

describe('parseInsightCurrency', () => {
  it('reads IDR, USD or CNY (any case) and falls back to IDR', () => {
    expect(parseInsightCurrency({ currency: 'USD' })).toBe('USD');
    expect(parseInsightCurrency(new URLSearchParams('currency=cny'))).toBe('CNY');
    expect(parseInsightCurrency({})).toBe('IDR');
    expect(parseInsightCurrency({ currency: 'EUR' })).toBe('IDR');
    expect(parseInsightCurrency({ currency: ['USD', 'CNY'] })).toBe('USD');
  });
});

describe('parseRate', () => {
  it('takes digits with an optional point, keeping one spelling per value', () => {
    expect(parseRate('16250')).toEqual({ rate: '16250' });
    expect(parseRate(' 16 250 ')).toEqual({ rate: '16250' });
    expect(parseRate('02240.5000')).toEqual({ rate: '2240.5' });
    expect(parseRate('0.0001')).toEqual({ rate: '0.0001' });
    expect(parseRate('99999999.9999')).toEqual({ rate: '99999999.9999' });
    expect(parseRate('')).toEqual({ rate: null });
    expect(canonicalRate('16250.0')).toBe('16250');
  });

  it('refuses what is not a positive decimal, too many decimals and absurd sizes', () => {
    for (const bad of ['0', '0.0000', '-1', '16,250', '1e5', 'abc', '.5', '5.', 'Rp 16250'])
      expect(parseRate(bad), bad).toEqual({ problem: 'invalid' });
    expect(parseRate('2240.12345')).toEqual({ problem: 'decimals' });
    expect(parseRate('100000000')).toEqual({ problem: 'tooLarge' });
    expect(parseRate('12345678901234567890')).toEqual({ problem: 'tooLarge' });
  });

  it('the form schema refuses a missing field instead of reading it as "no rate"', () => {
    expect(ratesSchema.safeParse({ USD: '16250', CNY: '' })).toEqual({ success: true, data: { USD: '16250', CNY: null } });
    expect(ratesSchema.safeParse({ USD: '16250' }).success).toBe(false);
  });
});
