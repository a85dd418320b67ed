import 'server-only';
import { and, asc, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import { getDb } from '../db';
import type { DbOrTx } from '../db/client';
import { addressKey } from './address-key';
import { authAttempts } from '../db/schema';

// Sign-in policy (docs/decisions/031-sign-in-and-sessions.md): within a sliding 15-minute window
// - one account from one address: 5 attempts, then blocked (429) until the oldest leaves the window;
// - one address, any accounts: 20 attempts, then blocked;
// - one account from anywhere: after 10, only slowed down (one attempt per 2, 4, … ≤ 60 s), never
//   blocked, so an attacker with many addresses cannot lock the owner out.
// Every attempt is RESERVED (recorded) before the password is checked, under advisory locks, so
// parallel requests cannot all pass the check before any failure is written.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;

/** login: sign-in form; password: the current-password check of the password change. */
export type ThrottleAction = 'login' | 'password';
export type ThrottleSubject = { action: ThrottleAction; ip: string; account: string };
export type ThrottleVerdict = { allowed: true; reservation: number[] } | { allowed: false; retryAfterSeconds: number };

type Key = { scope: string; key: string; rule: 'block' | 'slow'; limit: number };

function keys(subject: ThrottleSubject): Key[] {
  const account = subject.account.trim().toLowerCase();
  // One IPv6 /64 is one line (one person): counted as one address (./address-key.ts).
  const ip = addressKey(subject.ip);
  return [
    { scope: `${subject.action}:account`, key: account, rule: 'slow', limit: ACCOUNT_SLOWDOWN_AFTER },
    { scope: `${subject.action}:ip`, key: ip, rule: 'block', limit: IP_FAILURE_LIMIT },
    { scope: `${subject.action}:pair`, key: `${account}|${ip}`, rule: 'block', limit: PAIR_FAILURE_LIMIT },
  ];
}

/** Seconds until the next attempt is allowed for one key (0 = now), from its attempts in the window (oldest first). */
function waitSeconds(k: Key, attempts: Date[], now: Date): number {
  if (attempts.length < k.limit) return 0;
  let until: number;
  if (k.rule === 'block') {
    const unblocking = attempts[attempts.length - k.limit] as Date;
    until = unblocking.getTime() + THROTTLE_WINDOW_MS;
  } else {
    const delay = Math.min(2 ** (attempts.length - k.limit + 1), ACCOUNT_MAX_DELAY_SECONDS);
    until = (attempts[attempts.length - 1] as Date).getTime() + delay * 1000;
  }
  const ms = until - now.getTime();
  return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
}

/**
 * Atomically: decide whether one more attempt is allowed and, when it is, record it (as a failure
 * until `releaseAttempt`/`clearAfterSuccess` says otherwise). Runs in one transaction holding an
 * advisory lock per key (taken in a fixed order, so two requests cannot deadlock).
 */
export async function reserveAttempt(db: DbOrTx, subject: ThrottleSubject, now = new Date()): Promise<ThrottleVerdict> {
  const all = keys(subject);
  return reserveKeys(db, {
    keys: all.map((k) => ({ scope: k.scope, key: k.key, lock: `auth:${k.scope}:${k.key}` })),
    since: new Date(now.getTime() - THROTTLE_WINDOW_MS),
    now,
    waitSeconds: (i, attempts) => waitSeconds(all[i] as Key, attempts, now),
  });
}

export type KeyedReservation = {
  keys: { scope: string; key: string; lock: string }[];
  /** Attempts older than this no longer count. */
  since: Date;
  now: Date;
  /** Seconds until key `index` allows one more attempt (0 = now), from its attempts in the window, oldest first. */
  waitSeconds(index: number, attempts: Date[]): number;
  /** Runs inside the transaction just before the attempt is recorded (e.g. pruning old rows). */
  beforeRecord?(tx: DbOrTx): Promise<unknown>;
};

/**
 * The mechanics both rate limits share (sign-in here, the quote form in lib/inquiries/throttle.ts):
 * in one transaction, an advisory lock per key (taken in sorted order, so two requests cannot
 * deadlock), each key's attempts in the window, and, when every key allows it, one recorded
 * attempt per key. Parallel requests therefore cannot all pass the count before any is written.
 */
export async function reserveKeys(db: DbOrTx, r: KeyedReservation): Promise<ThrottleVerdict> {
  return db.transaction(async (tx) => {
    for (const name of r.keys.map((k) => k.lock).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    }
    let retryAfterSeconds = 0;
    for (const [i, k] of r.keys.entries()) {
      const rows = await tx
        .select({ createdAt: authAttempts.createdAt })
        .from(authAttempts)
        .where(and(eq(authAttempts.scope, k.scope), eq(authAttempts.key, k.key), gt(authAttempts.createdAt, r.since)))
        .orderBy(asc(authAttempts.createdAt));
      retryAfterSeconds = Math.max(
        retryAfterSeconds,
        r.waitSeconds(
          i,
          rows.map((row) => row.createdAt),
        ),
      );
    }
    if (retryAfterSeconds > 0) return { allowed: false as const, retryAfterSeconds };
    await r.beforeRecord?.(tx);
    const inserted = await tx
      .insert(authAttempts)
      .values(r.keys.map(({ scope, key }) => ({ scope, key, createdAt: r.now })))
      .returning({ id: authAttempts.id });
    return { allowed: true as const, reservation: inserted.map((row) => row.id) };
  });
}

/** Undoes a reservation that was not a failed guess (the backend failed, or it succeeded). */
export async function releaseAttempt(db: DbOrTx, reservation: number[]): Promise<void> {
  if (reservation.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, reservation));
}

