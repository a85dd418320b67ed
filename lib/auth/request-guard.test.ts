import { describe, expect, it } from 'vitest';
import {
  AUTH_BODY_LIMIT_BYTES,
  BodyTooLargeError,
  cookieSecure,
  isSameOrigin,
  readAuthPost,
  readFields,
  requestLocale,
} from './request-guard';

const req = (headers: Record<string, string>, url = 'http://shop.test/api/auth/login') => new Request(url, { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts the own origin and refuses others', () => {
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'http://shop.test' }), 0)).toBe(true);
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'https://evil.test' }), 0)).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'null' }), 0)).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test', 'sec-fetch-site': 'cross-site' }), 0)).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test' }), 0)).toBe(true);
  });

  it('trusts X-Forwarded-Host only behind a declared proxy', () => {
    const spoofed = { host: 'shop.test', origin: 'https://evil.test', 'x-forwarded-host': 'evil.test' };
    expect(isSameOrigin(req(spoofed), 0)).toBe(false);
    expect(isSameOrigin(req(spoofed), false)).toBe(false);
    // Behind the proxy, the header is the proxy's and names the public host the browser used.
    const proxied = { host: '127.0.0.1:3000', origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' };
    expect(isSameOrigin(req(proxied), 1)).toBe(true);
    expect(isSameOrigin(req(proxied), 0)).toBe(false);
  });
});

describe('requestLocale', () => {
  it('prefers the form, then the referring page, then the cookie', () => {
    expect(requestLocale(req({}), 'zh-CN')).toBe('zh-CN');
    expect(requestLocale(req({ referer: 'http://shop.test/id/login' }))).toBe('id');
    expect(requestLocale(req({ referer: 'http://shop.test/login' }))).toBe('en');
    expect(requestLocale(req({ cookie: 'a=b; NEXT_LOCALE=id' }))).toBe('id');
    expect(requestLocale(req({}), 'xx')).toBe('en');
  });
});

describe('cookieSecure', () => {
  it('is Secure in production except plain http on loopback', () => {
    expect(cookieSecure(req({ host: 'shop.test' }, 'https://shop.test/x'), true, 0)).toBe(true);
    expect(cookieSecure(req({ host: 'shop.test', 'x-forwarded-proto': 'https' }), true, 1)).toBe(true);
    expect(cookieSecure(req({ host: 'shop.test' }), true, 0)).toBe(true);
    expect(cookieSecure(req({ host: '127.0.0.1:3000' }, 'http://127.0.0.1:3000/x'), true, 0)).toBe(false);
    expect(cookieSecure(req({ host: 'shop.test' }, 'https://shop.test/x'), false, 0)).toBe(false);
  });

  it('reads X-Forwarded-Proto only behind a declared proxy', () => {
    // A proxy on the same machine terminates TLS and forwards to the loopback server.
    const viaProxy = { host: 'localhost:3000', 'x-forwarded-proto': 'https' };
    expect(cookieSecure(req(viaProxy, 'http://localhost:3000/x'), true, 1)).toBe(true);
    expect(cookieSecure(req({ host: 'localhost:3000', 'x-forwarded-proto': 'http' }, 'http://localhost:3000/x'), true, 1)).toBe(false);
    // Without one, the header is the client's own: a direct loopback connection is plain http.
    expect(cookieSecure(req(viaProxy, 'https://localhost:3000/x'), true, 0)).toBe(false);
  });
});

describe('readFields (byte cap before parsing)', () => {
  const streamOf = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 1024) controller.enqueue(new Uint8Array(1024).fill(0x61));
        controller.close();
      },
    });
  const post = (body: BodyInit, headers: Record<string, string>) =>
    new Request('http://shop.test/api/auth/login', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('parses small JSON and form bodies', async () => {
    expect(await readFields(post('{"email":"a@b.test","n":1}', { 'content-type': 'application/json' }))).toEqual({
      fields: { email: 'a@b.test' },
      isForm: false,
    });
    expect(await readFields(post('email=a%40b.test&locale=id', { 'content-type': 'application/x-www-form-urlencoded' }))).toEqual({
      fields: { email: 'a@b.test', locale: 'id' },
      isForm: true,
    });
    expect((await readFields(post('{oops', { 'content-type': 'application/json' }))).fields).toEqual({});
  });

  it('refuses a declared Content-Length over the cap without reading', async () => {
    const request = post(streamOf(1024), { 'content-type': 'application/json', 'content-length': String(AUTH_BODY_LIMIT_BYTES + 1) });
    await expect(readFields(request)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('stops reading a stream without (or with a lying) Content-Length past the cap', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x61));
      },
    });
    await expect(readFields(post(endless, { 'content-type': 'application/json' }))).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThan(AUTH_BODY_LIMIT_BYTES + 64 * 1024);
    await expect(
      readFields(post(streamOf(100 * 1024), { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '10' })),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('readAuthPost (how every auth route starts)', () => {
  const post = (headers: Record<string, string>, body: string) =>
    new Request('http://shop.test/api/auth/logout', { method: 'POST', headers: { host: 'shop.test', ...headers }, body });

  it('gives the fields of a same-origin post', async () => {
    const posted = await readAuthPost(
      post({ origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' }, 'locale=id'),
      0,
    );
    expect(posted).toEqual({ ok: true, fields: { locale: 'id' }, isForm: true });
  });

  it('refuses a cross-site post with an uncached 403 before reading the body', async () => {
    const request = post({ origin: 'https://evil.test', 'content-type': 'application/json' }, '{"locale":"id"}');
    const posted = await readAuthPost(request, 0);
    expect(posted.ok).toBe(false);
    if (posted.ok) return;
    expect(posted.response.status).toBe(403);
    expect(posted.response.headers.get('cache-control')).toBe('no-store');
    expect(await posted.response.json()).toEqual({ ok: false, message: 'Cross-site request refused' });
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a forged X-Forwarded-Host matching a foreign Origin without a trusted proxy', async () => {
    const forged = { origin: 'https://evil.test', 'x-forwarded-host': 'evil.test', 'content-type': 'application/json' };
    const posted = await readAuthPost(post(forged, '{}'), 0);
    expect(posted.ok ? 200 : posted.response.status).toBe(403);
  });

  it('answers 413 for a body over the cap', async () => {
    const posted = await readAuthPost(post({ 'content-type': 'application/json' }, 'x'.repeat(AUTH_BODY_LIMIT_BYTES + 1)), 0);
    expect(posted.ok ? 200 : posted.response.status).toBe(413);
  });
});
