import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, staticCspSource, usesNonce } from './csp';
import { normalizeAppPath } from '../auth/admin-path';
import { LOCALE_PREFIXES } from './body-limits.mjs';

const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)?.[1] ?? '';

describe('Content-Security-Policy', () => {
  it('with a nonce: no unsafe-inline, no unsafe-eval in production', () => {
    const csp = buildCsp({ nonce: 'abc123' });
    expect(scriptSrc(csp)).toBe("'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('without: the cached public pages keep unsafe-inline for Next’s bootstrap', () => {
    expect(scriptSrc(buildCsp({}))).toBe("'self' 'unsafe-inline'");
    expect(scriptSrc(buildCsp({ dev: true }))).toContain("'unsafe-eval'");
  });

  it('adds the run-time Supabase origin to images and connections only', () => {
    const csp = buildCsp({ supabaseOrigin: 'https://abc.supabase.co' });
    expect(csp).toMatch(/img-src [^;]*https:\/\/abc\.supabase\.co/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/abc\.supabase\.co wss:\/\/abc\.supabase\.co/);
    expect(scriptSrc(csp)).not.toContain('supabase');
  });

  it('nonces are random and used on per-request pages only', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
    expect(usesNonce('/admin-panel/blog')).toBe(true);
    expect(usesNonce('/login')).toBe(true);
    expect(usesNonce('/')).toBe(false);
    expect(usesNonce('/blog/login')).toBe(false);
    expect(usesNonce('/admin-panelx')).toBe(false);
    expect(usesNonce('/q/' + 'a'.repeat(43))).toBe(true);
    expect(usesNonce('/q/' + 'a'.repeat(43) + '/pdf')).toBe(true);
    expect(usesNonce('/quote')).toBe(false);
    expect(usesNonce('/q')).toBe(false);
  });
});

describe('the static policy of next.config.ts', () => {
  it('covers every path but the pages whose policy carries a nonce', () => {
    // As OpenNext applies it: the expression alone, case-sensitive.
    const re = new RegExp(`^${staticCspSource(LOCALE_PREFIXES)}$`);
    const paths = [
      '/',
      '/id',
      '/blog',
      '/product/1',
      '/api/health',
      '/api/auth/login',
      '/robots.txt',
      '/blog/login',
      '/loginx',
      '/admin-panelx',
      '/quote',
      '/id/quote',
      '/q',
      '/blog/q/x',
    ];
    const nonce = [
      '/login',
      '/id/login',
      '/zh-CN/login',
      '/admin-panel',
      '/admin-panel/blog/create',
      '/ID/ADMIN-PANEL',
      '/en/admin-panel/settings',
      `/q/${'a'.repeat(43)}`,
      `/zh-CN/q/${'a'.repeat(43)}`,
      `/id/q/${'a'.repeat(43)}/pdf`,
      '/Q/x',
    ];
    for (const p of [...paths, ...nonce]) expect(re.test(p), p).toBe(!usesNonce(normalizeAppPath(p)));
  });
});