/**
 * After a correct password: this attempt was no failure, and the account's and this pair's earlier
 * failures are forgiven (the address's failures on other accounts stay). Prunes expired rows.
 */
export async function clearAfterSuccess(db: DbOrTx, subject: ThrottleSubject, reservation: number[], now = new Date()): Promise<void> {
  const [account, , pair] = keys(subject);
  await releaseAttempt(db, reservation);
  for (const k of [account, pair]) {
    if (k) await db.delete(authAttempts).where(and(eq(authAttempts.scope, k.scope), eq(authAttempts.key, k.key)));
  }
  // Only the sign-in scopes: auth_attempts also holds the quote form's hourly limit (lib/inquiries/throttle.ts).
  const ownScopes = or(like(authAttempts.scope, 'login:%'), like(authAttempts.scope, 'password:%'));
  await db.delete(authAttempts).where(and(ownScopes, lt(authAttempts.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS))));
}

/** What a password check found: `neutral` (backend error, not a guess) releases the reservation. */
export type AttemptOutcome = 'correct' | 'wrong' | 'neutral';

/**
 * The one way the route handlers check a password: reserve first, verify only when allowed (a
 * throttled request never hashes), then keep the reservation as a failure or release it.
 * A throwing `verify` releases the reservation and rethrows. `db` defaults to the app's database
 * (tests pass their own), so a route handler never opens a handle only to hand it over.
 */
export async function throttledAttempt<T>(
  subject: ThrottleSubject,
  verify: () => Promise<{ outcome: AttemptOutcome; value: T }>,
  db?: DbOrTx,
): Promise<{ throttled: true; retryAfterSeconds: number } | { throttled: false; value: T }> {
  db ??= await getDb();
  const verdict = await reserveAttempt(db, subject);
  if (!verdict.allowed) return { throttled: true, retryAfterSeconds: verdict.retryAfterSeconds };
  let result: { outcome: AttemptOutcome; value: T };
  try {
    result = await verify();
  } catch (error) {
    await releaseAttempt(db, verdict.reservation);
    throw error;
  }
  if (result.outcome === 'correct') await clearAfterSuccess(db, subject, verdict.reservation);
  else if (result.outcome === 'neutral') await releaseAttempt(db, verdict.reservation);
  return { throttled: false, value: result.value };
}
