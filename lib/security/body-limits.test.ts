import { describe, expect, it } from 'vitest';
import { normalizeAppPath } from '../auth/admin-path';
import { LOCALES } from '../i18n/routing';
import {
  ACTION_BODY_LIMIT,
  BLOG_UPLOAD_BODY_LIMIT,
  bodyLimitStatus,
  hasSessionCookie,
  isBlogUploadPath,
  isUploadPath,
  LOCALE_PREFIXES,
  requestAppPath,
  requestBodyStatus,
  UPLOAD_BODY_LIMIT,
} from './body-limits.mjs';

const h = (init: Record<string, string>) => new Headers(init);
const signedIn = { cookie: 'NEXT_LOCALE=id; admin_session=eyJhbGciOi.x.y' };

describe('request body limits', () => {
  it('only the product create/edit pages take photo-sized bodies', () => {
    expect(isUploadPath('/admin-panel/addnew')).toBe(true);
    expect(isUploadPath('/admin-panel/itemlist/12')).toBe(true);
    expect(isUploadPath('/admin-panel/itemlist')).toBe(false);
    expect(isUploadPath('/admin-panel/blog/create')).toBe(false); // its own, smaller limit (below)
    expect(isUploadPath('/admin-panel/addnew/x')).toBe(false);
    // A home page section's editor carries its photos (the list of sections does not).
    expect(isUploadPath('/admin-panel/home/gallery')).toBe(true);
    expect(isUploadPath('/admin-panel/home')).toBe(false);
  });

  it('413 over the limit of the path, 411 for a chunked body, nothing for reads', () => {
    const len = (n: number, more: Record<string, string> = {}) => h({ 'content-length': String(n), ...more });
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT), '/admin-panel/blog/create')).toBeNull();
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1), '/admin-panel/blog/create')).toBe(413);
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1), '/blog')).toBe(413);
    expect(bodyLimitStatus('POST', len(UPLOAD_BODY_LIMIT, signedIn), '/admin-panel/addnew')).toBeNull();
    expect(bodyLimitStatus('POST', len(UPLOAD_BODY_LIMIT + 1, signedIn), '/admin-panel/itemlist/3')).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'transfer-encoding': 'chunked' }), '/blog')).toBe(411);
    expect(bodyLimitStatus('POST', h({ 'transfer-encoding': 'chunked', ...signedIn }), '/admin-panel/addnew')).toBe(411);
    expect(bodyLimitStatus('POST', h({ 'content-length': '1e9' }), '/blog')).toBe(413);
    expect(bodyLimitStatus('POST', h({}), '/blog')).toBeNull();
    expect(bodyLimitStatus('GET', len(UPLOAD_BODY_LIMIT * 10), '/blog')).toBeNull();
    expect(bodyLimitStatus('OPTIONS', len(UPLOAD_BODY_LIMIT), '/quote')).toBe(413);
    expect(bodyLimitStatus('OPTIONS', h({}), '/quote')).toBeNull();
  });

  it('the blog editor pages take one image (12 MB), signed in only; the blog list and articles do not', () => {
    const len = (n: number, more: Record<string, string> = {}) => h({ 'content-length': String(n), ...more });
    expect(isBlogUploadPath('/admin-panel/blog/create')).toBe(true);
    expect(isBlogUploadPath('/admin-panel/blog/edit/0b9f6c1e-1111-4222-8333-944455556666')).toBe(true);
    expect(isBlogUploadPath('/admin-panel/blog')).toBe(false);
    expect(isBlogUploadPath('/admin-panel/blog/edit/x/y')).toBe(false);
    expect(isBlogUploadPath('/blog/create')).toBe(false);
    expect(BLOG_UPLOAD_BODY_LIMIT).toBeGreaterThan(10 * 1024 * 1024);
    expect(BLOG_UPLOAD_BODY_LIMIT).toBeLessThan(UPLOAD_BODY_LIMIT);
    expect(bodyLimitStatus('POST', len(BLOG_UPLOAD_BODY_LIMIT, signedIn), '/admin-panel/blog/create')).toBeNull();
    expect(bodyLimitStatus('POST', len(BLOG_UPLOAD_BODY_LIMIT + 1, signedIn), '/admin-panel/blog/edit/7')).toBe(413);
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1), '/admin-panel/blog/create')).toBe(413);
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1, signedIn), '/admin-panel/blog')).toBe(413);
    expect(requestBodyStatus('POST', '/zh-CN/admin-panel/blog/edit/7', len(5 * 1024 * 1024, signedIn))).toBeNull();
  });

  it('an upload page gives an anonymous request the small limit only', () => {
    const big = String(ACTION_BODY_LIMIT + 1);
    expect(bodyLimitStatus('POST', h({ 'content-length': big }), '/admin-panel/addnew')).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'content-length': big, cookie: 'NEXT_LOCALE=en' }), '/admin-panel/addnew')).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'content-length': big, cookie: 'sb-abc-auth-token.0=base64-x' }), '/admin-panel/addnew')).toBeNull();
  });

  it('recognises the session cookies of both sign-in backends, and nothing else', () => {
    expect(hasSessionCookie('admin_session=abc')).toBe(true);
    expect(hasSessionCookie('a=1;admin_session=abc')).toBe(true);
    expect(hasSessionCookie('sb-project-auth-token=base64-abc')).toBe(true);
    expect(hasSessionCookie('sb-project-auth-token.1=abc')).toBe(true);
    expect(hasSessionCookie('admin_session=')).toBe(false);
    expect(hasSessionCookie('x_admin_session=abc')).toBe(false);
    expect(hasSessionCookie('sb-project-auth-token-code-verifier=abc')).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });

  it('normalises a raw path exactly like middleware does', () => {
    expect([...LOCALE_PREFIXES]).toEqual(LOCALES.map((l) => l.toLowerCase()));
    const spellings = [
      '/',
      '/quote',
      '/product/1',
      '/id/quote',
      '/zh-CN/admin-panel/addnew',
      '/en/admin-panel/itemlist/7/',
      '/ADMIN-PANEL/AddNew',
      '/admin-panel%2Faddnew',
      '/admin-panel%252Fitemlist%252F3',
      '//admin-panel//addnew',
      '/admin-panel\\addnew',
      '/admin-panel/addnew.rsc',
      '/%E0%A4%A',
      '/idx/quote',
    ];
    for (const raw of spellings) expect(requestAppPath(raw), raw).toBe(normalizeAppPath(raw));
  });

  it('a raw request: limits from the URL and headers, chunked bodies allowed only on the API', () => {
    const chunked = h({ 'transfer-encoding': 'chunked' });
    expect(requestBodyStatus('POST', '/quote?x=1', h({ 'content-length': String(100 * 1024 * 1024) }))).toBe(413);
    expect(requestBodyStatus('POST', '/id/product/1', chunked)).toBe(411);
    expect(requestBodyStatus('POST', '/api/auth/login', chunked)).toBeNull();
    expect(requestBodyStatus('POST', '/api/auth/login', h({ 'content-length': String(ACTION_BODY_LIMIT + 1) }))).toBe(413);
    // Next runs middleware (and copies the body) for these spellings: no exemption.
    expect(requestBodyStatus('POST', '/%61pi/auth/login', chunked)).toBe(411);
    expect(requestBodyStatus('POST', '/en/api/auth/login', chunked)).toBe(411);
    expect(
      requestBodyStatus('POST', 'http://example.test/zh-CN/admin-panel/itemlist/3', h({ 'content-length': '3000000', ...signedIn })),
    ).toBeNull();
    expect(requestBodyStatus('PUT', '/blog', h({ 'content-length': String(ACTION_BODY_LIMIT + 1) }))).toBe(413);
    expect(requestBodyStatus('HEAD', '/blog', chunked)).toBeNull();
  });
});
