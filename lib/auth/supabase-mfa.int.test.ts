// @engine-independent: the Supabase stand-in's factors, not SQL of this app
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStandin, type Standin } from '@/tests/supabase-standin/server';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { SECOND_STEP_LOCK_AFTER } from './two-factor/lock';
import { PENDING_SECRET_TTL_MS } from './two-factor/store';
import { codeAt } from './two-factor/totp';

// The Supabase adapter's two-factor path against the stand-in (Auth MFA as supabase-js speaks it)
// and the lane's database (recovery codes, throttle): real @supabase/ssr clients; only the request's
// cookie jar and the configuration (pointing at the stand-in) are stand-ins.

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void (value ? jar.set(name, value) : jar.delete(name)),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers(),
}));
const backend = vi.hoisted(() => ({ url: '', anonKey: '', serviceRoleKey: '' }));
vi.mock('@/lib/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/config')>();
  return {
    ...real,
    getConfig: () => ({ ...real.getConfig(), backend: { kind: 'supabase', ...backend }, twoFactorKey: 'k'.repeat(40) }),
    isBlogAdminEmail: () => false,
  };
});

const { supabaseAuth } = await import('./supabase-auth');
const steps = await import('./two-factor/supabase-steps');

let standin: Standin;
let t: TestDatabase;
let userId = '';
const EMAIL = 'sales@example.com';
const PASSWORD = 'sales-pass-1';
const who = () => ({ userId, email: EMAIL, sessionId: 's', ip: '203.0.113.9', role: 'sales' as const });

async function signIn() {
  jar.clear();
  const result = await supabaseAuth.signIn(EMAIL, PASSWORD, { secure: false });
  expect(result.ok).toBe(true);
}

beforeAll(async () => {
  t = await createTestDatabase();
  standin = await startStandin({ databaseUrl: 'postgres://unused@127.0.0.1:1/unused', storageRoot: '/nonexistent', jwtExpirySeconds: 60 });
  Object.assign(backend, { url: standin.url, anonKey: standin.anonKey, serviceRoleKey: standin.serviceKey });
  const service = createClient(standin.url, standin.serviceKey, { auth: { persistSession: false } });
  const { data } = await service.auth.admin.createUser({ email: EMAIL, password: PASSWORD, app_metadata: { role: 'sales' } });
  userId = data.user!.id;
});
afterAll(async () => {
  await standin.close();
  await t.cleanup();
});

