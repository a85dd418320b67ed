import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { localeRewrites } from './locale-rewrites';
import { DEFAULT_LOCALE, LOCALES } from './routing';

// The rewrite sources compiled the way Next's router compiles them (getPathMatch, strict): which URLs reach the
// default locale's segment without middleware.
const [root, rest] = localeRewrites().beforeFiles;
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
