import 'server-only';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { authAttempts } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const IP_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_LIMIT = 10;

/** login: sign-in form; password: the current-password check of the password change. */
export type ThrottleAction = 'login' | 'password';
export type ThrottleSubject = { action: ThrottleAction; ip: string; account: string };
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function keys(subject: ThrottleSubject): { scope: string; key: string; limit: number }[] {
  return [
    { scope: `${subject.action}:ip`, key: subject.ip, limit: IP_FAILURE_LIMIT },
    { scope: `${subject.action}:account`, key: subject.account.trim().toLowerCase(), limit: ACCOUNT_FAILURE_LIMIT },
  ];
}

/**
 * Whether another attempt is allowed: not after `limit` failures within the window. When blocked,
 * the wait is until enough of those failures have left the window to drop below the limit.
 */
export async function checkThrottle(db: DbOrTx, subject: ThrottleSubject, now = new Date()): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  let retryAfterSeconds = 0;
  for (const { scope, key, limit } of keys(subject)) {
    const rows = await db
      .select({ createdAt: authAttempts.createdAt })
      .from(authAttempts)
      .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)))
      .orderBy(asc(authAttempts.createdAt));
    if (rows.length < limit) continue;
    const unblocking = rows[rows.length - limit];
    if (!unblocking) continue;
    const waitMs = unblocking.createdAt.getTime() + THROTTLE_WINDOW_MS - now.getTime();
    retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

/** Records one failure for the IP and the account; also prunes rows that left the window. */
export async function recordFailure(db: DbOrTx, subject: ThrottleSubject, now = new Date()): Promise<void> {
  await db.insert(authAttempts).values(keys(subject).map(({ scope, key }) => ({ scope, key, createdAt: now })));
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in forgets the account's failures (the IP's stay). */
export async function clearAccountFailures(db: DbOrTx, action: ThrottleAction, account: string): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.scope, `${action}:account`), eq(authAttempts.key, account.trim().toLowerCase())));
}
