import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';
import { cookieSecure, isSameOrigin, requestLocale } from './request-guard';

const req = (headers: Record<string, string>, url = 'http://shop.test/api/auth/login') => new Request(url, { method: 'POST', headers });

describe('isSameOrigin', () => {
  it('accepts the own origin and refuses others', () => {
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'http://shop.test' }))).toBe(true);
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'https://evil.test' }))).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test', origin: 'null' }))).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(req({ host: 'shop.test' }))).toBe(true);
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
    expect(cookieSecure(req({ host: 'shop.test' }, 'https://shop.test/x'), true)).toBe(true);
    expect(cookieSecure(req({ host: 'shop.test', 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(cookieSecure(req({ host: 'shop.test' }), true)).toBe(true);
    expect(cookieSecure(req({ host: '127.0.0.1:3000' }, 'http://127.0.0.1:3000/x'), true)).toBe(false);
    expect(cookieSecure(req({ host: 'shop.test' }, 'https://shop.test/x'), false)).toBe(false);
  });
});

describe('clientIp', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('uses the left-most X-Forwarded-For only behind a trusted proxy', () => {
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 10.0.0.1' }), true)).toBe('1.1.1.1');
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 10.0.0.1' }), false)).toBe('10.0.0.1');
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '2.2.2.2' }), false)).toBe('2.2.2.2');
    expect(clientIp(h({}), false)).toBe('unknown');
  });
});
