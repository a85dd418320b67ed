import 'server-only';
import { createClient, type Factor, type SupabaseClient } from '@supabase/supabase-js';
import { getConfig } from '../../config';
import { getDb } from '../../db';
import { siteConfig } from '../../site-config';
import { createSupabaseServerClient } from '../supabase-client';
import { deleteUserFactors } from '../supabase-service';
import { supabaseClientOptions } from '../supabase-transport';
import { isTwoFactorRequired } from './policy';
import { isSecondStepLocked, clearSecondStepLock } from './lock';
import { PENDING_SECRET_TTL_MS } from './store';
import { codeSubject, guarded, passed, withPassword, wrongCode, type Reauth, type StepOutcome, type Who } from './steps';
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
    const db = await getDb();
    if (input.code || !input.recoveryCode) {
      // The lock is the app's (Supabase Auth has none): while it holds, only a recovery code is taken.
      if (await isSecondStepLocked(db, who.userId)) return { ok: false, reason: 'locked' };
      return (await verifyCode(supabase, factor.id, input.code ?? '')) ? passed(who, false) : wrongCode(who);
    }
    if (!(await consumeSupabaseRecoveryCode(db, who.userId, input.recoveryCode))) return wrongCode(who);
    await deleteUserFactors(who.userId);
    await deleteSupabaseRecoveryCodes(db, who.userId);
    const outcome = await passed(who, true);
    return { ...outcome, ok: true, usedRecoveryCode: true, signedOut: true };
  });
}

/**
 * The password, then the first code of the pending factor: verified (aal2), other sessions ended,
 * ten recovery codes. A pending factor older than PENDING_SECRET_TTL_MS is refused (the page enrols a new one).
 */
export async function confirmEnrolment(who: Who, input: Reauth): Promise<StepOutcome> {
  const supabase = await createSupabaseServerClient();
  const factors = await totpFactors(supabase);
  const pending = factors.find((f) => f.status === 'unverified');
  if (verified(factors) || !pending) return { ok: false, reason: 'state' };
  return withPassword(
    who,
    input.password,
    (password) => passwordIsRight(who.email, password),
    () =>
      guarded(codeSubject(who), async () => {
        if (Date.now() - Date.parse(pending.created_at) >= PENDING_SECRET_TTL_MS) return { ok: false, reason: 'expired' };
        if (!(await verifyCode(supabase, pending.id, input.code ?? ''))) return { ok: false, reason: 'wrong' };
        const others = await supabase.auth.signOut({ scope: 'others' });
        if (others.error) console.error('[auth] ending other sessions failed', others.error.message);
        return { ok: true, recoveryCodes: await replaceSupabaseRecoveryCodes(await getDb(), who.userId) };
      }),
  );
}

/** New recovery codes: the password and a current code. */
export async function newRecoveryCodes(who: Who, input: Reauth): Promise<StepOutcome> {
  return withPassword(
    who,
    input.password,
    (password) => passwordIsRight(who.email, password),
    () =>
      guarded(codeSubject(who), async () => {
        const supabase = await createSupabaseServerClient();
        const factor = verified(await totpFactors(supabase));
        if (!factor) return { ok: false, reason: 'state' };
        if (await isSecondStepLocked(await getDb(), who.userId)) return { ok: false, reason: 'locked' };
        if (!(await verifyCode(supabase, factor.id, input.code ?? ''))) return wrongCode(who);
        return { ok: true, recoveryCodes: await replaceSupabaseRecoveryCodes(await getDb(), who.userId) };
      }),
  );
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

/**
 * Off with the password, from an aal2 session: unenrolled through that session (which stays), the
 * recovery codes and any lock deleted.
 */
export async function turnOff(who: Who, input: Reauth): Promise<StepOutcome> {
  if (await isTwoFactorRequired(who.role)) return { ok: false, reason: 'required' };
  return withPassword(
    who,
    input.password,
    (password) => passwordIsRight(who.email, password),
    async () => {
      const supabase = await createSupabaseServerClient();
      const factor = verified(await totpFactors(supabase));
      if (!factor) return { ok: false, reason: 'state' };
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw error;
      const db = await getDb();
      await deleteSupabaseRecoveryCodes(db, who.userId);
      await clearSecondStepLock(db, who.userId);
      return { ok: true };
    },
  );
}
