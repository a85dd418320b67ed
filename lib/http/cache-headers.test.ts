import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteServer } from '../../tests/site-server';

// The server entry (server.mjs) with the app's hooks, and in Next's place a handler answering the
// way Next does (setHeader then an implicit or explicit writeHead): the policy must rewrite what
// leaves the socket.
let site: Awaited<ReturnType<typeof siteServer>>;
let base = '';

beforeAll(async () => {
  site = await siteServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    const cc = url.searchParams.get('cc');
    if (url.pathname === '/flight') res.setHeader('Content-Type', 'text/x-component');
    // A cached page as Next sends it: its entry's ETag (lib/cache/entry-etag.cjs), then the body.
    if (url.searchParams.has('etag')) {
      res.setHeader('ETag', url.searchParams.get('etag')!);
      res.setHeader('Content-Length', '1');
      if (url.pathname !== '/flight') res.setHeader('Content-Type', 'text/html; charset=utf-8');
    }
    if (url.pathname === '/redirect') {
      // As Next sends a rendered redirect on a cache miss: the same Location twice.
      res.appendHeader('Location', '/product/1/magnetic-gift-box');
      res.appendHeader('Location', '/product/1/magnetic-gift-box');
      if (url.searchParams.has('given')) res.writeHead(308, { Location: ['/product/1/a', '/product/1/a'] });
      else res.statusCode = 308;
      res.end();
      return;
    }
    if (url.pathname === '/explicit') {
      res.writeHead(status, { 'Cache-Control': cc ?? '', 'Content-Type': 'text/plain' });
      res.end('x');
      return;
    }
    res.statusCode = status;
    if (cc) res.setHeader('Cache-Control', cc);
    res.end('x');
  });
  base = site.base;
});

afterAll(() => site.close());

/** A GET with exactly these headers (fetch adds `Cache-Control: no-cache` to a conditional request, as browsers do not). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

async function cacheControl(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(base + path, { headers });
  await response.text();
  return response.headers.get('cache-control');
}

describe('the cache policy on the server entry', () => {
  const year = encodeURIComponent('s-maxage=31536000');

  it('shortens a cached page and makes its 404 uncacheable', async () => {
    expect(await cacheControl(`/page?cc=${year}`)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(await cacheControl(`/page?cc=${year}&status=404`)).toBe('private, no-store');
    expect(await cacheControl('/page?status=500')).toBe('private, no-store');
  });

  it('sends a redirect with one Location, however many Next set', async () => {
    for (const [query, target] of [
      ['', '/product/1/magnetic-gift-box'],
      ['?given', '/product/1/a'],
    ]) {
      const raw = await new Promise<string[]>((resolve, reject) =>
        http
          .get(`${base}/redirect${query}`, (res) => {
            res.resume();
            resolve(res.rawHeaders.filter((_, i, all) => i % 2 === 1 && all[i - 1]!.toLowerCase() === 'location'));
          })
          .on('error', reject),
      );
      expect(raw).toEqual([target]);
      const followed = await fetch(`${base}/redirect${query}`, { redirect: 'manual' });
      expect(followed.headers.get('location')).toBe(target);
    }
  });

  it('applies to headers given to writeHead itself', async () => {
    expect(await cacheControl(`/explicit?cc=${year}`)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(await cacheControl(`/explicit?cc=${year}&status=403`)).toBe('private, no-store');
  });

  it('keeps RSC payloads private and leaves static assets immutable', async () => {
    expect(await cacheControl(`/page?cc=${year}`, { RSC: '1' })).toBe('private, no-store');
    expect(await cacheControl(`/flight?cc=${year}`)).toBe('private, no-store');
    const immutable = 'public, max-age=31536000, immutable';
    expect(await cacheControl(`/page?cc=${encodeURIComponent(immutable)}`)).toBe(immutable);
  });

  it('answers 304 to a conditional GET of a page whose ETag the client has, and keeps ETags off RSC payloads', async () => {
    const etag = '"v1"';
    const page = `/page?cc=${year}&etag=${encodeURIComponent(etag)}`;
    const first = await get(page);
    expect([first.status, first.headers.etag, first.body]).toEqual([200, etag, 'x']);
    const again = await get(page, { 'If-None-Match': etag });
    expect([again.status, again.body, again.headers['content-length']]).toEqual([304, '', undefined]);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect((await get(page, { 'If-None-Match': '"v0"' })).status).toBe(200);
    expect((await get(page, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(200);
    expect((await get(`${page}&status=404`, { 'If-None-Match': etag })).status).toBe(404);
    const flight = await get(`/flight?cc=${year}&etag=${encodeURIComponent(etag)}`, { 'If-None-Match': etag });
    expect([flight.status, flight.headers.etag]).toEqual([200, undefined]);
  });
});
