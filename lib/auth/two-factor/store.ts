import 'server-only';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { getConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminSessions, adminTotp } from '../../db/schema';
import { hashRecoveryCode, newRecoveryCodes, openSecret, sealSecret } from './seal';
import { acceptedStep, newTotpSecret } from './totp';

// The embedded backend's factor (migration 0018): one TOTP secret per account, sealed at rest,
// its ten recovery codes as keyed hashes, and the per-session mark of a passed second step.

function keySource(): string {
  const key = getConfig().twoFactorKey;
  if (!key) throw new Error('TWO_FACTOR_KEY or SESSION_SECRET must be set for two-factor sign-in');
  return key;
}

/**
 * How long a pending (not yet confirmed) secret may be enrolled with. A key shown during enrolment
 * can be read by whoever holds a session; past this it is replaced, and a password change, a
 * set-password link or ended sessions delete it at once (lib/auth/sessions.ts).
 */
export const PENDING_SECRET_TTL_MS = 15 * 60_000;

export type Factor = { secret: string; enabled: boolean; lastStep: number | null; since: Date };

/** The account's factor (pending or enabled), or null. A secret sealed under another key reads as none. */
export async function readFactor(db: DbOrTx, userId: string): Promise<Factor | null> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId)).limit(1);
  if (!row) return null;
  const secret = await openSecret(row.secretEnc, userId, keySource());
  return secret ? { secret, enabled: row.enabledAt !== null, lastStep: row.lastStep, since: row.createdAt } : null;
}

/** Whether a pending factor is past PENDING_SECRET_TTL_MS (an enabled one never is). */
export function isExpiredPending(factor: Factor, now = Date.now()): boolean {
  return !factor.enabled && now - factor.since.getTime() >= PENDING_SECRET_TTL_MS;
}

/**
 * The pending secret to show while enrolling: kept across reloads for PENDING_SECRET_TTL_MS, and
 * two first loads at once agree on one (the insert does nothing when a row appeared meanwhile). A
 * pending secret sealed under an old key, or older than that, is replaced; an enabled factor is
 * never touched here (null).
 */
export async function pendingSecret(db: DbOrTx, userId: string, now = new Date()): Promise<string | null> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.userId, userId)).limit(1);
  if (row?.enabledAt) return null;
  const existing = row ? await openSecret(row.secretEnc, userId, keySource()) : null;
  if (existing && now.getTime() - row!.createdAt.getTime() < PENDING_SECRET_TTL_MS) return existing;
  const sealed = await sealSecret(newTotpSecret(), userId, keySource());
  if (row) {
    await db
      .update(adminTotp)
      .set({ secretEnc: sealed, lastStep: null, createdAt: now })
      .where(and(eq(adminTotp.userId, userId), isNull(adminTotp.enabledAt)));
  } else {
    await db.insert(adminTotp).values({ userId, secretEnc: sealed, createdAt: now }).onConflictDoNothing();
  }
  const factor = await readFactor(db, userId);
  return factor && !factor.enabled ? factor.secret : null;
}

/**
 * Consumes a code: accepted only for a step newer than the last one used, and the update is
 * conditional on that step, so two parallel requests with one code cannot both pass.
 */
export async function consumeCode(db: DbOrTx, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const factor = await readFactor(db, userId);
  if (!factor) return false;
  const step = acceptedStep(factor.secret, code, factor.lastStep, now);
  if (step === null) return false;
  const updated = await db
    .update(adminTotp)
    .set({ lastStep: step })
    .where(and(eq(adminTotp.userId, userId), sql`coalesce(${adminTotp.lastStep}, -1) < ${step}`))
    .returning({ userId: adminTotp.userId });
  return updated.length === 1;
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const key = keySource();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(c, key)));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** Marks this session as having passed the second step. */
export async function markSessionPassed(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db.update(adminSessions).set({ secondFactorAt: now }).where(eq(adminSessions.id, sessionId));
}

/**
 * Enabling: the pending secret must still be fresh and the first code right. Then, in one
 * transaction, the factor is on, ten new recovery codes replace any old ones, every OTHER session
 * of the account ends (one opened with the password alone before the factor existed must not
 * stay), and this session counts as passed. Returns the codes to show once, 'expired' for a
 * pending secret past PENDING_SECRET_TTL_MS (the page then shows a new one), or null for a wrong code.
 */
export async function enableFactor(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | 'expired' | null> {
  const factor = await readFactor(db, userId);
  if (!factor || factor.enabled) return null;
  if (isExpiredPending(factor, now)) return 'expired';
  if (!(await consumeCode(db, userId, code, now))) return null;
  return db.transaction(async (tx) => {
    await tx
      .update(adminTotp)
      .set({ enabledAt: new Date(now) })
      .where(eq(adminTotp.userId, userId));
    const codes = await replaceRecoveryCodes(tx, userId);
    await tx.execute(sql`delete from admin_sessions where user_id = ${userId}::uuid and id <> ${sessionId}::uuid`);
    await markSessionPassed(tx, sessionId, new Date(now));
    return codes;
  });
}

/** New recovery codes (the old ones stop working); only for an enabled factor. */
export async function regenerateRecoveryCodes(db: DbOrTx, userId: string): Promise<string[] | null> {
  const factor = await readFactor(db, userId);
  if (!factor?.enabled) return null;
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** Uses one recovery code: true once per code (the update only takes an unused one). */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, input: string, now = new Date()): Promise<boolean> {
  const hash = await hashRecoveryCode(input, keySource());
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, hash), isNull(adminRecoveryCodes.usedAt)))
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

/** How many unused recovery codes are left. */
export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return rows.length;
}

/** Turns the factor off: the secret and the recovery codes are deleted. Returns whether one was on. */
export async function removeFactor(db: DbOrTx, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    const gone = await tx.delete(adminTotp).where(eq(adminTotp.userId, userId)).returning({ enabledAt: adminTotp.enabledAt });
    return gone.some((row) => row.enabledAt !== null);
  });
}

/** 'on' for the accounts with an enabled factor, 'off' for the others. */
export async function enabledFactorIds(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: adminTotp.userId })
    .from(adminTotp)
    .where(and(inArray(adminTotp.userId, userIds), isNotNull(adminTotp.enabledAt)));
  return new Set(rows.map((r) => r.userId));
}
