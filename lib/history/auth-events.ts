import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { THROTTLE_WINDOW_MS } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db';
import { auditLog } from '@/lib/db/schema';
import type { Actor, AuditEntry } from './contract';
import { recordAudit } from './record';

// Sign-in, sign-out and password-change entries, written by the auth route handlers for
// both backends (embedded accounts and Supabase go through the same routes, lib/auth/port.ts). The
// backend's own write (session row, Supabase call) is not in our transaction, so the entry is
// appended right after the outcome is known. A failure to append is logged and does not change the
// response: the person's sign-in is not refused because the log is unavailable.

const MAX_EMAIL = 320;

async function append(entry: AuditEntry & { actor: Actor }): Promise<void> {
  try {
    await recordAudit(await getDb(), entry);
  } catch (error) {
    console.error('[audit] could not record', entry.action, error);
  }
}

export function recordSignIn(user: { userId: string; email: string }, ip: string): Promise<void> {
  const actor = { userId: user.userId, email: user.email };
  return append({ action: 'auth.sign_in', actor, target: { type: 'account', id: user.userId, label: user.email }, detail: { ip } });
}

/**
 * Whether this address already has a 'throttled' entry in the throttle's window. A throttled
 * request costs the sender nothing (no password hashing), so a flood of them must not become a flood
 * of rows: the first refusal per address and window is kept, the repeats only add to the 429s.
 */
async function throttledRecently(ip: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'auth.sign_in_failed'),
        gt(auditLog.at, new Date(Date.now() - THROTTLE_WINDOW_MS)),
        sql`${auditLog.detail}->>'ip' = ${ip} and ${auditLog.detail}->>'reason' = 'throttled'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A refused attempt: the e-mail as typed (never the password), the client IP and why. */
export async function recordSignInFailure(email: string, ip: string, reason: 'invalid' | 'throttled'): Promise<void> {
  const typed = email.trim().toLowerCase().slice(0, MAX_EMAIL);
  if (reason === 'throttled' && (await throttledRecently(ip).catch(() => false))) return;
  await append({
    action: 'auth.sign_in_failed',
    actor: { userId: null, email: typed },
    target: { type: 'account', id: typed, label: typed },
    detail: { ip, reason },
  });
}

export function recordSignOut(user: { userId: string; email: string }): Promise<void> {
  const actor = { userId: user.userId, email: user.email };
  return append({ action: 'auth.sign_out', actor, target: { type: 'account', id: user.userId, label: user.email } });
}

export function recordPasswordChange(user: { userId: string; email: string }, ip: string): Promise<void> {
  const actor = { userId: user.userId, email: user.email };
  return append({ action: 'auth.password_change', actor, target: { type: 'account', id: user.userId, label: user.email }, detail: { ip } });
}
