import 'server-only';
import { getDb } from '../../db';
import { verifyAccountPassword } from '../local-accounts';
import { throttledAttempt, type ThrottleSubject } from '../throttle';
import type { Role } from '../roles';
import { isTwoFactorRequired } from './policy';
import {
  consumeCode,
  consumeRecoveryCode,
  enableFactor,
  markSessionPassed,
  readFactor,
  regenerateRecoveryCodes,
  removeFactor,
} from './store';

// The embedded backend's two-factor steps, each under the sign-in throttle (lib/auth/throttle.ts).

export type StepOutcome =
  // signedOut: the step ended the session (Supabase deletes a recovered factor with every session).
  | { ok: true; recoveryCodes?: string[]; usedRecoveryCode?: boolean; signedOut?: boolean }
  | { ok: false; reason: 'wrong' | 'required' | 'state' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type Who = { userId: string; email: string; sessionId: string; ip: string; role: Role };

/**
 * Codes count in the sign-in throttle: the same address key as the password (20 per address) and
 * an account key of their own. Their own, because a correct password forgives the account's earlier
 * failures: with a shared key, whoever knows the password could guess codes forever, signing in
 * again after every four wrong ones.
 */
export function codeSubject(who: Pick<Who, 'ip' | 'email'>): ThrottleSubject {
  return { action: 'login', ip: who.ip, account: `${who.email.trim().toLowerCase()}#second-step` };
}

export async function guarded(subject: ThrottleSubject, check: () => Promise<StepOutcome>): Promise<StepOutcome> {
  const attempt = await throttledAttempt(subject, async () => {
    const outcome = await check();
    return { outcome: outcome.ok ? 'correct' : outcome.reason === 'wrong' ? 'wrong' : 'neutral', value: outcome };
  });
  return attempt.throttled ? { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds } : attempt.value;
}

/** The second step of a sign-in: a current code, or one unused recovery code. */
export async function passSecondStep(who: Who, input: { code?: string; recoveryCode?: string }): Promise<StepOutcome> {
  return guarded(codeSubject(who), async () => {
    const db = await getDb();
    const viaRecovery = !input.code && Boolean(input.recoveryCode);
    const ok = viaRecovery
      ? await consumeRecoveryCode(db, who.userId, input.recoveryCode ?? '')
      : await consumeCode(db, who.userId, input.code ?? '');
    if (!ok) return { ok: false, reason: 'wrong' };
    await markSessionPassed(db, who.sessionId);
    return { ok: true, usedRecoveryCode: viaRecovery };
  });
}

/** Turning the factor on with its first code: ten recovery codes to show once, other sessions ended. */
export async function confirmEnrolment(who: Who, code: string): Promise<StepOutcome> {
  const db = await getDb();
  const factor = await readFactor(db, who.userId);
  if (!factor || factor.enabled) return { ok: false, reason: 'state' };
  return guarded(codeSubject(who), async () => {
    const codes = await enableFactor(db, who.userId, who.sessionId, code);
    return codes ? { ok: true, recoveryCodes: codes } : { ok: false, reason: 'wrong' };
  });
}

/** New recovery codes after a current code (so a session left open cannot print a fresh set silently). */
export async function newRecoveryCodes(who: Who, code: string): Promise<StepOutcome> {
  return guarded(codeSubject(who), async () => {
    const db = await getDb();
    if (!(await consumeCode(db, who.userId, code))) return { ok: false, reason: 'wrong' };
    const codes = await regenerateRecoveryCodes(db, who.userId);
    return codes ? { ok: true, recoveryCodes: codes } : { ok: false, reason: 'state' };
  });
}

/** Turning the factor off with a current code or the password; refused while the policy requires it. */
export async function turnOff(who: Who, input: { code?: string; password?: string }): Promise<StepOutcome> {
  if (await isTwoFactorRequired(who.role)) return { ok: false, reason: 'required' };
  const byPassword = !input.code && Boolean(input.password);
  const subject = byPassword ? { action: 'password' as const, ip: who.ip, account: who.email } : codeSubject(who);
  return guarded(subject, async () => {
    const db = await getDb();
    const ok = byPassword
      ? await verifyAccountPassword(db, who.userId, input.password ?? '')
      : await consumeCode(db, who.userId, input.code ?? '');
    if (!ok) return { ok: false, reason: 'wrong' };
    return (await removeFactor(db, who.userId)) ? { ok: true } : { ok: false, reason: 'state' };
  });
}
