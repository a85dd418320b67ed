// @engine-independent: the route's answers; factors are proven in lib/team on both engines
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { cookieStore } from '@/tests/request-mocks';

// The two-factor journey through the real route handlers (password sign-in, then the steps) on the
// lane's database: cookies in a jar, English messages, TRUST_PROXY=1 so X-Forwarded-For picks the address.
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersCookieStoreModule());
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: { namespace: 'login' | 'twoFactor' }) =>
    createTranslator({ locale: 'en', messages: en, namespace: arg.namespace }),
}));
vi.stubEnv('TRUST_PROXY', '1');

const { resetConfigForTests } = await import('@/lib/config');
resetConfigForTests();
const { POST: login } = await import('../login/route');
const { POST: twoFactor } = await import('./route');
const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { getSession, getSignedIn } = await import('@/lib/auth/session');
const { pendingSecret, recoveryCodesLeft } = await import('@/lib/auth/two-factor/store');
const { setTwoFactorRequired, isTwoFactorRequired } = await import('@/lib/auth/two-factor/policy');
const { codeAt } = await import('@/lib/auth/two-factor/totp');
const { resetTwoFactor, twoFactorStateFor } = await import('@/lib/team/two-factor');
const { sessionTokenFor } = await import('@/tests/session');
const { throttledAttempt } = await import('@/lib/auth/throttle');

