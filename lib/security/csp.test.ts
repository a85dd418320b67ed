import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, usesNonce } from './csp';

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
  });
});
