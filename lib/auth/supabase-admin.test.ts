import { describe, expect, it } from 'vitest';
import { isSupabaseAdminClaims, needsSupabaseSession, supabaseRoleOf } from './supabase-admin';

const sub = '6f1d1f4e-0000-4000-8000-000000000001';

describe('isSupabaseAdminClaims', () => {
  it('accepts only an administrator role in app_metadata on a token with a subject; "admin" means owner', () => {
    expect(isSupabaseAdminClaims({ sub, role: 'authenticated', app_metadata: { provider: 'email', role: 'admin' } })).toBe(true);
    expect(supabaseRoleOf({ sub, app_metadata: { role: 'admin' } })).toBe('owner');
    for (const role of ['owner', 'catalogue', 'blog', 'sales']) {
      expect(supabaseRoleOf({ sub, app_metadata: { role } })).toBe(role);
      expect(isSupabaseAdminClaims({ sub, app_metadata: { role } })).toBe(true);
    }
    // user_metadata is the user's own to write: it never carries a role.
    expect(supabaseRoleOf({ sub, app_metadata: {}, user_metadata: { role: 'owner' } })).toBeNull();
  });

  it.each([
    ['no claims', null],
    ['a fresh sign-up', { sub, role: 'authenticated', app_metadata: { provider: 'email', providers: ['email'] } }],
    ['user_metadata (writable by the user) saying admin', { sub, app_metadata: {}, user_metadata: { role: 'admin' } }],
    ['the Postgres role claim', { sub, role: 'admin', app_metadata: {} }],
    ['another app role', { sub, app_metadata: { role: 'editor' } }],
    ['role in upper case', { sub, app_metadata: { role: 'ADMIN' } }],
    ['roles as a list', { sub, app_metadata: { role: ['admin'] } }],
    ['no subject', { app_metadata: { role: 'admin' } }],
    ['app_metadata not an object', { sub, app_metadata: 'admin' }],
  ])('refuses %s', (_label, claims) => {
    expect(isSupabaseAdminClaims(claims)).toBe(false);
  });
});

describe('needsSupabaseSession', () => {
  it.each([
    '/admin-panel',
    '/id/admin-panel/settings',
    '/admin-panel%2Faddnew',
    '/login',
    '/zh-CN/login',
    '/login/',
    '/login/two-factor',
    '/id/login/two-factor',
  ])('%s reads the session', (p) => expect(needsSupabaseSession(p)).toBe(true));
  it.each(['/', '/blog', '/blog/login', '/category/6', '/product/1', '/id', '/loginx'])('%s does not', (p) => {
    expect(needsSupabaseSession(p)).toBe(false);
  });
});
