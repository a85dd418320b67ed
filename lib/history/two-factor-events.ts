import 'server-only';
import type { StepOutcome } from '@/lib/auth/two-factor/steps';
import { getDb } from '@/lib/db';
import type { AuditAction } from './contract';
import { recordAudit } from './record';

// Two-factor entries, appended by the route handler after the change (lib/auth/two-factor/store.ts
// writes its own rows; on Supabase the change is Supabase's). Like the sign-in entries
// (auth-events.ts), a failure to append is logged and does not undo the change.

type TwoFactorAction = Extract<AuditAction, `auth.two_factor_${string}` | `auth.recovery_code${string}` | `auth.second_step_${string}`>;

export async function recordTwoFactorEvent(
  action: TwoFactorAction,
  actor: { userId: string; email: string },
  account: { userId: string; email: string },
  detail?: Record<string, unknown>,
): Promise<void> {
  try {
    await recordAudit(await getDb(), {
      action,
      actor,
      target: { type: 'account', id: account.userId, label: account.email },
      detail: detail ?? null,
    });
  } catch (error) {
    console.error('[audit] could not record', action, error);
  }
}

/**
 * The second step's lock in Activity (docs/decisions/078): every wrong code of the account's factor
 * (with the count toward the lock), the lock it set, a lock a recovery code lifted, and the wrong
 * codes of other sessions still counted when this one passed.
 */
export async function recordSecondStepOutcome(
  outcome: StepOutcome,
  account: { userId: string; email: string },
  detail: { ip: string; intent: string },
): Promise<void> {
  if (!outcome.ok) {
    if (outcome.reason !== 'wrong' || outcome.failures === undefined) return;
    await recordTwoFactorEvent('auth.second_step_failed', account, account, { ...detail, failures: outcome.failures });
    if (outcome.lockedNow)
      await recordTwoFactorEvent('auth.second_step_locked', account, account, { ...detail, failures: outcome.failures });
    return;
  }
  if (outcome.unlocked) await recordTwoFactorEvent('auth.second_step_unlocked', account, account, { ip: detail.ip, by: 'recovery-code' });
  if (outcome.failuresElsewhere)
    await recordTwoFactorEvent('auth.second_step_failures_elsewhere', account, account, {
      ip: detail.ip,
      failures: outcome.failuresElsewhere,
    });
}
