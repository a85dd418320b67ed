import 'server-only';
import { and, asc, eq, gt, inArray, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';

// Rate limit of the public quote form, in the sign-in throttle's table (auth_attempts), so it holds
// across instances and restarts (DESIGN-NOTES "Inquiries"). Within a sliding hour: 5 submissions
// from one address, 3 for one e-mail address and 3 for one WhatsApp number. An office behind one
// NAT address still gets 5 an hour; a bot rotating addresses is still held by its contact.
// Only stored inquiries count: a refused form (typo, MOQ) is released, so a person correcting it is
// never locked out.

export const INQUIRY_WINDOW_MS = 60 * 60 * 1000;
export const INQUIRY_LIMITS_PER_WINDOW = { ip: 5, email: 3, whatsapp: 3 } as const;

export type InquiryThrottleSubject = { ip: string; email: string; whatsapp: string };
export type InquiryThrottleVerdict = { allowed: true; reservation: number[] } | { allowed: false; retryAfterSeconds: number };

type Key = { scope: string; key: string; limit: number };

function keys(subject: InquiryThrottleSubject): Key[] {
  const out: Key[] = [{ scope: 'inquiry:ip', key: subject.ip, limit: INQUIRY_LIMITS_PER_WINDOW.ip }];
  const email = subject.email.trim().toLowerCase();
  if (email) out.push({ scope: 'inquiry:email', key: email, limit: INQUIRY_LIMITS_PER_WINDOW.email });
  const phone = subject.whatsapp.replace(/\D/g, '');
  if (phone) out.push({ scope: 'inquiry:whatsapp', key: phone, limit: INQUIRY_LIMITS_PER_WINDOW.whatsapp });
  return out;
}

/**
 * Atomically: is one more inquiry allowed for every key, and if so record it. One transaction with
 * an advisory lock per key (sorted, so two requests cannot deadlock): parallel posts cannot all
 * pass the count before any is written.
 */
export async function reserveInquiry(db: DbOrTx, subject: InquiryThrottleSubject, now = new Date()): Promise<InquiryThrottleVerdict> {
  const all = keys(subject);
  return db.transaction(async (tx) => {
    for (const name of all.map((k) => `${k.scope}:${k.key}`).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    }
    const since = new Date(now.getTime() - INQUIRY_WINDOW_MS);
    let retryAfterMs = 0;
    for (const k of all) {
      const rows = await tx
        .select({ createdAt: authAttempts.createdAt })
        .from(authAttempts)
        .where(and(eq(authAttempts.scope, k.scope), eq(authAttempts.key, k.key), gt(authAttempts.createdAt, since)))
        .orderBy(asc(authAttempts.createdAt));
      if (rows.length >= k.limit) {
        // Free again when the oldest attempt that keeps the count at the limit leaves the window.
        const unblocking = (rows[rows.length - k.limit] as { createdAt: Date }).createdAt.getTime() + INQUIRY_WINDOW_MS;
        retryAfterMs = Math.max(retryAfterMs, unblocking - now.getTime());
      }
    }
    if (retryAfterMs > 0) return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    // Expired rows of these scopes go on the way (the sign-in throttle prunes only its own).
    await tx.delete(authAttempts).where(and(like(authAttempts.scope, 'inquiry:%'), lt(authAttempts.createdAt, since)));
    const inserted = await tx
      .insert(authAttempts)
      .values(all.map(({ scope, key }) => ({ scope, key, createdAt: now })))
      .returning({ id: authAttempts.id });
    return { allowed: true as const, reservation: inserted.map((r) => r.id) };
  });
}

/** Gives back a reservation whose inquiry was not stored (refused lines, a database error). */
export async function releaseInquiry(db: DbOrTx, reservation: number[]): Promise<void> {
  if (reservation.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, reservation));
}
