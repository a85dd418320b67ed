import 'server-only';
import type { AuthUser } from '../port';
import type { Role } from '../roles';
import { isTwoFactorRequired } from './policy';

/** What a signed-in session still owes before it is an admin session: a code, or an enrolment. */
export type SecondStep = 'verify' | 'enrol';

/**
 * null: the session is complete. 'verify': the account has a factor and this session has not
 * passed it. 'enrol': the policy requires a factor the account does not have yet. An adapter
 * that reports no two-factor state (no `secondFactor`) is never held.
 */
export async function secondStepFor(user: AuthUser, role: Role): Promise<SecondStep | null> {
  const state = user.secondFactor;
  if (!state) return null;
  if (state.enrolled) return state.passed ? null : 'verify';
  return (await isTwoFactorRequired(role)) ? 'enrol' : null;
}