const PASSWORD = 'correct-horse-battery-staple-9';
let ipCounter = 0;
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(path: string, body: Record<string, string>, ip: string) {
  return new NextRequest(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}
async function signIn(email: string, ip: string, password = PASSWORD) {
  cookieStore.clear();
  return login(post('/api/auth/login', { email, password, locale: 'en' }, ip));
}
async function step(body: Record<string, string>, ip: string) {
  const response = await twoFactor(post('/api/auth/two-factor', { locale: 'en', ...body }, ip));
  return { status: response.status, body: (await response.json()) as { ok: boolean; code?: string; recoveryCodes?: string[] } };
}

describe('two-factor sign-in (embedded backend)', () => {
  let t: TestDatabase;
  let now = Date.UTC(2026, 10, 26, 4, 0, 15);
  const tick = (seconds = 30) => vi.setSystemTime((now += seconds * 1000));

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

  it(
    'enables with a first code, then holds every password sign-in at the code step; a recovery code works once; the owner resets',
    { timeout: 120_000 },
    async () => {
      const { account } = await upsertAccount(t.handle.db, 'two@x.test', PASSWORD);
      const ip = nextIp();
      expect((await signIn('two@x.test', ip)).status).toBe(200);
      expect((await getSignedIn())?.step).toBeNull();
      const otherSession = await sessionTokenFor(t.handle.db, account);

      // Two first loads at once agree on one key, and a reload shows it again.
      const [first, twin] = await Promise.all([pendingSecret(t.handle.db, account.id), pendingSecret(t.handle.db, account.id)]);
      const secret = first!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(twin).toBe(secret);
      expect(await pendingSecret(t.handle.db, account.id)).toBe(secret);
      expect(
        (await step({ intent: 'enrol', password: PASSWORD, code: '000000' === codeAt(secret, now) ? '111111' : '000000' }, ip)).status,
      ).toBe(401);
      const enabled = await step({ intent: 'enrol', password: PASSWORD, code: codeAt(secret, now) }, ip);
      expect(enabled.status).toBe(200);
      expect(enabled.body.recoveryCodes).toHaveLength(10);
      const codes = enabled.body.recoveryCodes!;
      expect(await getSession()).not.toBeNull(); // this session stays, as passed
      expect(await twoFactorStateFor([account.id])).toEqual({ [account.id]: 'on' });
      // Enabling signed out the other session.
      cookieStore.set('admin_session', otherSession);
      expect(await getSignedIn()).toBeNull();

      // Password alone: signed in, but no admin session until the code.
      expect((await signIn('two@x.test', ip)).status).toBe(200);
      expect(await getSession()).toBeNull();
      expect((await getSignedIn())?.step).toBe('verify');
      // The enrolment's code cannot be used again within its window.
      expect((await step({ intent: 'verify', code: codeAt(secret, now) }, ip)).status).toBe(401);
      tick();
      expect((await step({ intent: 'verify', code: codeAt(secret, now) }, ip)).status).toBe(200);
      expect(await getSession()).toMatchObject({ email: 'two@x.test' });

      // A recovery code, once.
      tick();
      await signIn('two@x.test', ip);
      expect((await step({ intent: 'verify', recoveryCode: codes[0]!.toUpperCase() }, ip)).status).toBe(200);
      expect(await getSession()).not.toBeNull();
      expect(await recoveryCodesLeft(t.handle.db, account.id)).toBe(9);
      await signIn('two@x.test', ip);
      expect((await step({ intent: 'verify', recoveryCode: codes[0]! }, ip)).status).toBe(401);
      expect(await getSession()).toBeNull();

      // The owner's reset (audited): the factor and the sessions are gone, the password alone signs in.
      const owner = { userId: null, email: 'owner@x.test' };
      expect(await resetTwoFactor(owner, account.id)).toBe(true);
      expect(await getSignedIn()).toBeNull();
      expect(await resetTwoFactor(owner, account.id)).toBe(false);
      const audit = await t.handle.runner.query<{ action: string; target_id: string }>(
        `select action, target_id from audit_log where action like 'auth.two_factor%' or action like 'auth.recovery%' order by id`,
      );
      expect(audit.map((r) => r.action)).toEqual(['auth.two_factor_enable', 'auth.recovery_code_used', 'auth.two_factor_reset']);
      await signIn('two@x.test', ip);
      expect(await getSession()).not.toBeNull();
      expect(await twoFactorStateFor([account.id])).toEqual({ [account.id]: 'off' });
    },
  );

  it(
    'the policy sends an account without a factor to enrol, and keeps the factor from being turned off',
    { timeout: 120_000 },
    async () => {
      const { account } = await upsertAccount(t.handle.db, 'forced@x.test', PASSWORD);
      const ip = nextIp();
      await setTwoFactorRequired('owner', true);
      try {
        expect(await isTwoFactorRequired('owner')).toBe(true);
        await signIn('forced@x.test', ip);
        expect(await getSession()).toBeNull();
        expect((await getSignedIn())?.step).toBe('enrol');
        expect((await step({ intent: 'verify', code: '123456' }, ip)).status).toBe(409);
        const secret = (await pendingSecret(t.handle.db, account.id))!;
        const enrolled = await step({ intent: 'enrol', password: PASSWORD, code: codeAt(secret, now) }, ip);
        expect(enrolled.status).toBe(200);
        expect(await getSession()).not.toBeNull();
        tick();
        const off = await step({ intent: 'disable', password: PASSWORD }, ip);
        expect(off.body.code).toBe('required');
      } finally {
        await setTwoFactorRequired('owner', false);
      }
      tick();
      expect((await step({ intent: 'disable', password: 'not-the-password' }, ip)).status).toBe(401);
      expect((await step({ intent: 'disable', password: PASSWORD }, ip)).status).toBe(200);
      expect(await twoFactorStateFor([account.id])).toEqual({ [account.id]: 'off' });
    },
  );

  it(
    'code attempts count in the sign-in throttle: shared per address, and not forgiven by a correct password',
    { timeout: 120_000 },
    async () => {
      const { account } = await upsertAccount(t.handle.db, 'guess@x.test', PASSWORD);
      const ip = nextIp();
      await signIn('guess@x.test', ip);
      const secret = (await pendingSecret(t.handle.db, account.id))!;
      expect((await step({ intent: 'enrol', password: PASSWORD, code: codeAt(secret, now) }, ip)).status).toBe(200);
      const wrong = () => (codeAt(secret, now) === '000000' ? '999999' : '000000');

      // Four wrong codes, a fresh (correct) password sign-in, then the fifth: the sixth is refused.
      await signIn('guess@x.test', ip);
      for (let i = 0; i < 4; i++) expect((await step({ intent: 'verify', code: wrong() }, ip)).status).toBe(401);
      await signIn('guess@x.test', ip);
      expect((await step({ intent: 'verify', code: wrong() }, ip)).status).toBe(401);
      const refused = await step({ intent: 'verify', code: wrong() }, ip);
      expect(refused.status).toBe(429);

      // Another address: 16 wrong passwords on other accounts and 4 wrong codes make its 20; the next code is refused.
      const ip2 = nextIp();
      // (Recorded as the login route records a wrong password, without hashing sixteen of them.)
      for (let i = 0; i < 16; i++) {
        const subject = { action: 'login' as const, ip: ip2, account: `nobody${i}@x.test` };
        await throttledAttempt(subject, async () => ({ outcome: 'wrong' as const, value: null }));
      }
      await signIn('guess@x.test', ip2);
      for (let i = 0; i < 4; i++) expect((await step({ intent: 'verify', code: wrong() }, ip2)).status).toBe(401);
      expect((await step({ intent: 'verify', code: codeAt(secret, now) }, ip2)).status).toBe(429);
    },
  );
});
