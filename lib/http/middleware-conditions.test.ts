import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { meetsMatcher, type Matcher } from './middleware-conditions';

// middleware.ts's matcher, read from the source as Next reads it, compiled by Next's own code.
const source = fs.readFileSync(path.join(__dirname, '..', '..', 'middleware.ts'), 'utf8');
const literal = source.slice(source.indexOf('export const config = ') + 'export const config = '.length).replace(/;\s*$/, '');
const config = new Function(`return (${literal});`)() as { matcher: Matcher[] };
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers: (m: unknown, c: unknown) => never };
const compiled: Parameters<typeof getMiddlewareRouteMatcher>[0] = getMiddlewareMatchers(config.matcher, {});
const nextMatch = getMiddlewareRouteMatcher(compiled);

function viaNext(url: string, headers: Record<string, string>): boolean {
  const parsed = new URL(url, 'http://x');
  const req = { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
  const query = Object.fromEntries(parsed.searchParams);
  let decoded = parsed.pathname;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    // raw path only
  }
  return nextMatch(parsed.pathname, req as never, query) || nextMatch(decoded, req as never, query);
}
const viaUs = (url: string, headers: Record<string, string>) =>
  meetsMatcher(config.matcher, new NextRequest(new URL(url, 'http://x'), { headers }));
/** What OpenNext does: any matcher's path pattern, its conditions ignored. */
const pathsOnly = (url: string) => compiled.some((m) => new RegExp(m.regexp).test(new URL(url, 'http://x').pathname));

const URLS = [
  '/',
  '/id',
  '/product/1',
  '/zh-CN/product/2',
  '/blog',
  '/blog/page/2',
  '/blog/rss.xml',
  '/robots.txt',
  '/sitemap.xml',
  '/logo.svg',
  '/api/health',
  '/_next/static/x.js',
  '/storage/itemphotos/a.webp',
  '/admin-panel',
  '/admin-panel%2Fsettings',
  '/ID/blog',
  '/en/blog',
  '/no-such-page',
  '/login',
  '/id/login',
  '/blog?lng=zh&page=2',
  '/?lng=id',
  '/blog?page=2',
];
const HEADERS: Record<string, string>[] = [
  {},
  { 'Accept-Language': 'en-US,en;q=0.9' },
  { 'Accept-Language': 'id-ID,id;q=0.9' },
  { 'Accept-Language': '*' },
  { Cookie: 'NEXT_LOCALE=id' },
  { Cookie: 'a=b; NEXT_LOCALE=en' },
  { 'Content-Length': '3145728' },
  { 'Transfer-Encoding': 'chunked' },
];

describe('middleware conditions checked in middleware itself', () => {
  it('agree with Next on every request of the list', () => {
    for (const url of URLS)
      for (const headers of HEADERS) expect(viaUs(url, headers), `${url} ${JSON.stringify(headers)}`).toBe(viaNext(url, headers));
  });

  it('keep root-level files and public pages out where path patterns alone would not', () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/', '/product/1', '/blog']) {
      expect(pathsOnly(url), url).toBe(true);
      expect(viaUs(url, {}), url).toBe(false);
    }
  });
});
