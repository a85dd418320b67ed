import { describe, expect, it } from 'vitest';
import { alternatesFor, translatedAlternatesFor } from './alternates';
import { pageMetadata } from './metadata';
import { localizedEntries } from './sitemap';

// Hreflang and the sitemap list a page's translated locales only; the default language
// and x-default always. Pages that pass no list keep every locale.

describe('translated alternates', () => {
  it('lists the default language, the translated locales and x-default; the canonical stays the page', () => {
    expect(translatedAlternatesFor('id', '/product/18', ['zh-CN'])).toEqual({
      canonical: '/id/product/18',
      languages: { en: '/product/18', 'zh-CN': '/zh-CN/product/18', 'x-default': '/product/18' },
    });
    expect(Object.keys(alternatesFor('id', '/blog').languages ?? {})).toEqual(['en', 'id', 'zh-CN', 'x-default']);
  });

  it('pageMetadata narrows hreflang and OpenGraph alternates only when given the list', () => {
    const base = { locale: 'zh-CN' as const, path: '/product/1', title: 't', description: 'd' };
    const narrowed = pageMetadata({ ...base, translatedLocales: ['en'] });
    expect(Object.keys(narrowed.alternates?.languages ?? {})).toEqual(['en', 'x-default']);
    expect(narrowed.openGraph?.alternateLocale).toEqual(['en_US']);
    expect(Object.keys(pageMetadata(base).alternates?.languages ?? {})).toEqual(['en', 'id', 'zh-CN', 'x-default']);
  });

  it('sitemap entries exist only for the listed locales, each with the same alternates', () => {
    const entries = localizedEntries('/product/18', { locales: ['en', 'id'] });
    expect(entries.map((e) => new URL(e.url).pathname)).toEqual(['/product/18', '/id/product/18']);
    for (const e of entries) expect(Object.keys(e.alternates?.languages ?? {})).toEqual(['en', 'id', 'x-default']);
    expect(localizedEntries('/category/6')).toHaveLength(3);
  });
});
