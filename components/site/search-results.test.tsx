// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@/lib/i18n/routing';
import type { SearchHit } from '@/lib/search/search';
import { SearchResultList, type SearchResultLabels } from './search-results';

// The result list marks a result shown in English because the visitor's language has no translation
// (the Resolved fallback the search read model carries), and nothing else.

const labels = (englishOnly: string): SearchResultLabels => ({
  list: 'Results',
  product: 'Product',
  article: 'Article',
  code: (code) => `Code: ${code}`,
  englishOnly,
});

const product = (value: string, locale: AppLocale, fallback: boolean): SearchHit => ({
  kind: 'product',
  id: 1,
  name: { value, locale, fallback },
  code: null,
  productSlug: 'kraft-bag',
  category: null,
  photoUrl: null,
});
const post = (value: string, locale: AppLocale, fallback: boolean): SearchHit => ({
  kind: 'post',
  id: 'p1',
  slug: 'why-paper-bags',
  title: { value, locale, fallback },
  excerpt: null,
  publishedAt: null,
});

function render(hits: SearchHit[], locale: AppLocale, englishOnly: string) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<SearchResultList hits={hits} locale={locale} labels={labels(englishOnly)} />);
  return [...host.querySelectorAll('li')].map((li) => ({
    name: li.querySelector('h2 a')!.textContent,
    lang: li.querySelector('h2 a')!.getAttribute('lang'),
    marker: li.querySelector('[data-testid="search-english-only"]')?.textContent ?? null,
  }));
}

describe('SearchResultList', () => {
  it('labels a product or an article shown in English on /zh-CN "英文", a translated one not', () => {
    const rows = render(
      [product('牛皮纸扭绳手提袋', 'zh-CN', false), product('Alpha gift box', 'en', true), post('Why paper bags', 'en', true)],
      'zh-CN',
      '英文',
    );
    expect(rows).toEqual([
      { name: '牛皮纸扭绳手提袋', lang: null, marker: null },
      { name: 'Alpha gift box', lang: 'en', marker: '英文' },
      { name: 'Why paper bags', lang: 'en', marker: '英文' },
    ]);
  });

  it('says "Bahasa Inggris" on /id and shows no label on /en, where nothing is a fallback', () => {
    expect(render([product('Alpha gift box', 'en', true)], 'id', 'Bahasa Inggris')).toEqual([
      { name: 'Alpha gift box', lang: 'en', marker: 'Bahasa Inggris' },
    ]);
    expect(render([product('Alpha gift box', 'en', false), post('Why paper bags', 'en', false)], 'en', 'English')).toEqual([
      { name: 'Alpha gift box', lang: null, marker: null },
      { name: 'Why paper bags', lang: null, marker: null },
    ]);
  });
});
