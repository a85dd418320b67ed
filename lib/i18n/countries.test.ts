import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryName, countryOptions, isCountryCode } from './countries';

// The country list of the quote form and the names shown wherever an inquiry's country is read:
// codes by name in the reader's language, older free text as it was typed, and typed names in any
// of the site's languages recognised as their country.

describe('countries', () => {
  it('has every ISO 3166-1 alpha-2 code once, each with a name in every language', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const locale of ['en', 'id', 'zh-CN'])
      for (const code of COUNTRY_CODES) expect(countryName(code, locale), `${code} ${locale}`).not.toBe(code);
  });

  it('names a code in the reader language and returns any other text as it is', () => {
    expect(countryName('CN', 'en')).toBe('China');
    expect(countryName('CN', 'id')).toBe('Tiongkok');
    expect(countryName('CN', 'zh-CN')).toBe('中国');
    expect(countryName('ID', 'zh-CN')).toBe('印度尼西亚');
    expect(countryName(' indonesia ', 'en')).toBe(' indonesia ');
    expect(countryName('cn', 'en')).toBe('cn');
    expect(countryName('', 'en')).toBe('');
    expect(isCountryCode('XX')).toBe(false);
  });

  it('offers the list sorted by name in the page language', () => {
    const names = (locale: 'en' | 'id' | 'zh-CN') => countryOptions(locale).map(([, name]) => name);
    expect(names('en').slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(names('id')[0]).toBe('Afganistan');
    expect(countryOptions('zh-CN')).toHaveLength(249);
    expect(countryOptions('zh-CN').find(([code]) => code === 'CN')).toEqual(['CN', '中国']);
    const sorted = [...names('id')].sort(new Intl.Collator('id').compare);
    expect(names('id')).toEqual(sorted);
  });

  it('recognises a code or a name in any language, capitals and spaces ignored', () => {
    for (const typed of ['中国', 'China', ' china ', 'CN', 'cn', 'Tiongkok', 'CHINA']) expect(countryCodeOf(typed), typed).toBe('CN');
    expect(countryCodeOf('  United   States ')).toBe('US');
    expect(countryCodeOf('Amerika Serikat')).toBe('US');
    expect(countryCodeOf('印度尼西亚')).toBe('ID');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
  });
});
