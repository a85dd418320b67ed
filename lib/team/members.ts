import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import type { Role } from '@/lib/auth/roles';
import { revokeAccountSessions } from '@/lib/auth/sessions';
import type { Db, DbOrTx } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { adminPasswordLinks, adminUsers } from '@/lib/db/schema';
import { recordAudit } from '@/lib/history/record';
import { deleteSenderProfile } from './profile';

// The embedded backend's team: admin_users rows and their one-time set-password links. Every write
// is ONE transaction with its audit entry. The writes that can leave the team without an owner
// (a demotion, a removal) first take a self-conflicting lock on admin_users, so two owners acting
// at once take turns and the second one sees the first one's result and is refused.

/** How long a set-password link works (stated on the Team screen and in the e-mail). */
export const LINK_TTL_HOURS = 48;

export type Member = { id: string; email: string; role: Role; lastSignInAt: Date | null; createdAt: Date };

export async function listMembers(db: DbOrTx): Promise<Member[]> {
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      lastSignInAt: adminUsers.lastSignInAt,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function lockTeam(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`lock table admin_users in share row exclusive mode`);
}

async function ownerCount(tx: DbOrTx): Promise<number> {
  const [row] = await executeRows<{ n: number | string }>(tx, sql`select count(*) as n from admin_users where role = 'owner'`);
  return Number(row?.n ?? 0);
}

async function newLink(tx: DbOrTx, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_TTL_HOURS * 3_600_000);
  await tx.execute(sql`delete from admin_password_links where user_id = ${userId}::uuid`);
  await tx.execute(
    sql`insert into admin_password_links (token_hash, user_id, created_at, expires_at)
        values (${tokenHash(token)}, ${userId}::uuid, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)`,
  );
  return { token, expiresAt };
}

export async function accountExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows.length > 0;
}

export type AddResult = { status: 'added'; id: string; token: string; expiresAt: Date } | { status: 'exists' };

/**
 * A new administrator with no usable password (a random one nobody knows) and a one-time link to
 * set their own. The token itself is returned once, for the owner to pass on; only its hash is kept.
 */
export async function addMember(db: Db, email: string, role: Role, now = new Date()): Promise<AddResult> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ email: normalized, passwordHash, role })
      .onConflictDoNothing()
      .returning({ id: adminUsers.id });
    if (!row) return { status: 'exists' } as const;
    const link = await newLink(tx, row.id, now);
    await recordAudit(tx, {
      action: 'team.add',
      target: { type: 'account', id: row.id, label: normalized },
      changes: { role: [null, role] },
    });
    return { status: 'added', id: row.id, ...link } as const;
  });
}

export type ChangeResult = { status: 'changed' | 'unchanged' | 'notFound' | 'lastOwner' };

/** A new role counts on the account's next request (the session reads the role from the row). */
export async function changeRole(db: Db, id: string, role: Role): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const [current] = await tx.select({ email: adminUsers.email, role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id));
    if (!current) return { status: 'notFound' } as const;
    if (current.role === role) return { status: 'unchanged' } as const;
    if (current.role === 'owner' && (await ownerCount(tx)) <= 1) return { status: 'lastOwner' } as const;
    await tx.update(adminUsers).set({ role, updatedAt: new Date() }).where(eq(adminUsers.id, id));
    await recordAudit(tx, {
      action: 'team.role',
      target: { type: 'account', id, label: current.email },
      changes: { role: [current.role, role] },
    });
    return { status: 'changed' } as const;
  });
}

/** Removes the account; its sessions (admin_sessions, cascading) end with it, at once. */
export async function removeMember(db: Db, id: string): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    await lockTeam(tx);
    const [current] = await tx.select({ email: adminUsers.email, role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id));
    if (!current) return { status: 'notFound' } as const;
    if (current.role === 'owner' && (await ownerCount(tx)) <= 1) return { status: 'lastOwner' } as const;
    // Its sessions and factor go with the row (foreign keys); the second-step count has none.
    await revokeAccountSessions(tx, id);
    await deleteSenderProfile(tx, id);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await recordAudit(tx, {
      action: 'team.remove',
      target: { type: 'account', id, label: current.email },
      changes: { role: [current.role, null] },
    });
    return { status: 'changed' } as const;
  });
}

