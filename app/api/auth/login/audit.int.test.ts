// @engine-independent: what the sign-in route records; the audit writes are proven in lib/history on both engines
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { cookieStore } from '@/tests/request-mocks';

// The auth route handlers append sign-in, failed sign-in, password-change and sign-out
// entries (never the password). Same harness as route.int.test.ts: cookies in a jar, TRUST_PROXY=1.
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersCookieStoreModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: { namespace: 'login' | 'settings' }) =>
    createTranslator({ locale: 'en', messages: en, namespace: arg.namespace }),
}));
vi.stubEnv('TRUST_PROXY', '1');

const { resetConfigForTests } = await import('@/lib/config');
resetConfigForTests();
const { POST: login } = await import('./route');
const { POST: logout } = await import('../logout/route');
const { POST: changePassword } = await import('../password/route');
const { upsertAccount } = await import('@/lib/auth/local-accounts');

function post(path: string, body: unknown, ip: string) {
  return new NextRequest(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

type Row = { actor_id: string | null; actor_email: string; action: string; target_label: string | null; detail: unknown; changes: unknown };

describe('auth events in the audit log', () => {
  let t: TestDatabase;
  const entries = async () =>
    t.handle.runner.query<Row>('select actor_id, actor_email, action, target_label, detail, changes from audit_log order by id');
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('records a failed sign-in with the typed e-mail and the IP, never the password', { timeout: 60_000 }, async () => {
    await upsertAccount(t.handle.db, 'owner@x.test', 'kardus-tebal-biru-1987!');
    const response = await login(post('/api/auth/login', { email: 'Owner@X.test', password: 'salah-sekali-123' }, '10.9.9.1'));
    expect(response.status).toBe(401);
    const rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: null,
      actor_email: 'owner@x.test',
      action: 'auth.sign_in_failed',
      detail: { ip: '10.9.9.1', reason: 'invalid' },
    });
    expect(JSON.stringify(rows)).not.toContain('salah-sekali-123');
  });

  it('records a throttled attempt as a failure with its reason, once per address and window', { timeout: 90_000 }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await login(post('/api/auth/login', { email: 'target@x.test', password: `guess-number-${i}` }, '10.9.8.1'))).status);
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const reasons = (await entries()).filter((r) => r.actor_email === 'target@x.test').map((r) => (r.detail as { reason: string }).reason);
    // Five refused passwords, then the three throttled requests recorded as one entry.
    expect(reasons).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'throttled']);
  });

  it('records the sign-in, the password change and the sign-out as the account', { timeout: 60_000 }, async () => {
    cookieStore.clear();
    const before = (await entries()).length;
    expect((await login(post('/api/auth/login', { email: 'owner@x.test', password: 'kardus-tebal-biru-1987!' }, '10.9.9.2'))).status).toBe(
      200,
    );
    const strong = 'teh-manis-dan-3-kotak-kue';
    const changed = await changePassword(
      post('/api/auth/password', { currentPassword: 'kardus-tebal-biru-1987!', newPassword: strong, confirmPassword: strong }, '10.9.9.2'),
    );
    expect(changed.status).toBe(200);
    expect((await logout(post('/api/auth/logout', {}, '10.9.9.2'))).status).toBe(303);
    const rows = (await entries()).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['auth.sign_in', 'auth.password_change', 'auth.sign_out']);
    for (const row of rows) expect(row).toMatchObject({ actor_email: 'owner@x.test', target_label: 'owner@x.test' });
    expect(rows[0]?.actor_id).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(strong);
  });
});
