// @engine-independent: the route's answers; the lock's SQL is the same statements on both engines (lib/auth/two-factor/lock.ts)
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { cookieStore } from '@/tests/request-mocks';

// The second step's lock, re-authentication and the pending key's lifetime, through the real route
// handlers (password sign-in, the two-factor steps, the password change) on the lane's database
// (docs/decisions/078). Each session is its own cookie; TRUST_PROXY=1 so X-Forwarded-For picks the address.
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersCookieStoreModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: { namespace: 'login' | 'twoFactor' | 'settings' }) =>
    createTranslator({ locale: 'en', messages: en, namespace: arg.namespace }),
}));
vi.stubEnv('TRUST_PROXY', '1');

const { resetConfigForTests } = await import('@/lib/config');
resetConfigForTests();
const { POST: login } = await import('../login/route');
const { POST: twoFactor } = await import('./route');
const { POST: changePassword } = await import('../password/route');
const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { getSession, getSignedIn } = await import('@/lib/auth/session');
const { PENDING_SECRET_TTL_MS, pendingSecret } = await import('@/lib/auth/two-factor/store');
const { SECOND_STEP_LOCK_AFTER } = await import('@/lib/auth/two-factor/lock');
const { codeAt } = await import('@/lib/auth/two-factor/totp');
const { unlockSecondStep } = await import('@/lib/team/two-factor');
const { addMember, redeemPasswordLink } = await import('@/lib/team/members');

const PASSWORD = 'correct-horse-battery-staple-9';
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const SESSION_COOKIE = 'admin_session';

