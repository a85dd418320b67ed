// @engine-independent: the route's answers and password hashing; accounts and the throttle are proven in lib/auth on both engines
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { cookieStore } from '@/tests/request-mocks';

// The auth route handlers, called directly: cookies in a jar, English messages, TRUST_PROXY=1 so
// each request can be a distinct visitor through X-Forwarded-For.
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
const { POST: changePassword } = await import('../password/route');
const { hashGate } = await import('@/lib/auth/password');
const { upsertAccount } = await import('@/lib/auth/local-accounts');

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
function post(path: string, body: unknown, ip = nextIp(), extra: Record<string, string> = {}) {
  return new NextRequest(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...extra },
    body: JSON.stringify(body),
  });
}

describe('auth route handlers under load', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('40 simultaneous sign-ins: at most 2 hashes at once, the overflow gets 503 + Retry-After at once', { timeout: 180_000 }, async () => {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, hashGate.active)), 5);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(post('/api/auth/login', { email: `burst${i}@x.test`, password: 'wrong-password-x' }))),
    );
    clearInterval(sampler);
    const statuses = responses.map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(`[40 sign-ins, ${t.lane}] 401: ${count(401)}, 503: ${count(503)}, peak hashes: ${peak}, ${Date.now() - started} ms`);
    expect(count(401) + count(503)).toBe(40);
    expect(count(503)).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    const busy = responses.find((r) => r.status === 503);
    expect(busy?.headers.get('retry-after')).toBe('5');
    expect(await busy?.json()).toMatchObject({ ok: false, message: en.login.busy });
    // A refused request left no throttle row behind (its reservation was released).
    const rows = await t.handle.runner.query<{ n: string }>(
      "select count(*) as n from auth_attempts where scope = 'login:account' and key like 'burst%'",
    );
    expect(Number(rows[0]?.n)).toBe(count(401));
  });

  it("a disk that fills up under the sign-in's throttle row: 503 with the disk-full message, not a 500", async () => {
    // The engine's own refusal (SQLSTATE 53100 disk_full, as PostgreSQL raises it when a file cannot grow).
    await t.handle.runner.exec(`
      create function refuse_as_disk_full() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$;
      create trigger auth_attempts_disk_full before insert on auth_attempts for each row execute function refuse_as_disk_full();`);
    try {
      const response = await login(post('/api/auth/login', { email: 'full@x.test', password: 'whatever-password' }));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, code: 'disk-full', message: en.login.diskFull });
    } finally {
      await t.handle.runner.exec('drop trigger auth_attempts_disk_full on auth_attempts; drop function refuse_as_disk_full();');
    }
  });

  it(
    '50 parallel wrong passwords for one account from one IP: 5 checked (401), 45 refused (429 + Retry-After)',
    { timeout: 120_000 },
    async () => {
      await upsertAccount(t.handle.db, 'owner@x.test', 'kardus-tebal-biru-1987!');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => login(post('/api/auth/login', { email: 'owner@x.test', password: 'guess' }, '10.1.1.1'))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      for (const r of responses) if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(800);
      // The owner from another address still signs in, and lands in the admin.
      const owner = await login(
        post('/api/auth/login', { email: 'owner@x.test', password: 'kardus-tebal-biru-1987!', locale: 'id' }, '10.1.1.2'),
      );
      expect(owner.status).toBe(200);
      expect(await owner.json()).toEqual({ ok: true, redirectTo: '/id/admin-panel' });
    },
  );

  it(
    'the current-password check of the password change is raced the same way; weak new passwords never reach it',
    { timeout: 120_000 },
    async () => {
      await upsertAccount(t.handle.db, 'changer@x.test', 'kardus-tebal-biru-1987!');
      cookieStore.clear();
      expect((await login(post('/api/auth/login', { email: 'changer@x.test', password: 'kardus-tebal-biru-1987!' }))).status).toBe(200);
      const weak = await changePassword(
        post('/api/auth/password', { currentPassword: 'x', newPassword: 'password1234', confirmPassword: 'password1234' }, '10.2.2.2'),
      );
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ message: en.settings.tooCommon });
      const strong = 'teh-manis-dan-3-kotak-kue';
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          changePassword(
            post('/api/auth/password', { currentPassword: 'not-it-at-all', newPassword: strong, confirmPassword: strong }, '10.2.2.2'),
          ),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    },
  );

  it('bodies over 4 KB are refused with 413 before parsing, even streamed without Content-Length', async () => {
    expect((await login(post('/api/auth/login', { email: 'a@x.test', password: 'x'.repeat(10_000) }))).status).toBe(413);
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new Uint8Array(8192).fill(0x20)) });
    const streamed = new NextRequest('http://127.0.0.1/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect((await login(streamed)).status).toBe(413);
  });
});
