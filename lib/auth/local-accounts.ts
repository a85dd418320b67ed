// No `import 'server-only'`: scripts/admin-create.ts runs this under plain Node (it still cannot reach a
// browser bundle: it needs node:crypto and the database).
import { eq, sql } from 'drizzle-orm';
import { getConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { adminUsers } from '../db/schema';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { describePasswordProblem, passwordProblem } from './password-policy';
import type { Role } from './roles';

/** What the rest of the app may know about a local account (never the hash). */
export type LocalAccount = { id: string; email: string; sessionVersion: number; role: Role };

const accountFields = { id: adminUsers.id, email: adminUsers.email, sessionVersion: adminUsers.sessionVersion, role: adminUsers.role };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<LocalAccount | null> {
  const rows = await db
    .select(accountFields)
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<LocalAccount | null> {
  // A malformed id (not a uuid) would make PostgreSQL throw; it simply has no account.
  if (!UUID.test(id)) return null;
  const rows = await db.select(accountFields).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Creates the account (an owner unless a role is given), or resets its password (ending its
 * sessions) when the e-mail exists; an existing account changes role only when one is given.
 */
export async function upsertAccount(
  db: DbOrTx,
  email: string,
  password: string,
  role?: Role,
): Promise<{ account: LocalAccount; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    const [account] = await db
      .update(adminUsers)
      .set({ passwordHash, sessionVersion: sql`${adminUsers.sessionVersion} + 1`, updatedAt: new Date(), ...(role ? { role } : {}) })
      .where(eq(adminUsers.id, existing.id))
      .returning(accountFields);
    return { account: account ?? existing, created: false };
  }
  const [account] = await db
    .insert(adminUsers)
    .values({ email: normalizeEmail(email), passwordHash, ...(role ? { role } : {}) })
    .returning(accountFields);
  if (!account) throw new Error('Creating the account returned no row');
  return { account, created: true };
}

/** The account when e-mail and password match; null otherwise (same timing for unknown e-mails). */
export async function verifyCredentials(db: DbOrTx, email: string, password: string): Promise<LocalAccount | null> {
  const rows = await db
    .select({ ...accountFields, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  const row = rows[0];
  if (!row) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  return { id: row.id, email: row.email, sessionVersion: row.sessionVersion, role: row.role };
}

export async function verifyAccountPassword(db: DbOrTx, id: string, password: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  const row = rows[0];
  return row ? verifyPassword(password, row.passwordHash) : false;
}

/** Sets a new password and bumps session_version, which ends every existing session of the account. */
export async function setAccountPassword(db: DbOrTx, id: string, newPassword: string): Promise<LocalAccount | null> {
  const passwordHash = await hashPassword(newPassword);
  const [account] = await db
    .update(adminUsers)
    .set({ passwordHash, sessionVersion: sql`${adminUsers.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning(accountFields);
  return account ?? null;
}

/**
 * Start-up: create the configured seed admin when its e-mail has no account and a password is
 * configured. An existing account is never touched (its password may have been changed since).
 */
export async function ensureSeedAdmin(db: Db): Promise<void> {
  const { seedAdmin, isProduction } = getConfig();
  const { email, password } = seedAdmin;
  if (!password) return;
  if (await findAccountByEmail(db, email)) return;
  // A production ADMIN_PASSWORD is a new password like any other: the policy applies (the server
  // refuses to start rather than create a guessable admin). Development keeps its printed default.
  const problem = isProduction ? passwordProblem(password, [email]) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD ${describePasswordProblem(problem)}; the admin account ${email} was not created`);
  const passwordHash = await hashPassword(password);
  // Two processes starting together (PostgreSQL mode) must not both fail: the unique index decides.
  await db
    .insert(adminUsers)
    .values({ email: normalizeEmail(email), passwordHash })
    .onConflictDoNothing();
}

/** The team list's "last sign-in". */
export async function recordSignIn(db: DbOrTx, id: string, at = new Date()): Promise<void> {
  await db.update(adminUsers).set({ lastSignInAt: at }).where(eq(adminUsers.id, id));
}
