import { describe, expect, it } from 'vitest';
import { alternatesFor, translatedAlternatesFor } from './alternates';
import { categoryHref, localeSlugs, productHref, productHrefs, productPath } from './catalog-paths';

const slugs = { en: 'magnetic-gift-box', id: 'kotak-hadiah-magnet', 'zh-CN': 'ci-xi-li-he' };

describe('the one spelling of a product and category address', () => {
  it('puts the id first and the locale slug after it, prefixed as the locale is', () => {
    expect(productPath('en', { id: 1, slug: slugs.en })).toBe('/product/1/magnetic-gift-box');
    expect(productPath('id', { id: 1, slug: slugs.id })).toBe('/id/product/1/kotak-hadiah-magnet');
    expect(productPath('zh-CN', { id: 1, slug: slugs['zh-CN'] })).toBe('/zh-CN/product/1/ci-xi-li-he');
    expect(categoryHref({ id: 6, slug: 'hardbox' })).toBe('/category/6/hardbox');
  });

  it('without a slug gives the bare id address (which redirects)', () => {
    expect(productHref({ id: 1, slug: '' })).toBe('/product/1');
    expect(categoryHref({ id: 6 })).toBe('/category/6');
  });

  it('reads the slugs a database returns, object or text, blank where a locale has none', () => {
    expect(localeSlugs('{"en":"a","zh-CN":"b"}')).toEqual({ en: 'a', id: '', 'zh-CN': 'b' });
    expect(localeSlugs({ id: 'c' })).toEqual({ en: '', id: 'c', 'zh-CN': '' });
    expect(localeSlugs(null)).toEqual({ en: '', id: '', 'zh-CN': '' });
  });
});

describe('canonical and hreflang of a page whose address differs by locale', () => {
  it('each language points at its own slug', () => {
    const paths = productHrefs(1, slugs);
    expect(alternatesFor('id', paths)).toEqual({
      canonical: '/id/product/1/kotak-hadiah-magnet',
      languages: {
        en: '/product/1/magnetic-gift-box',
        id: '/id/product/1/kotak-hadiah-magnet',
        'zh-CN': '/zh-CN/product/1/ci-xi-li-he',
        'x-default': '/product/1/magnetic-gift-box',
      },
    });
    expect(translatedAlternatesFor('zh-CN', paths, ['zh-CN']).languages).toEqual({
      en: '/product/1/magnetic-gift-box',
      'zh-CN': '/zh-CN/product/1/ci-xi-li-he',
      'x-default': '/product/1/magnetic-gift-box',
    });
  });
});
