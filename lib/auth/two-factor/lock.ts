import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { secondStepFailures, secondStepLocks } from '../../db/schema';

// The second step's lock (migration 0027, docs/decisions/078-second-step-lock-and-re-authentication.md),
// on both backends (the account id is the local account's or the Supabase user's). The throttle
// (lib/auth/throttle.ts) slows guessing; this stops it: past SECOND_STEP_LOCK_AFTER wrong codes the
// account's second step takes no code until a recovery code, an owner's unlock or a new password.
//
// How the count is kept: per account and session. A session that passes the step clears only its
// own wrong codes; those of other sessions stay counted (and the account is told how many), so the
// real user signing in never silently gives an attacker with the password a fresh allowance.

/** Wrong second-step codes, over all of an account's sessions, that lock its second step (NIST SP 800-63B allows up to 100). */
export const SECOND_STEP_LOCK_AFTER = 10;

export type FailedCode = { failures: number; lockedNow: boolean };

/** Whether the account's second step is locked. */
export async function isSecondStepLocked(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: secondStepLocks.userId }).from(secondStepLocks).where(eq(secondStepLocks.userId, userId));
  return rows.length > 0;
}

async function countedFailures(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${secondStepFailures.failures}), 0)::int` })
    .from(secondStepFailures)
    .where(eq(secondStepFailures.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * A wrong code in this session: counted, and at the bound the account's second step is locked.
 * One transaction that locks the account's rows (an advisory lock on the account), so parallel
 * wrong codes count one by one and exactly one of them reports the lock.
 */
export async function recordFailedCode(db: DbOrTx, userId: string, sessionId: string, now = new Date()): Promise<FailedCode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`second-step:${userId}`}, 0))`);
    await tx
      .insert(secondStepFailures)
      .values({ userId, sessionId, failures: 1, lastAt: now })
      .onConflictDoUpdate({
        target: [secondStepFailures.userId, secondStepFailures.sessionId],
        set: { failures: sql`${secondStepFailures.failures} + 1`, lastAt: now },
      });
    const failures = await countedFailures(tx, userId);
    if (failures < SECOND_STEP_LOCK_AFTER) return { failures, lockedNow: false };
    const locked = await tx
      .insert(secondStepLocks)
      .values({ userId, lockedAt: now })
      .onConflictDoNothing()
      .returning({ userId: secondStepLocks.userId });
    return { failures, lockedNow: locked.length === 1 };
  });
}

/**
 * This session passed the step: its own wrong codes are forgiven. Returns the wrong codes still
 * counted from the account's other sessions (not cleared: the caller tells the account about them).
 */
export async function passedSecondStep(db: DbOrTx, userId: string, sessionId: string): Promise<number> {
  await db.delete(secondStepFailures).where(and(eq(secondStepFailures.userId, userId), eq(secondStepFailures.sessionId, sessionId)));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${secondStepFailures.failures}), 0)::int` })
    .from(secondStepFailures)
    .where(and(eq(secondStepFailures.userId, userId), ne(secondStepFailures.sessionId, sessionId)));
  return Number(row?.n ?? 0);
}

/**
 * Clears the count and the lock: a recovery code was used, an owner unlocked it, the password was
 * changed or set by a link, the factor was reset (every session of the account has ended or is
 * known good). Returns whether the step was locked.
 */
export async function clearSecondStepLock(db: DbOrTx, userId: string): Promise<boolean> {
  await db.delete(secondStepFailures).where(eq(secondStepFailures.userId, userId));
  const unlocked = await db.delete(secondStepLocks).where(eq(secondStepLocks.userId, userId)).returning({ userId: secondStepLocks.userId });
  return unlocked.length > 0;
}

/** For the Team screen: the accounts among `userIds` whose second step is locked. */
export async function lockedSecondSteps(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ userId: secondStepLocks.userId }).from(secondStepLocks).where(inArray(secondStepLocks.userId, userIds));
  return new Set(rows.map((r) => r.userId));
}

/** The wrong codes counted for the account now (the security page shows them). */
export async function secondStepFailureCount(db: DbOrTx, userId: string): Promise<number> {
  return countedFailures(db, userId);
}
