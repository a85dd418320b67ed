import 'server-only';
import { createClient, type Factor, type SupabaseClient } from '@supabase/supabase-js';
import { getConfig } from '../../config';
import { getDb } from '../../db';
import { siteConfig } from '../../site-config';
import { createSupabaseServerClient } from '../supabase-client';
import { deleteUserFactors } from '../supabase-service';
import { supabaseClientOptions } from '../supabase-transport';
import { isTwoFactorRequired } from './policy';
import { codeSubject, guarded, type StepOutcome, type Who } from './steps';
import { consumeSupabaseRecoveryCode, deleteSupabaseRecoveryCodes, replaceSupabaseRecoveryCodes } from './supabase-recovery';
import { normaliseCode } from './totp';

// The two-factor steps on the Supabase backend: Supabase Auth MFA keeps the TOTP factor (enrol,
// challenge, verify into an aal2 session), the app keeps the recovery codes and the throttle.
// Same outcomes as the embedded steps (./steps.ts), so the route handler serves both.

async function totpFactors(supabase: SupabaseClient): Promise<Factor[]> {
  const { data, error } = await supabase.auth.getUser();
  if (error || !data.user) throw error ?? new Error('no user');
  return (data.user.factors ?? []).filter((f) => f.factor_type === 'totp');
}

/** Challenge + verify: a new aal2 session on success (auth-js writes its cookies); false for a wrong code. */
async function verifyCode(supabase: SupabaseClient, factorId: string, code: string): Promise<boolean> {
  const clean = normaliseCode(code);
  if (!/^\d{6}$/.test(clean)) return false;
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: clean });
  if (!error) return true;
  if (error.status === 422 || error.status === 400) return false; // mfa_verification_failed and kin
  throw error;
}

const verified = (factors: Factor[]) => factors.find((f) => f.status === 'verified');

/** A new factor to enrol (Auth drops the user's stale unverified ones): its key and otpauth URI. */
export async function startSupabaseEnrolment(): Promise<{ secret: string; uri: string } | null> {
  const supabase = await createSupabaseServerClient();
  if (verified(await totpFactors(supabase))) return null;
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: siteConfig.companyName });
  if (error) throw error;
  return { secret: data.totp.secret, uri: data.totp.uri };
}

/**
 * The second step: a current code (aal2), or a recovery code. Supabase has no "passed by recovery"
 * state, so a used recovery code deletes the factor through the Admin API, which ends the user's
 * sessions: they sign in again with the password and enrol a new factor.
 */
export async function passSecondStep(who: Who, input: { code?: string; recoveryCode?: string }): Promise<StepOutcome> {
  return guarded(codeSubject(who), async () => {
    const supabase = await createSupabaseServerClient();
    const factor = verified(await totpFactors(supabase));
    if (!factor) return { ok: false, reason: 'state' };
    if (input.code || !input.recoveryCode) {
      return (await verifyCode(supabase, factor.id, input.code ?? '')) ? { ok: true } : { ok: false, reason: 'wrong' };
    }
    const db = await getDb();
    if (!(await consumeSupabaseRecoveryCode(db, who.userId, input.recoveryCode))) return { ok: false, reason: 'wrong' };
    await deleteUserFactors(who.userId);
    await deleteSupabaseRecoveryCodes(db, who.userId);
    return { ok: true, usedRecoveryCode: true, signedOut: true };
  });
}

/** The first code of the pending factor: verified (aal2), other sessions ended, ten recovery codes. */
export async function confirmEnrolment(who: Who, code: string): Promise<StepOutcome> {
  const supabase = await createSupabaseServerClient();
  const factors = await totpFactors(supabase);
  const pending = factors.find((f) => f.status === 'unverified');
  if (verified(factors) || !pending) return { ok: false, reason: 'state' };
  return guarded(codeSubject(who), async () => {
    if (!(await verifyCode(supabase, pending.id, code))) return { ok: false, reason: 'wrong' };
    const others = await supabase.auth.signOut({ scope: 'others' });
    if (others.error) console.error('[auth] ending other sessions failed', others.error.message);
    return { ok: true, recoveryCodes: await replaceSupabaseRecoveryCodes(await getDb(), who.userId) };
  });
}

export async function newRecoveryCodes(who: Who, code: string): Promise<StepOutcome> {
  return guarded(codeSubject(who), async () => {
    const supabase = await createSupabaseServerClient();
    const factor = verified(await totpFactors(supabase));
    if (!factor) return { ok: false, reason: 'state' };
    if (!(await verifyCode(supabase, factor.id, code))) return { ok: false, reason: 'wrong' };
    return { ok: true, recoveryCodes: await replaceSupabaseRecoveryCodes(await getDb(), who.userId) };
  });
}

async function passwordIsRight(email: string, password: string): Promise<boolean> {
  const backend = getConfig().backend;
  if (backend.kind !== 'supabase') return false;
  // A throwaway client without a session, so the visitor's cookies stay as they are.
  const verifier = createClient(backend.url, backend.anonKey, {
    ...supabaseClientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await verifier.auth.signInWithPassword({ email, password });
  if (error) return false;
  await verifier.auth.signOut({ scope: 'local' });
  return true;
}

/** Off with a current code (unenrol from the aal2 session) or the password (the Admin API deletes it). */
export async function turnOff(who: Who, input: { code?: string; password?: string }): Promise<StepOutcome> {
  if (await isTwoFactorRequired(who.role)) return { ok: false, reason: 'required' };
  const byPassword = !input.code && Boolean(input.password);
  const subject = byPassword ? { action: 'password' as const, ip: who.ip, account: who.email } : codeSubject(who);
  return guarded(subject, async () => {
    const supabase = await createSupabaseServerClient();
    const factor = verified(await totpFactors(supabase));
    if (!factor) return { ok: false, reason: 'state' };
    if (byPassword) {
      if (!(await passwordIsRight(who.email, input.password ?? ''))) return { ok: false, reason: 'wrong' };
      await deleteUserFactors(who.userId);
      await deleteSupabaseRecoveryCodes(await getDb(), who.userId);
      // The Admin API's delete ended every session, this one too.
      return { ok: true, signedOut: true };
    }
    if (!(await verifyCode(supabase, factor.id, input.code ?? ''))) return { ok: false, reason: 'wrong' };
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw error;
    await deleteSupabaseRecoveryCodes(await getDb(), who.userId);
    return { ok: true };
  });
}
