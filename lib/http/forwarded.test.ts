import { describe, expect, it } from 'vitest';
import { forgedForwardedHost, requestHost, requestProto } from './forwarded';

const headers = (h: Record<string, string>) => new Headers(h);

describe('forwarded headers count only behind a trusted proxy', () => {
  it('host: the Host header unless TRUST_PROXY, then the first X-Forwarded-Host entry', () => {
    const h = headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example, inner.proxy' });
    expect(requestHost(h, 0)).toBe('127.0.0.1:3000');
    expect(requestHost(h, false)).toBe('127.0.0.1:3000');
    expect(requestHost(h, 1)).toBe('shop.example');
    expect(requestHost(headers({ host: 'shop.example' }), 2)).toBe('shop.example');
  });

  it('scheme: plain http unless TRUST_PROXY, then X-Forwarded-Proto', () => {
    expect(requestProto(headers({ 'x-forwarded-proto': 'https' }), 0)).toBe('http');
    expect(requestProto(headers({ 'x-forwarded-proto': 'https' }), 1)).toBe('https');
    expect(requestProto(headers({ 'x-forwarded-proto': 'HTTPS,http' }), true)).toBe('https');
    expect(requestProto(headers({}), 1)).toBe('http');
  });

  it('a forged X-Forwarded-Host is one that differs from Host while no proxy is trusted', () => {
    expect(forgedForwardedHost(headers({ host: 'shop.test', 'x-forwarded-host': 'evil.test' }), 0)).toBe(true);
    expect(forgedForwardedHost(headers({ host: 'shop.test', 'x-forwarded-host': 'shop.test' }), 0)).toBe(false);
    expect(forgedForwardedHost(headers({ host: 'shop.test' }), 0)).toBe(false);
    expect(forgedForwardedHost(headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.test' }), 1)).toBe(false);
  });
});