describe('Supabase Auth MFA behind the two-factor port', () => {
  beforeEach(signIn);

  it('enrols, holds a new password-only session at the code, passes with a code, and a recovery code works once', async () => {
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: false, passed: false });

    const enrolment = await steps.startSupabaseEnrolment();
    expect(enrolment?.uri).toContain(`secret=${enrolment!.secret}`);
    // Re-authentication first: a session alone cannot enrol (docs/decisions/078).
    expect(await steps.confirmEnrolment(who(), { code: codeAt(enrolment!.secret, Date.now()) })).toEqual({
      ok: false,
      reason: 'wrong-password',
    });
    expect(await steps.confirmEnrolment(who(), { password: 'not-it', code: codeAt(enrolment!.secret, Date.now()) })).toEqual({
      ok: false,
      reason: 'wrong-password',
    });
    expect(await steps.confirmEnrolment(who(), { password: PASSWORD, code: '000000' })).toEqual({ ok: false, reason: 'wrong' });
    const enabled = await steps.confirmEnrolment(who(), { password: PASSWORD, code: codeAt(enrolment!.secret, Date.now()) });
    expect(enabled.ok && enabled.recoveryCodes).toHaveLength(10);
    // The aal2 session auth-js saved in the cookies: complete.
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: true });
    // No enrolment on offer while a factor is on.
    expect(await steps.startSupabaseEnrolment()).toBeNull();

    // A new sign-in is aal1 with a verified factor: held at the code.
    await signIn();
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: false });
    expect(await steps.passSecondStep(who(), { code: '123456' })).toEqual({ ok: false, reason: 'wrong', failures: 1, lockedNow: false });
    // The next step's code (the current one was used by the enrolment, and is not accepted twice).
    expect(await steps.passSecondStep(who(), { code: codeAt(enrolment!.secret, Date.now() + 30_000) })).toEqual({
      ok: true,
      failuresElsewhere: 0,
    });
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: true });

    // Lost phone: a recovery code deletes the factor through the Admin API, which ends the sessions.
    await signIn();
    const recovery = enabled.ok ? enabled.recoveryCodes![0]! : '';
    const used = await steps.passSecondStep(who(), { recoveryCode: recovery });
    expect(used).toEqual({ ok: true, usedRecoveryCode: true, signedOut: true, failuresElsewhere: 0, unlocked: false });
    expect(standin.auth.sessionCount(EMAIL)).toBe(0);
    expect(standin.auth.findByEmail(EMAIL)!.factors).toEqual([]);
    const codesLeft = await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from supabase_recovery_codes`);
    expect(codesLeft).toEqual([{ n: 0 }]);

    // Signed in again: no factor any more, nothing held; the old recovery code is gone with it.
    await signIn();
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: false, passed: false });
    expect(await steps.passSecondStep(who(), { recoveryCode: recovery })).toEqual({ ok: false, reason: 'state' });
  });

  it('turns the factor off with the password (a code alone is not enough), and refuses while the policy requires it', async () => {
    const enrolment = await steps.startSupabaseEnrolment();
    const start = Date.now();
    expect((await steps.confirmEnrolment(who(), { password: PASSWORD, code: codeAt(enrolment!.secret, start) })).ok).toBe(true);
    await t.handle.runner.query(`insert into two_factor_policy (role, required) values ('sales', true)`);
    expect(await steps.turnOff(who(), { password: PASSWORD })).toEqual({ ok: false, reason: 'required' });
    await t.handle.runner.query(`delete from two_factor_policy`);
    expect(await steps.turnOff(who(), { code: codeAt(enrolment!.secret, start + 30_000) })).toEqual({
      ok: false,
      reason: 'wrong-password',
    });
    expect(standin.auth.findByEmail(EMAIL)!.factors).toHaveLength(1);
    expect(await steps.turnOff(who(), { password: PASSWORD })).toEqual({ ok: true });
    expect(standin.auth.findByEmail(EMAIL)!.factors).toEqual([]);
  });

  it('locks the second step after SECOND_STEP_LOCK_AFTER wrong codes; a right code is then refused, a recovery code unlocks', async () => {
    const enrolment = await steps.startSupabaseEnrolment();
    const start = Date.now();
    const enabled = await steps.confirmEnrolment(who(), { password: PASSWORD, code: codeAt(enrolment!.secret, start) });
    if (!enabled.ok) throw new Error(enabled.reason);
    await signIn();
    // Another session's guesses (the attacker's, from many addresses: the throttle only slows them), then the real user's session.
    const attacker = (n: number) => ({ ...who(), sessionId: 'attacker', ip: `198.51.100.${n}` });
    for (let i = 1; i < SECOND_STEP_LOCK_AFTER; i++) {
      expect(await steps.passSecondStep(attacker(i), { code: '000000' })).toMatchObject({
        ok: false,
        reason: 'wrong',
        failures: i,
        lockedNow: false,
      });
    }
    // The real user's right code passes, and is told of the other session's wrong codes, which stay counted.
    expect(await steps.passSecondStep(who(), { code: codeAt(enrolment!.secret, start + 30_000) })).toEqual({
      ok: true,
      failuresElsewhere: SECOND_STEP_LOCK_AFTER - 1,
    });
    expect(await steps.passSecondStep(attacker(99), { code: '000000' })).toEqual({
      ok: false,
      reason: 'wrong',
      failures: SECOND_STEP_LOCK_AFTER,
      lockedNow: true,
    });
    await signIn();
    expect(await steps.passSecondStep(who(), { code: codeAt(enrolment!.secret, start + 60_000) })).toEqual({ ok: false, reason: 'locked' });
    const used = await steps.passSecondStep(who(), { recoveryCode: enabled.recoveryCodes![0]! });
    expect(used).toMatchObject({ ok: true, usedRecoveryCode: true, unlocked: true });
    expect(await t.handle.runner.query('select count(*)::int as n from second_step_locks')).toEqual([{ n: 0 }]);
    expect(await t.handle.runner.query('select count(*)::int as n from second_step_failures')).toEqual([{ n: 0 }]);
  });

  it('refuses a pending factor older than 15 minutes; a password change removes a pending factor', async () => {
    const enrolment = await steps.startSupabaseEnrolment();
    const pending = standin.auth.findByEmail(EMAIL)!.factors[0]!;
    pending.created_at = new Date(Date.now() - PENDING_SECRET_TTL_MS - 1000).toISOString();
    expect(await steps.confirmEnrolment(who(), { password: PASSWORD, code: codeAt(enrolment!.secret, Date.now()) })).toEqual({
      ok: false,
      reason: 'expired',
    });
    // The key a session read during enrolment does not survive a password change.
    await steps.startSupabaseEnrolment();
    expect(standin.auth.findByEmail(EMAIL)!.factors.map((f) => f.status)).toEqual(['unverified']);
    const user = (await supabaseAuth.currentUser())!;
    expect(await supabaseAuth.changePassword(user, PASSWORD, `${PASSWORD}-2`, { secure: false })).toEqual({ ok: true });
    expect(standin.auth.findByEmail(EMAIL)!.factors).toEqual([]);
    expect(await supabaseAuth.changePassword(user, `${PASSWORD}-2`, PASSWORD, { secure: false })).toEqual({ ok: true });
  });
});
