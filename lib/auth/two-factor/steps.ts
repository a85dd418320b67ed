import 'server-only';
import { getDb } from '../../db';
import { verifyAccountPassword } from '../local-accounts';
import { throttledAttempt, type ThrottleSubject } from '../throttle';
import type { Role } from '../roles';
import { clearSecondStepLock, isSecondStepLocked, passedSecondStep, recordFailedCode } from './lock';
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
// The helpers here (throttle subjects, the lock's bookkeeping, re-authentication) serve the Supabase
// steps too (./supabase-steps.ts): both answer with the same outcomes.

export type StepOutcome =
  // signedOut: the step ended the session (Supabase deletes a recovered factor with every session).
  // unlocked: a recovery code lifted the second step's lock. failuresElsewhere: wrong codes other
  // sessions typed, still counted toward the lock (docs/decisions/078).
  | { ok: true; recoveryCodes?: string[]; usedRecoveryCode?: boolean; signedOut?: boolean; unlocked?: boolean; failuresElsewhere?: number }
  // failures / lockedNow: a wrong code of the account's factor, as counted toward the lock.
  | { ok: false; reason: 'wrong'; failures?: number; lockedNow?: boolean }
  | { ok: false; reason: 'wrong-password' | 'required' | 'state' | 'locked' | 'expired' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type Who = { userId: string; email: string; sessionId: string; ip: string; role: Role };

/** What the steps after sign-in ask for: the current password (re-authentication), and a code where the step needs one. */
export type Reauth = { password?: string; code?: string };

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

/**
 * Re-authentication for the steps a session could otherwise take alone (turning two-factor on,
 * new recovery codes, turning it off): the current password, under the password throttle, before
 * the step itself runs. A stolen session cookie alone then cannot enrol its own factor, end the
 * real user's sessions or take the recovery codes.
 */
export async function withPassword(
  who: Who,
  password: string | undefined,
  isRight: (password: string) => Promise<boolean>,
  step: () => Promise<StepOutcome>,
): Promise<StepOutcome> {
  if (!password) return { ok: false, reason: 'wrong-password' };
  const attempt = await throttledAttempt({ action: 'password', ip: who.ip, account: who.email }, async () => {
    const right = await isRight(password);
    return { outcome: right ? 'correct' : 'wrong', value: right };
  });
  if (attempt.throttled) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
  return attempt.value ? step() : { ok: false, reason: 'wrong-password' };
}

/** A wrong code of the account's factor: counted toward the lock (which it may set). */
export async function wrongCode(who: Who): Promise<StepOutcome> {
  const { failures, lockedNow } = await recordFailedCode(await getDb(), who.userId, who.sessionId);
  return { ok: false, reason: 'wrong', failures, lockedNow };
}

/** This session passed with a code (or a recovery code, which also lifts the lock). */
export async function passed(who: Who, viaRecovery: boolean): Promise<StepOutcome> {
  const db = await getDb();
  const failuresElsewhere = await passedSecondStep(db, who.userId, who.sessionId);
  if (!viaRecovery) return { ok: true, failuresElsewhere };
  return { ok: true, usedRecoveryCode: true, failuresElsewhere, unlocked: await clearSecondStepLock(db, who.userId) };
}

const lockedStep = async (who: Who) => isSecondStepLocked(await getDb(), who.userId);
const passwordOf = (who: Who) => async (password: string) => verifyAccountPassword(await getDb(), who.userId, password);

/**
 * The second step of a sign-in: a current code, or one unused recovery code. While the account's
 * second step is locked only a recovery code is taken (it lifts the lock).
 */
export async function passSecondStep(who: Who, input: { code?: string; recoveryCode?: string }): Promise<StepOutcome> {
  return guarded(codeSubject(who), async () => {
    const db = await getDb();
    const viaRecovery = !input.code && Boolean(input.recoveryCode);
    if (!viaRecovery && (await lockedStep(who))) return { ok: false, reason: 'locked' };
    const ok = viaRecovery
      ? await consumeRecoveryCode(db, who.userId, input.recoveryCode ?? '')
      : await consumeCode(db, who.userId, input.code ?? '');
    if (!ok) return wrongCode(who);
    await markSessionPassed(db, who.sessionId);
    return passed(who, viaRecovery);
  });
}

/**
 * Turning the factor on: the password, then the pending secret's first code (a wrong one is not
 * counted toward the lock: the account has no factor yet). Ten recovery codes to show once, other
 * sessions ended.
 */
export async function confirmEnrolment(who: Who, input: Reauth): Promise<StepOutcome> {
  const db = await getDb();
  const factor = await readFactor(db, who.userId);
  if (!factor || factor.enabled) return { ok: false, reason: 'state' };
  return withPassword(who, input.password, passwordOf(who), () =>
    guarded(codeSubject(who), async () => {
      const codes = await enableFactor(db, who.userId, who.sessionId, input.code ?? '');
      if (codes === 'expired') return { ok: false, reason: 'expired' };
      return codes ? { ok: true, recoveryCodes: codes } : { ok: false, reason: 'wrong' };
    }),
  );
}

/** New recovery codes: the password and a current code (a session left open cannot print a fresh set). */
export async function newRecoveryCodes(who: Who, input: Reauth): Promise<StepOutcome> {
  return withPassword(who, input.password, passwordOf(who), () =>
    guarded(codeSubject(who), async () => {
      const db = await getDb();
      if (await lockedStep(who)) return { ok: false, reason: 'locked' };
      if (!(await consumeCode(db, who.userId, input.code ?? ''))) return wrongCode(who);
      const codes = await regenerateRecoveryCodes(db, who.userId);
      return codes ? { ok: true, recoveryCodes: codes } : { ok: false, reason: 'state' };
    }),
  );
}

/** Turning the factor off with the password; refused while the policy requires it. */
export async function turnOff(who: Who, input: Reauth): Promise<StepOutcome> {
  if (await isTwoFactorRequired(who.role)) return { ok: false, reason: 'required' };
  return withPassword(who, input.password, passwordOf(who), async () => {
    const db = await getDb();
    if (!(await removeFactor(db, who.userId))) return { ok: false, reason: 'state' };
    await clearSecondStepLock(db, who.userId);
    return { ok: true };
  });
}
