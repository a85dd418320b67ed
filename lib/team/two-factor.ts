import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/config';
import { ROLES, type Role } from '@/lib/auth/roles';
import { isTwoFactorRequired, setTwoFactorRequired } from '@/lib/auth/two-factor/policy';
import { revokeAccountSessions } from '@/lib/auth/sessions';
import { clearSecondStepLock, lockedSecondSteps } from '@/lib/auth/two-factor/lock';
import { enabledFactorIds, removeFactor } from '@/lib/auth/two-factor/store';
import type { Actor } from '@/lib/history/contract';
import { recordAudit } from '@/lib/history/record';
import { listSupabaseMembers, resetSupabaseTwoFactor } from './supabase-members';

// For the owner's team screen: each administrator's two-factor state, and the reset for a lost device.

export type TwoFactorState = 'off' | 'on';

const onSupabase = () => getConfig().backend.kind === 'supabase';

/** 'on' for each account with an enabled factor, 'off' for the rest (every id asked for is in the answer).
 *  Supabase: a verified Auth MFA factor, read through the Admin API. */
export async function twoFactorStateFor(userIds: string[]): Promise<Record<string, TwoFactorState>> {
  if (onSupabase()) {
    const members = new Map((await listSupabaseMembers()).map((m) => [m.id, m.twoFactor]));
    return Object.fromEntries(userIds.map((id) => [id, members.get(id) ?? 'off']));
  }
  const on = await enabledFactorIds(await getDb(), userIds);
  return Object.fromEntries(userIds.map((id) => [id, on.has(id) ? 'on' : 'off']));
}

/**
 * The owner removes an account's factor (lost phone and no recovery code): the secret and the
 * codes go, the account's sessions end, and the next sign-in needs the password only (or enrolment
 * again, when the policy requires it). Audited in the same transaction. False: it had none.
 */
export async function resetTwoFactor(actor: Actor, userId: string): Promise<boolean> {
  const db = await getDb();
  // Supabase: the Admin API deletes the factor, which ends the user's sessions there.
  if (onSupabase()) return resetSupabaseTwoFactor(db, actor, userId);
  return db.transaction(async (tx) => {
    const removed = await removeFactor(tx, userId);
    if (!removed) return false;
    await revokeAccountSessions(tx, userId);
    await recordAudit(tx, { action: 'auth.two_factor_reset', actor, target: { type: 'account', id: userId } });
    return true;
  });
}

/** The accounts among `userIds` whose second step is locked (the app's own table on either backend). */
export async function secondStepLocksFor(userIds: string[]): Promise<Set<string>> {
  return lockedSecondSteps(await getDb(), userIds);
}

/**
 * The owner lifts a colleague's second-step lock (docs/decisions/078), with its audit entry, in one
 * transaction. The wrong codes counted so far go with it. False: it was not locked.
 */
export async function unlockSecondStep(actor: Actor, userId: string): Promise<boolean> {
  return (await getDb()).transaction(async (tx) => {
    if (!(await clearSecondStepLock(tx, userId))) return false;
    await recordAudit(tx, { action: 'team.second_step_unlock', actor, target: { type: 'account', id: userId } });
    return true;
  });
}

/** Each role and whether the policy requires two-factor sign-in of it (the Team screen's form). */
export async function twoFactorPolicy(): Promise<Record<Role, boolean>> {
  const db = await getDb();
  const required = await Promise.all(ROLES.map((role) => isTwoFactorRequired(role, db)));
  return Object.fromEntries(ROLES.map((role, i) => [role, required[i]])) as Record<Role, boolean>;
}

/**
 * The owner's "require two-factor sign-in" per role: the roles listed require it, the others do
 * not. Only the roles that change are written, with one audit entry listing them, in one
 * transaction; nothing changed → nothing written. The gate reads the policy on each request, so an
 * administrator of a newly required role without a factor is sent to enrol at once.
 */
export async function saveTwoFactorPolicy(required: readonly Role[]): Promise<'changed' | 'unchanged'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two owners saving at once take turns, so each audit entry's "before" is what it replaced.
    await tx.execute(sql`lock table two_factor_policy in share row exclusive mode`);
    const changes: Record<string, [boolean, boolean]> = {};
    for (const role of ROLES) {
      const before = await isTwoFactorRequired(role, tx);
      const after = required.includes(role);
      if (before === after) continue;
      await setTwoFactorRequired(role, after, tx);
      changes[role] = [before, after];
    }
    if (Object.keys(changes).length === 0) return 'unchanged';
    await recordAudit(tx, { action: 'team.two_factor_policy', changes });
    return 'changed';
  });
}
