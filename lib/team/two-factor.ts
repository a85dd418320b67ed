import 'server-only';
import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/config';
import { revokeAccountSessions } from '@/lib/auth/sessions';
import { enabledFactorIds, removeFactor } from '@/lib/auth/two-factor/store';
import type { Actor } from '@/lib/history/contract';
import { recordAudit } from '@/lib/history/record';

// For the owner's team screen: each administrator's two-factor state, and the reset for a lost device.

export type TwoFactorState = 'off' | 'on';

function embeddedOnly(): void {
  // Supabase keeps its factors itself (Auth MFA); until that path is built here, asking is an error
  // rather than a wrong 'off'.
  if (getConfig().backend.kind !== 'embedded') throw new Error('Two-factor state is not available on the Supabase backend yet');
}

/** 'on' for each account with an enabled factor, 'off' for the rest (every id asked for is in the answer). */
export async function twoFactorStateFor(userIds: string[]): Promise<Record<string, TwoFactorState>> {
  embeddedOnly();
  const on = await enabledFactorIds(await getDb(), userIds);
  return Object.fromEntries(userIds.map((id) => [id, on.has(id) ? 'on' : 'off']));
}

/**
 * The owner removes an account's factor (lost phone and no recovery code): the secret and the
 * codes go, the account's sessions end, and the next sign-in needs the password only (or enrolment
 * again, when the policy requires it). Audited in the same transaction. False: it had none.
 */
export async function resetTwoFactor(actor: Actor, userId: string): Promise<boolean> {
  embeddedOnly();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await removeFactor(tx, userId);
    if (!removed) return false;
    await revokeAccountSessions(tx, userId);
    await recordAudit(tx, { action: 'auth.two_factor_reset', actor, target: { type: 'account', id: userId } });
    return true;
  });
}
