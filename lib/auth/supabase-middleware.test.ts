import { NextRequest, NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandin, type Standin } from '../../tests/supabase-standin/server';
import { refreshSupabaseSession } from './supabase-middleware';

// The middleware half of the Supabase adapter against the stand-in (real supabase-js + @supabase/ssr).
let standin: Standin;
let calls = 0;

async function sessionCookies(email: string, password: string): Promise<string> {
  const res = await fetch(`${standin.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: standin.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await res.json();
  const name = `sb-${new URL(standin.url).hostname.split('.')[0]}-auth-token`;
  return `${name}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

const request = (path: string, cookie?: string) => new NextRequest(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  standin = await startStandin({
    databaseUrl: 'postgres://unused@127.0.0.1:1/unused',
    storageRoot: '/nonexistent',
    log: () => (calls += 1),
  });
  const service = { apikey: standin.serviceKey, authorization: `Bearer ${standin.serviceKey}`, 'content-type': 'application/json' };
  for (const [email, appMetadata] of [
    ['boss@example.com', { role: 'admin' }],
    ['user@example.com', {}],
  ] as const) {
    await fetch(`${standin.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ email, password: 'pass-word-1', app_metadata: appMetadata }),
    });
  }
});
afterAll(() => standin.close());

describe('refreshSupabaseSession', () => {
  it('never calls Supabase for a public page or without an sb- cookie', async () => {
    const cookie = await sessionCookies('boss@example.com', 'pass-word-1');
    calls = 0;
    for (const r of [
      request('/', cookie),
      request('/blog/some-post', cookie),
      request('/product/1', cookie),
      request('/admin-panel'),
      request('/login'),
    ]) {
      const result = await refreshSupabaseSession(r, standin.url, standin.anonKey);
      expect(result.signedIn).toBe(false);
      const response = result.apply(NextResponse.next());
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(calls).toBe(0);
  });

  it('lets a verified admin through on admin paths and refuses a verified non-admin', async () => {
    const admin = await refreshSupabaseSession(
      request('/admin-panel/addnew', await sessionCookies('boss@example.com', 'pass-word-1')),
      standin.url,
      standin.anonKey,
    );
    expect(admin.signedIn).toBe(true);
    const user = await refreshSupabaseSession(
      request('/id/admin-panel', await sessionCookies('user@example.com', 'pass-word-1')),
      standin.url,
      standin.anonKey,
    );
    expect(user.signedIn).toBe(false);
  });

  it('refuses a cookie whose token was signed by someone else', async () => {
    const cookie = await sessionCookies('user@example.com', 'pass-word-1');
    const [name, value] = cookie.split('=');
    const session = JSON.parse(Buffer.from(value!.slice(7), 'base64url').toString());
    const [h, p] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, app_metadata: { role: 'admin' } })).toString('base64url');
    const forged = { ...session, access_token: `${h}.${forgedPayload}.${session.access_token.split('.')[2]}` };
    const result = await refreshSupabaseSession(
      request('/admin-panel', `${name}=base64-${Buffer.from(JSON.stringify(forged)).toString('base64url')}`),
      standin.url,
      standin.anonKey,
    );
    expect(result.signedIn).toBe(false);
  });
});