export type UnusedLink = { state: 'pending' | 'expired'; expiresAt: Date };

/** The accounts among `ids` whose set-password link is not used yet: pending, or expired unused. */
export async function unusedLinks(db: DbOrTx, ids: string[], now = new Date()): Promise<Map<string, UnusedLink>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: adminPasswordLinks.userId, expiresAt: adminPasswordLinks.expiresAt })
    .from(adminPasswordLinks)
    .where(and(inArray(adminPasswordLinks.userId, ids), isNull(adminPasswordLinks.usedAt)));
  return new Map(rows.map((r) => [r.userId, { state: r.expiresAt > now ? 'pending' : 'expired', expiresAt: r.expiresAt }]));
}

export type RenewResult =
  | { status: 'renewed'; email: string; token: string; expiresAt: Date }
  | { status: 'notFound' }
  /** The account has no unused link: its password was set through one, or it never had one. */
  | { status: 'noLink' };

/**
 * A new set-password link for an account whose link is unused (still pending or expired): the old
 * one stops working. The account and its link row are locked first, so a removal or the colleague
 * redeeming the old link at the same moment is either before this (refused) or after (sees the new
 * link only). Audited in the same transaction.
 */
export async function renewLink(db: Db, id: string, now = new Date()): Promise<RenewResult> {
  return db.transaction(async (tx) => {
    const [account] = await executeRows<{ email: string }>(tx, sql`select email from admin_users where id = ${id}::uuid for update`);
    if (!account) return { status: 'notFound' } as const;
    const [old] = await executeRows<{ expired: boolean }>(
      tx,
      sql`select expires_at <= ${now.toISOString()}::timestamptz as expired from admin_password_links
          where user_id = ${id}::uuid and used_at is null for update`,
    );
    if (!old) return { status: 'noLink' } as const;
    const link = await newLink(tx, id, now);
    await recordAudit(tx, {
      action: 'team.link_renewed',
      target: { type: 'account', id, label: account.email },
      detail: { expired: old.expired },
    });
    return { status: 'renewed', email: account.email, ...link } as const;
  });
}

export type LinkAccount = { userId: string; email: string };

/** The account a link is for while it is unused and unexpired; null otherwise (a wrong token too). */
export async function linkAccount(db: DbOrTx, token: string, now = new Date()): Promise<LinkAccount | null> {
  if (!token) return null;
  const [row] = await executeRows<{ user_id: string; email: string }>(
    db,
    sql`select l.user_id, u.email from admin_password_links l join admin_users u on u.id = l.user_id
        where l.token_hash = ${tokenHash(token)} and l.used_at is null and l.expires_at > ${now.toISOString()}::timestamptz`,
  );
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * Sets the password through the link, once: the link row is locked and marked used in the same
 * transaction, so two submissions of one link cannot both set a password. The account's other
 * sessions end (session_version is bumped), as after any password change.
 */
export async function redeemPasswordLink(db: Db, token: string, password: string, now = new Date()): Promise<LinkAccount | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await executeRows<{ user_id: string }>(
      tx,
      sql`select user_id from admin_password_links
          where token_hash = ${tokenHash(token)} and used_at is null and expires_at > ${now.toISOString()}::timestamptz
          for update`,
    );
    if (!row) return null;
    await tx.execute(
      sql`update admin_password_links set used_at = ${now.toISOString()}::timestamptz where token_hash = ${tokenHash(token)}`,
    );
    const [account] = await tx
      .update(adminUsers)
      .set({ passwordHash, sessionVersion: sql`${adminUsers.sessionVersion} + 1`, updatedAt: now })
      .where(eq(adminUsers.id, row.user_id))
      .returning({ id: adminUsers.id, email: adminUsers.email });
    if (!account) return null;
    await revokeAccountSessions(tx, account.id);
    await recordAudit(tx, {
      action: 'team.password_set',
      target: { type: 'account', id: account.id, label: account.email },
      actor: { userId: account.id, email: account.email },
    });
    return { userId: account.id, email: account.email };
  });
}
