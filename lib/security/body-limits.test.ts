import { describe, expect, it } from 'vitest';
import { normalizeAppPath } from '../auth/admin-path';
import { LOCALES } from '../i18n/routing';
import {
  ACTION_BODY_LIMIT,
  bodyLimitStatus,
  hasSessionCookie,
  LOCALE_PREFIXES,
  PHOTO_UPLOAD_BODY_LIMIT,
  PHOTO_UPLOAD_PATH,
  requestAppPath,
  requestBodyStatus,
} from './body-limits.mjs';
import { MAX_PHOTO_BYTES } from '../catalog/photos';

const h = (init: Record<string, string>) => new Headers(init);
const signedIn = { cookie: 'NEXT_LOCALE=id; admin_session=eyJhbGciOi.x.y' };

describe('request body limits', () => {
  it('only the photo upload route takes a photo-sized body: no page and no server action does', () => {
    expect(PHOTO_UPLOAD_BODY_LIMIT).toBe(MAX_PHOTO_BYTES);
    const photo = h({ 'content-length': String(PHOTO_UPLOAD_BODY_LIMIT), ...signedIn });
    expect(requestBodyStatus('POST', `${PHOTO_UPLOAD_PATH}?purpose=catalogue&locale=id`, photo)).toBeNull();
    expect(requestBodyStatus('POST', `http://example.test${PHOTO_UPLOAD_PATH}`, photo)).toBeNull();
    // Pages (their server actions included) and other spellings of the route, which Next would send
    // through middleware, copying the body: the small limit.
    for (const target of [
      '/admin-panel/addnew',
      '/id/admin-panel/itemlist/12',
      '/admin-panel/home/gallery',
      '/zh-CN/admin-panel/blog/create',
      '/%61pi/admin/uploads',
      '/en/api/admin/uploads',
      '/api/admin/uploads/',
      '/API/admin/uploads',
    ])
      expect(requestBodyStatus('POST', target, photo), target).toBe(413);
  });

  it('413 over the limit of the path, 411 for a chunked page body, nothing for reads', () => {
    const len = (n: number, more: Record<string, string> = {}) => h({ 'content-length': String(n), ...more });
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT))).toBeNull();
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1, signedIn))).toBe(413);
    expect(bodyLimitStatus('POST', len(ACTION_BODY_LIMIT + 1))).toBe(413);
    expect(bodyLimitStatus('POST', len(PHOTO_UPLOAD_BODY_LIMIT, signedIn), true)).toBeNull();
    expect(bodyLimitStatus('POST', len(PHOTO_UPLOAD_BODY_LIMIT + 1, signedIn), true)).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'transfer-encoding': 'chunked' }))).toBe(411);
    expect(bodyLimitStatus('POST', h({ 'transfer-encoding': 'chunked', ...signedIn }))).toBe(411);
    expect(bodyLimitStatus('POST', h({ 'content-length': '1e9' }))).toBe(413);
    expect(bodyLimitStatus('POST', h({}))).toBeNull();
    expect(bodyLimitStatus('GET', len(PHOTO_UPLOAD_BODY_LIMIT * 10))).toBeNull();
    expect(bodyLimitStatus('OPTIONS', len(PHOTO_UPLOAD_BODY_LIMIT))).toBe(413);
    expect(bodyLimitStatus('OPTIONS', h({}))).toBeNull();
    // The route reads a chunked body itself, counting the bytes (lib/http/read-body-capped.ts).
    expect(requestBodyStatus('POST', '/api/admin/uploads?purpose=home', h({ 'transfer-encoding': 'chunked', ...signedIn }))).toBeNull();
    expect(requestBodyStatus('POST', '/api/admin/uploads?purpose=home', len(PHOTO_UPLOAD_BODY_LIMIT, signedIn))).toBeNull();
  });

  it('the upload route gives an anonymous request the small limit only', () => {
    const big = String(ACTION_BODY_LIMIT + 1);
    expect(bodyLimitStatus('POST', h({ 'content-length': big }), true)).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'content-length': big, cookie: 'NEXT_LOCALE=en' }), true)).toBe(413);
    expect(bodyLimitStatus('POST', h({ 'content-length': big, cookie: 'sb-abc-auth-token.0=base64-x' }), true)).toBeNull();
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
    ).toBe(413);
    expect(requestBodyStatus('PUT', '/blog', h({ 'content-length': String(ACTION_BODY_LIMIT + 1) }))).toBe(413);
    expect(requestBodyStatus('HEAD', '/blog', chunked)).toBeNull();
  });
});