function post(path: string, body: Record<string, string>, ip: string) {
  return new NextRequest(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}
/** A new session of the account: its cookie, to switch between sessions with `use`. */
async function signIn(email: string, ip = nextIp(), password = PASSWORD): Promise<string> {
  cookieStore.clear();
  expect((await login(post('/api/auth/login', { email, password, locale: 'en' }, ip))).status).toBe(200);
  return cookieStore.get(SESSION_COOKIE)!;
}
const use = (cookie: string) => {
  cookieStore.clear();
  cookieStore.set(SESSION_COOKIE, cookie);
};
type Answer = { status: number; body: { ok: boolean; code?: string; field?: string; redirectTo?: string; recoveryCodes?: string[] } };
async function step(body: Record<string, string>, ip = nextIp()): Promise<Answer> {
  const response = await twoFactor(post('/api/auth/two-factor', { locale: 'en', ...body }, ip));
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('the second step: lock, re-authentication, pending key', () => {
  let t: TestDatabase;
  let now = Date.UTC(2026, 10, 27, 4, 0, 15);
  const tick = (seconds = 30) => vi.setSystemTime((now += seconds * 1000));
  const audit = async (email: string) =>
    (
      await t.handle.runner.query<{ action: string; detail: Record<string, unknown> | null }>(
        `select action, detail from audit_log where target_label = $1 and action like 'auth.second_step%' order by id`,
        [email],
      )
    ).map((r) => ({ action: r.action, failures: r.detail?.failures }));

  /** An account with two-factor on (enrolled in a session of its own): its key and recovery codes. */
  async function enrolled(email: string) {
    await upsertAccount(t.handle.db, email, PASSWORD);
    await signIn(email);
    const account = (await getSignedIn())!.user;
    const secret = (await pendingSecret(t.handle.db, account.userId))!;
    const answer = await step({ intent: 'enrol', password: PASSWORD, code: codeAt(secret, now) });
    expect(answer.status).toBe(200);
    tick();
    return { userId: account.userId, secret, codes: answer.body.recoveryCodes! };
  }
  const wrongCode = (secret: string) => ['000000', '111111'].find((c) => c !== codeAt(secret, now)) as string;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.cleanup();
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it('turning two-factor on, new recovery codes and turning it off each ask for the current password', { timeout: 120_000 }, async () => {
    const { account } = await upsertAccount(t.handle.db, 'reauth@x.test', PASSWORD);
    await signIn('reauth@x.test');
    const secret = (await pendingSecret(t.handle.db, account.id))!;
    // A stolen session cookie alone: nothing enrolled.
    for (const password of [undefined, 'not-the-password']) {
      const refused = await step({ intent: 'enrol', code: codeAt(secret, now), ...(password ? { password } : {}) });
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([401, 'wrong-password', 'password']);
    }
    expect(await t.handle.runner.query('select enabled_at from admin_totp where user_id = $1', [account.id])).toEqual([
      { enabled_at: null },
    ]);
    expect((await step({ intent: 'enrol', password: PASSWORD, code: codeAt(secret, now) })).status).toBe(200);
    tick();
    const codesBefore = await t.handle.runner.query('select code_hash from admin_recovery_codes where user_id = $1 order by id', [
      account.id,
    ]);
    expect((await step({ intent: 'recovery-codes', code: codeAt(secret, now) })).body.code).toBe('wrong-password');
    expect(await t.handle.runner.query('select code_hash from admin_recovery_codes where user_id = $1 order by id', [account.id])).toEqual(
      codesBefore,
    );
    expect((await step({ intent: 'recovery-codes', password: PASSWORD, code: codeAt(secret, now) })).body.recoveryCodes).toHaveLength(10);
    tick();
    // Off: a code alone is no longer enough; the password is.
    expect((await step({ intent: 'disable', code: codeAt(secret, now) })).body.code).toBe('wrong-password');
    expect((await step({ intent: 'disable', password: PASSWORD })).status).toBe(200);
    expect(await t.handle.runner.query('select 1 from admin_totp where user_id = $1', [account.id])).toEqual([]);
  });

  it(
    'a pending key is replaced after 15 minutes and deleted by a password change or a set-password link',
    { timeout: 120_000 },
    async () => {
      const { account } = await upsertAccount(t.handle.db, 'pending@x.test', PASSWORD);
      const intruder = await signIn('pending@x.test');
      // Someone holding a session reads the key during enrolment...
      const seen = (await pendingSecret(t.handle.db, account.id))!;
      const user = await signIn('pending@x.test');
      // ...the real user changes the password (ending the other sessions): that key is gone.
      use(user);
      const changed = await changePassword(
        post(
          '/api/auth/password',
          { currentPassword: PASSWORD, newPassword: `${PASSWORD}-2`, confirmPassword: `${PASSWORD}-2`, locale: 'en' },
          nextIp(),
        ),
      );
      expect(changed.status).toBe(200);
      expect(await t.handle.runner.query('select 1 from admin_totp where user_id = $1', [account.id])).toEqual([]);
      use(intruder);
      expect(await getSignedIn()).toBeNull();
      const fresh = (await pendingSecret(t.handle.db, account.id))!;
      expect(fresh).not.toBe(seen);
      // An enrolment with the key the intruder read fails.
      await signIn('pending@x.test', nextIp(), `${PASSWORD}-2`);
      expect((await step({ intent: 'enrol', password: `${PASSWORD}-2`, code: codeAt(seen, now) })).body.code).toBe('wrong-code');

      // A set-password link (an invitation, or the owner's new link) deletes it too.
      const link = await addMember(t.handle.db, 'invited@x.test', 'sales');
      if (link.status !== 'added') throw new Error(link.status);
      await pendingSecret(t.handle.db, link.id);
      expect(await redeemPasswordLink(t.handle.db, link.token, `${PASSWORD}-invited`)).toMatchObject({ email: 'invited@x.test' });
      expect(await t.handle.runner.query('select 1 from admin_totp where user_id = $1', [link.id])).toEqual([]);

      // Expiry: a key older than 15 minutes is refused, and the page's next read shows a new one.
      const key = (await pendingSecret(t.handle.db, account.id))!;
      expect(key).toBe(fresh);
      tick(PENDING_SECRET_TTL_MS / 1000 + 1);
      const late = await step({ intent: 'enrol', password: `${PASSWORD}-2`, code: codeAt(key, now) });
      expect([late.status, late.body.code]).toEqual([409, 'expired']);
      const renewed = (await pendingSecret(t.handle.db, account.id))!;
      expect(renewed).not.toBe(key);
      expect((await step({ intent: 'enrol', password: `${PASSWORD}-2`, code: codeAt(renewed, now) })).status).toBe(200);
    },
  );

  it(
    `locks the second step after ${SECOND_STEP_LOCK_AFTER} wrong codes from any sessions; another session's success does not forgive them`,
    { timeout: 120_000 },
    async () => {
      const { userId, secret, codes } = await enrolled('locked@x.test');
      const attacker = await signIn('locked@x.test');
      for (let i = 1; i < SECOND_STEP_LOCK_AFTER; i++) expect((await step({ intent: 'verify', code: wrongCode(secret) })).status).toBe(401);
      // The real user signs in and passes with a right code: told of the other session's wrong codes, which stay counted.
      const user = await signIn('locked@x.test');
      const passed = await step({ intent: 'verify', code: codeAt(secret, now) });
      expect([passed.status, passed.body.redirectTo]).toEqual([200, '/admin-panel/settings/two-factor?notice=failures-elsewhere']);
      expect(await getSession()).not.toBeNull();
      // The attacker's next wrong code is the one too many: locked.
      use(attacker);
      const last = await step({ intent: 'verify', code: wrongCode(secret) });
      expect([last.status, last.body.code]).toEqual([423, 'locked']);
      // Locked: even the right code is refused, in any new session, and not checked at all.
      tick();
      await signIn('locked@x.test');
      const right = await step({ intent: 'verify', code: codeAt(secret, now) });
      expect([right.status, right.body.code]).toEqual([423, 'locked']);
      expect(await getSession()).toBeNull();
      // Activity: every wrong code with its count, and the lock.
      const entries = await audit('locked@x.test');
      expect(entries.filter((e) => e.action === 'auth.second_step_failed').map((e) => e.failures)).toEqual(
        Array.from({ length: SECOND_STEP_LOCK_AFTER }, (_, i) => i + 1),
      );
      expect(entries.filter((e) => e.action !== 'auth.second_step_failed')).toEqual([
        { action: 'auth.second_step_failures_elsewhere', failures: SECOND_STEP_LOCK_AFTER - 1 },
        { action: 'auth.second_step_locked', failures: SECOND_STEP_LOCK_AFTER },
      ]);
      // A session that had passed before the lock stays a complete session.
      use(user);
      expect(await getSession()).not.toBeNull();

      // A recovery code lifts it (and says so); the count starts again.
      await signIn('locked@x.test');
      const recovered = await step({ intent: 'verify', recoveryCode: codes[0]! });
      expect([recovered.status, recovered.body.redirectTo]).toEqual([200, '/admin-panel/settings/two-factor?notice=unlocked']);
      // (The lock had been set by the other session's codes, reported with the unlock.)
      expect((await audit('locked@x.test')).slice(-2)).toEqual([
        { action: 'auth.second_step_unlocked', failures: undefined },
        { action: 'auth.second_step_failures_elsewhere', failures: SECOND_STEP_LOCK_AFTER },
      ]);
      tick();
      await signIn('locked@x.test');
      expect((await step({ intent: 'verify', code: codeAt(secret, now) })).body.redirectTo).toBe('/admin-panel');

      // Locked again; the owner unlocks it.
      tick();
      await signIn('locked@x.test');
      for (let i = 0; i < SECOND_STEP_LOCK_AFTER; i++) await step({ intent: 'verify', code: wrongCode(secret) });
      tick(5); // past the throttle's slow-down of the account (lib/auth/throttle.ts), which is not what is tested here
      expect((await step({ intent: 'verify', code: codeAt(secret, now) })).body.code).toBe('locked');
      expect(await unlockSecondStep({ userId: null, email: 'owner@x.test' }, userId)).toBe(true);
      expect(await unlockSecondStep({ userId: null, email: 'owner@x.test' }, userId)).toBe(false);
      expect((await step({ intent: 'verify', code: codeAt(secret, now) })).status).toBe(200);
    },
  );
});
