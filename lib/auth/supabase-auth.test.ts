import { beforeEach, describe, expect, it, vi } from 'vitest';

// Sign-out when Supabase cannot be reached: auth-js then keeps its local session (it only drops it
// on 401/403/404), so without our own clean-up the visitor who clicked "Log out" would keep a
// session cookie. Real @supabase/ssr + supabase-js against a closed port; only the request's
// cookie jar and the configuration are stand-ins.
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
}));
vi.mock('../config', () => ({
  getConfig: () => ({ backend: { kind: 'supabase', url: 'http://127.0.0.1:9', anonKey: 'anon' } }),
  isBlogAdminEmail: () => false,
}));

const { supabaseAuth } = await import('./supabase-auth');

function sessionCookie(): string {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: 'header.payload.signature',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-1',
    user: { id: 'u1', aud: 'authenticated', email: 'owner@example.com', app_metadata: {}, user_metadata: {}, created_at: '' },
  };
  return `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

describe('supabaseAuth.signOut', () => {
  beforeEach(() => {
    jar.clear();
    jar.set('sb-127-auth-token', sessionCookie());
    jar.set('sb-127-auth-token-code-verifier', 'verifier');
    jar.set('NEXT_LOCALE', 'id');
  });

  it('clears every sb- cookie even when the logout call fails, and leaves other cookies alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await supabaseAuth.signOut();
    expect(errors).toHaveBeenCalledWith('[auth] sign-out failed', expect.any(String));
    expect([...jar.keys()]).toEqual(['NEXT_LOCALE']);
    errors.mockRestore();
  });
});
