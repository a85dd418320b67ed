import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './routing';

// middleware.ts's matcher compiled and applied exactly as Next's router does (raw path, then the
// decoded one): which requests pay for middleware and which must never skip it.
// Read from the source like Next does (statically): importing middleware.ts needs Next's edge runtime.
const source = fs.readFileSync(path.join(__dirname, '..', '..', 'middleware.ts'), 'utf8');
const literal = source.slice(source.indexOf('export const config = ') + 'export const config = '.length).replace(/;\s*$/, '');
const config = new Function(`return (${literal});`)() as { matcher: unknown };
// Exported by Next's build code but missing from its .d.ts.
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => never };
const match = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher as never, {} as never));

function runs(url: string, headers: Record<string, string> = {}): boolean {
  const parsed = new URL(url, 'http://x');
  const query = Object.fromEntries(parsed.searchParams);
  const req = { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
  let decoded = parsed.pathname;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    // Next matches the raw path only then
  }
  return match(parsed.pathname, req as never, query) || match(decoded, req as never, query);
}

const ENGLISH_BROWSER = { 'Accept-Language': 'en-US,en;q=0.9' };

const PUBLIC = [
  '/',
  '/id',
  '/zh-CN',
  '/category/6',
  '/id/category/42',
  '/product/1',
  '/zh-CN/product/2',
  // The slug addresses are public pages too (the bare id ones answer 308 to them).
  '/product/1/rigid-magnetic-gift-box',
  '/zh-CN/product/1/ci-xi-li-he',
  '/id/category/6/hardbox-kotak-kaku',
  '/blog',
  '/id/blog',
  '/blog/page/2',
  '/blog/hardbox-vs-softbox-choosing-the-right-box',
  '/zh-CN/blog/some-post',
  '/blog/rss.xml',
  '/id/blog/rss.xml',
];

describe('middleware matcher', () => {
  it('skips the public pages (no headers, or an English browser)', () => {
    for (const path of PUBLIC) {
      expect(runs(path), path).toBe(false);
      expect(runs(path, ENGLISH_BROWSER), path).toBe(false);
      expect(runs(path, { ...ENGLISH_BROWSER, Cookie: 'NEXT_LOCALE=en' }), path).toBe(false);
    }
  });

  it('skips static files, the API and photos as before', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/logo.svg', '/api/health', '/_next/static/x.js', '/storage/itemphotos/a.webp']) {
      expect(runs(path), path).toBe(false);
    }
  });

  it('runs on every spelling of the admin area and on sign-in', () => {
    const paths = [
      '/admin-panel',
      '/admin-panel/settings',
      '/admin-panel/settings/',
      '/admin-panel/settings.rsc',
      '/admin-panel%2Fsettings',
      '/%61dmin-panel/settings',
      '/ADMIN-PANEL/settings',
      '/id/admin-panel/settings',
      '/zh-CN/admin-panel/settings',
      '/zh-cn/admin-panel/settings',
      '/en/admin-panel/settings',
      '/category/..%2Fadmin-panel',
      '/blog/..%2F..%2Fadmin-panel',
      '/product/1%2F..%2F..%2Fadmin-panel',
      '/login',
      '/id/login',
    ];
    for (const path of paths) expect(runs(path, ENGLISH_BROWSER), path).toBe(true);
  });

  it('runs where next-intl still has work: /en/…, odd-cased prefixes, unknown paths', () => {
    for (const path of ['/en', '/en/blog', '/ID/blog', '/zh-cn', '/no-such-page', '/category', '/blog/a/b', '/product/1/a/b']) {
      expect(runs(path), path).toBe(true);
    }
  });

  it('runs for ?lng= on any page', () => {
    expect(runs('/?lng=id')).toBe(true);
    expect(runs('/blog?lng=zh&page=2')).toBe(true);
    expect(runs('/id/product/1?lng=en')).toBe(true);
    expect(runs('/blog?page=2')).toBe(false);
  });

  it('runs for requests with a body (body limits before Next reads it)', () => {
    expect(runs('/blog', { 'Content-Length': '3145728' })).toBe(true);
    expect(runs('/', { 'Transfer-Encoding': 'chunked' })).toBe(true);
  });

  it('runs locale detection on unprefixed URLs only when it can change the answer', () => {
    expect(runs('/', { 'Accept-Language': 'id-ID,id;q=0.9,en;q=0.8' })).toBe(true);
    expect(runs('/blog', { 'Accept-Language': 'en-US,en;q=0.9,zh-CN;q=0.8' })).toBe(true);
    expect(runs('/product/1', { 'Accept-Language': 'fr-FR,fr;q=0.9' })).toBe(true);
    expect(runs('/', { 'Accept-Language': 'en-GB, en;q=0.8, *;q=0.5' })).toBe(false);
    expect(runs('/', { Cookie: 'NEXT_LOCALE=id' })).toBe(true);
    expect(runs('/blog', { Cookie: 'a=b; NEXT_LOCALE=zh-CN' })).toBe(true);
    // A prefixed URL is never redirected by detection: no middleware there.
    expect(runs('/id/blog', { Cookie: 'NEXT_LOCALE=zh-CN', 'Accept-Language': 'zh-CN' })).toBe(false);
    expect(runs('/zh-CN', { 'Accept-Language': 'id' })).toBe(false);
  });

  // The matcher must be a literal (Next reads it statically), so it cannot be built from LOCALES:
  // this is what points at it when a language is added (docs/architecture.md: "adding a fourth language").
  it('knows every locale prefix in LOCALES', () => {
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(runs(`/${locale}/product/1`), locale).toBe(false);
      expect(runs(`/${locale}/blog`, { Cookie: 'NEXT_LOCALE=id', 'Accept-Language': 'zh-CN' }), locale).toBe(false);
      expect(runs(`/${locale}/admin-panel`), locale).toBe(true);
    }
  });
});
