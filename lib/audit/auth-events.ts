import 'server-only';
import { getDb } from '@/lib/db';
import type { Actor, AuditEntry } from './contract';
import { recordAudit } from './record';

// Sign-in, sign-out and password-change entries (issue 16), written by the auth route handlers for
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

/** A refused attempt: the e-mail as typed (never the password), the client IP and why. */
export function recordSignInFailure(email: string, ip: string, reason: 'invalid' | 'throttled'): Promise<void> {
  const typed = email.trim().toLowerCase().slice(0, MAX_EMAIL);
  return append({
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
