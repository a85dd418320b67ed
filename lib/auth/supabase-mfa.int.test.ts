// @engine-independent: the Supabase stand-in's factors, not SQL of this app
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStandin, type Standin } from '@/tests/supabase-standin/server';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
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
    expect(await steps.confirmEnrolment(who(), '000000')).toEqual({ ok: false, reason: 'wrong' });
    const enabled = await steps.confirmEnrolment(who(), codeAt(enrolment!.secret, Date.now()));
    expect(enabled.ok && enabled.recoveryCodes).toHaveLength(10);
    // The aal2 session auth-js saved in the cookies: complete.
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: true });
    // No enrolment on offer while a factor is on.
    expect(await steps.startSupabaseEnrolment()).toBeNull();

    // A new sign-in is aal1 with a verified factor: held at the code.
    await signIn();
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: false });
    expect(await steps.passSecondStep(who(), { code: '123456' })).toEqual({ ok: false, reason: 'wrong' });
    // The next step's code (the current one was used by the enrolment, and is not accepted twice).
    expect(await steps.passSecondStep(who(), { code: codeAt(enrolment!.secret, Date.now() + 30_000) })).toEqual({ ok: true });
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: true, passed: true });

    // Lost phone: a recovery code deletes the factor through the Admin API, which ends the sessions.
    await signIn();
    const recovery = enabled.ok ? enabled.recoveryCodes![0]! : '';
    const used = await steps.passSecondStep(who(), { recoveryCode: recovery });
    expect(used).toEqual({ ok: true, usedRecoveryCode: true, signedOut: true });
    expect(standin.auth.sessionCount(EMAIL)).toBe(0);
    expect(standin.auth.findByEmail(EMAIL)!.factors).toEqual([]);
    const codesLeft = await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from supabase_recovery_codes`);
    expect(codesLeft).toEqual([{ n: 0 }]);

    // Signed in again: no factor any more, nothing held; the old recovery code is gone with it.
    await signIn();
    expect((await supabaseAuth.currentUser())?.secondFactor).toEqual({ enrolled: false, passed: false });
    expect(await steps.passSecondStep(who(), { recoveryCode: recovery })).toEqual({ ok: false, reason: 'state' });
  });

  it('turns the factor off with a current code, and refuses while the policy requires it', async () => {
    const enrolment = await steps.startSupabaseEnrolment();
    const start = Date.now();
    expect((await steps.confirmEnrolment(who(), codeAt(enrolment!.secret, start))).ok).toBe(true);
    await t.handle.runner.query(`insert into two_factor_policy (role, required) values ('sales', true)`);
    expect(await steps.turnOff(who(), { code: codeAt(enrolment!.secret, start + 30_000) })).toEqual({ ok: false, reason: 'required' });
    await t.handle.runner.query(`delete from two_factor_policy`);
    expect(await steps.turnOff(who(), { code: codeAt(enrolment!.secret, start + 30_000) })).toEqual({ ok: true });
    expect(standin.auth.findByEmail(EMAIL)!.factors).toEqual([]);
  });
});
