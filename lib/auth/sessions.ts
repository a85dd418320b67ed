import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { executeRows } from '../db/rows';
import type { LocalAccount } from './local-accounts';
import type { SecondFactorState } from './port';
import type { Role } from './roles';
import { SESSION_TTL_SECONDS } from './token';

// Server-side sessions of the embedded adapter (migration 0004, table admin_sessions). Raw SQL on
// purpose: the table is internal to this file.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Starts a session for the account (expiring with the token) and prunes expired ones; returns its id. */
export async function createSession(db: DbOrTx, userId: string, now = new Date()): Promise<string> {
  await db.execute(sql`delete from admin_sessions where expires_at <= ${now.toISOString()}::timestamptz`);
  const expires = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const [row] = await executeRows<{ id: string }>(
    db,
    sql`insert into admin_sessions (user_id, created_at, expires_at)
        values (${userId}::uuid, ${now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz) returning id`,
  );
  if (!row) throw new Error('Creating the session returned no row');
  return row.id;
}

/**
 * The account of a live session: the row exists (not signed out), is unexpired and belongs to
 * `userId`. One statement, the same single DB check per request as before.
 */
export async function findSessionAccount(
  db: DbOrTx,
  sessionId: string,
  userId: string,
  now = new Date(),
): Promise<(LocalAccount & { secondFactor: SecondFactorState }) | null> {
  if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
  // The role and the two-factor state ride along (migrations 0017, 0018): still one statement per request.
  const [row] = await executeRows<{ id: string; email: string; session_version: number; role: Role; enrolled: boolean; passed: boolean }>(
    db,
    sql`select u.id, u.email, u.session_version, u.role, s.second_factor_at is not null as passed,
               exists (select 1 from admin_totp t where t.user_id = u.id and t.enabled_at is not null) as enrolled
          from admin_sessions s join admin_users u on u.id = s.user_id
        where s.id = ${sessionId}::uuid and s.user_id = ${userId}::uuid and s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    sessionVersion: Number(row.session_version),
    role: row.role,
    secondFactor: { enrolled: Boolean(row.enrolled), passed: Boolean(row.passed) },
  };
}

/** Sign-out: this session ends at once, whoever still holds a copy of the cookie. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await db.execute(sql`delete from admin_sessions where id = ${sessionId}::uuid`);
}

/**
 * Password change, set-password link, an owner's reset: every session of the account ends
 * (session_version is bumped too), and with them what a session may have left behind: a pending
 * (unconfirmed) two-factor secret it could have read, which must not become the key the account
 * later enrols with, and the wrong second-step codes it typed, with the lock they caused (migration 0027).
 */
export async function revokeAccountSessions(db: DbOrTx, userId: string): Promise<void> {
  if (!UUID.test(userId)) return;
  await db.execute(sql`delete from admin_sessions where user_id = ${userId}::uuid`);
  await db.execute(sql`delete from admin_totp where user_id = ${userId}::uuid and enabled_at is null`);
  await db.execute(sql`delete from second_step_failures where user_id = ${userId}::uuid`);
  await db.execute(sql`delete from second_step_locks where user_id = ${userId}::uuid`);
}
