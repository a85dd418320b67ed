import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, PHOTO_UPLOAD_BODY_LIMIT } from './body-limits.mjs';
import { acceptsPost, ALLOW_HEADER, requestRefusal } from './request-rules';

// The request rules both hosts apply before Next (the Node server's request hook, the Worker's entry).

describe('requestRefusal', () => {
  it.each(['/%ff', '/blog/%ff', '/product/%ff/x', '/q/%ff', '/blog/%E0%A4%A', '/%', '/api/og/product/en/%ff', '/storage/itemphotos/%zz'])(
    'answers %s (its percent-encoding does not decode) 400 with a short page',
    (path) => {
      const refusal = requestRefusal('GET', path);
      expect(refusal?.status).toBe(400);
      expect(refusal?.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(refusal?.headers['Cache-Control']).toBe('no-store');
      expect(refusal?.body).toContain('This address is not valid');
      expect(refusal?.body).toContain('<a href="/">');
    },
  );

  it('writes the page in the language of the path, for any method', () => {
    expect(requestRefusal('GET', '/id/blog/%ff')?.body).toContain('<html lang="id">');
    expect(requestRefusal('HEAD', '/zh-CN/product/%E0%A4%A/x')?.body).toContain('此网址无效');
    expect(requestRefusal('POST', '/ZH-cn/%ff')?.body).toContain('<a href="/zh-CN">');
    expect(requestRefusal('GET', 'http://example.com/%ff?q=1')?.status).toBe(400);
  });

  it('lets well-formed addresses through, a malformed query included (the page reads it itself)', () => {
    for (const path of ['/', '/blog/%E4%B8%AD%E6%96%87', '/product/1/kotak', '/search?q=%ff', '/id/category/6?page=2'])
      expect(requestRefusal('GET', path), path).toBeNull();
  });

  it.each([
    '/',
    '/id',
    '/search?q=box',
    '/zh-CN/search',
    '/product/1',
    '/product/1/kotak',
    '/category/6',
    '/blog',
    '/blog/kraft-boxes',
    '/no-such-page',
    '/sitemap.xml',
  ])('answers a POST to %s (no Server Action there) 405, allowing GET and HEAD', (path) => {
    const refusal = requestRefusal('POST', path);
    expect(refusal).toMatchObject({ status: 405, body: null });
    expect(refusal?.headers.Allow).toBe('GET, HEAD');
  });

  it.each([
    '/quote',
    '/id/quote',
    `/q/${'a'.repeat(43)}`,
    `/zh-CN/q/${'a'.repeat(43)}`,
    '/admin-panel',
    '/id/admin-panel/itemlist/4',
    '/login',
    '/api/auth/login',
    '/api/blog/views',
  ])('lets a POST to %s through', (path) => {
    expect(requestRefusal('POST', path)).toBeNull();
    expect(acceptsPost(path)).toBe(true);
  });

  it('asks nothing of the other methods on a well-formed address', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(requestRefusal(method, '/blog'), method).toBeNull();
  });

  it('refuses every method the site does not answer, on any address, before reading it', () => {
    for (const method of ['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', '']) {
      const refusal = requestRefusal(method, '/blog/%ff');
      expect([refusal?.status, refusal?.headers.Allow, refusal?.body], method).toEqual([405, ALLOW_HEADER, null]);
    }
  });

  it('with the headers, applies the body limits too: 413 one byte over, 411 without a length', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(requestRefusal('POST', '/quote', headers({ 'content-length': String(ACTION_BODY_LIMIT) }))).toBeNull();
    const over = requestRefusal('POST', '/quote', headers({ 'content-length': String(ACTION_BODY_LIMIT + 1) }));
    expect([over?.status, over?.body, over?.headers['Cache-Control'], over?.headers.Connection]).toEqual([
      413,
      'Payload Too Large\n',
      'no-store',
      'close',
    ]);
    expect(requestRefusal('POST', '/quote', headers({ 'transfer-encoding': 'chunked' }))?.status).toBe(411);
    // A photo-sized body needs the upload route and a session cookie; without the headers, no body rule.
    const photos = { 'content-length': String(PHOTO_UPLOAD_BODY_LIMIT), cookie: 'admin_session=x' };
    expect(requestRefusal('POST', '/api/admin/uploads?purpose=catalogue', headers(photos))).toBeNull();
    expect(requestRefusal('POST', '/id/admin-panel/addnew', headers(photos))?.status).toBe(413);
    expect(requestRefusal('POST', '/quote', headers(photos))?.status).toBe(413);
    expect(requestRefusal('POST', '/quote')).toBeNull();
  });
});
