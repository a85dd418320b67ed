import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { localeRewrites } from './locale-rewrites';
import { DEFAULT_LOCALE, LOCALES } from './routing';

// The rewrite sources compiled the way Next's router compiles them (getPathMatch, strict): which URLs reach the
// default locale's segment without middleware.
const rules = localeRewrites().beforeFiles;
const [root, rest] = rules.slice(-2);
const rewritten = (path: string) =>
  path === '/' ? root!.source === '/' : getPathMatch(rest!.source, { strict: true, removeUnnamedParams: true })(path) !== false;

describe('locale rewrites', () => {
  it('maps unprefixed page URLs to the default locale', () => {
    expect(root).toEqual({ source: '/', destination: `/${DEFAULT_LOCALE}` });
    for (const path of [
      '/',
      '/category/6',
      '/product/1',
      '/blog',
      '/blog/page/2',
      '/blog/some-post',
      '/blog/rss.xml',
      '/login',
      '/admin-panel/addnew',
    ]) {
      expect(rewritten(path), path).toBe(true);
    }
  });

  it('leaves every locale prefix, build assets, the API, photos and root-level files alone', () => {
    for (const locale of LOCALES) {
      expect(rewritten(`/${locale}`), locale).toBe(false);
      expect(rewritten(`/${locale}/product/1`), locale).toBe(false);
    }
    for (const path of ['/_next/static/x.js', '/api/health', '/storage/itemphotos/a.webp', '/robots.txt', '/sitemap.xml', '/logo.svg']) {
      expect(rewritten(path), path).toBe(false);
    }
  });
});

describe('category browse rewrites', () => {
  // A URL with ?q=, ?sort= or ?page= is rendered per request by the browse route; /category/N stays cached.
  const browseTarget = (path: string, query: Record<string, string>) => {
    for (const rule of rules) {
      if (!('has' in rule) || !rule.has) continue;
      const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path);
      if (params === false || !rule.has.every((h) => query[h.key])) continue;
      return rule.destination.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
    }
    return null;
  };

  it('sends a search, an order or a page to the browse route in every locale', () => {
    expect(browseTarget('/category/6', { page: '2' })).toBe(`/${DEFAULT_LOCALE}/category/6/browse`);
    expect(browseTarget('/category/6', { q: 'box' })).toBe(`/${DEFAULT_LOCALE}/category/6/browse`);
    for (const locale of LOCALES) expect(browseTarget(`/${locale}/category/6`, { sort: 'desc' })).toBe(`/${locale}/category/6/browse`);
  });

  it('carries the address slug to the browse route, which checks it', () => {
    expect(browseTarget('/category/6/hardbox', { q: 'box' })).toBe(`/${DEFAULT_LOCALE}/category/6/browse?slug=hardbox`);
    expect(browseTarget('/zh-CN/category/6/ying-he', { page: '2' })).toBe('/zh-CN/category/6/browse?slug=ying-he');
    expect(browseTarget('/id/category/6/browse', { page: '2' })).toBeNull();
  });

  it('leaves the first page, other pages and an empty search alone', () => {
    expect(browseTarget('/category/6', {})).toBeNull();
    expect(browseTarget('/category/6', { q: '' })).toBeNull();
    expect(browseTarget('/product/1', { page: '2' })).toBeNull();
    expect(browseTarget('/category/6/items', { q: 'box' })).toBeNull();
    expect(browseTarget('/id/category/6/items', { q: 'box' })).toBeNull();
    expect(browseTarget('/category/6/hardbox', {})).toBeNull();
  });
});
