import 'server-only';
import { and, like, lt } from 'drizzle-orm';
import { addressKey } from '@/lib/auth/address-key';
import { releaseAttempt, reserveKeys } from '@/lib/auth/throttle';
import type { DbOrTx } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';
import { mailboxKey, phoneKey } from './contact-keys';

// Rate limit of the public quote form, in the sign-in throttle's table (auth_attempts), so it holds
// across instances and restarts (docs/decisions/033-inquiries-stored-first.md). Within a sliding hour: 5 submissions
// from one address, 3 for one e-mail address and 3 for one WhatsApp number. An office behind one
// NAT address still gets 5 an hour; a bot rotating addresses is still held by its contact.
// Only stored inquiries count: a refused form (typo, MOQ) is released, so a person correcting it is
// never locked out. Each key is the person, not the spelling: one number, one mailbox, one IPv6
// /64 (./contact-keys.ts, lib/auth/address-key.ts), so writing them differently buys nothing.

export const INQUIRY_WINDOW_MS = 60 * 60 * 1000;
export const INQUIRY_LIMITS_PER_WINDOW = { ip: 5, email: 3, whatsapp: 3 } as const;

export type InquiryThrottleSubject = { ip: string; email: string; whatsapp: string };
export type InquiryThrottleVerdict = { allowed: true; reservation: number[] } | { allowed: false; retryAfterSeconds: number };

type Key = { scope: string; key: string; limit: number };

function keys(subject: InquiryThrottleSubject): Key[] {
  const out: Key[] = [{ scope: 'inquiry:ip', key: addressKey(subject.ip), limit: INQUIRY_LIMITS_PER_WINDOW.ip }];
  const email = mailboxKey(subject.email);
  if (email) out.push({ scope: 'inquiry:email', key: email, limit: INQUIRY_LIMITS_PER_WINDOW.email });
  const phone = subject.whatsapp.trim() ? phoneKey(subject.whatsapp) : '';
  if (phone) out.push({ scope: 'inquiry:whatsapp', key: phone, limit: INQUIRY_LIMITS_PER_WINDOW.whatsapp });
  return out;
}

/**
 * Atomically: is one more inquiry allowed for every key, and if so record it (the sign-in
 * throttle's `reserveKeys`: per-key advisory locks, so parallel posts cannot all pass the count
 * before any is written).
 */
export async function reserveInquiry(db: DbOrTx, subject: InquiryThrottleSubject, now = new Date()): Promise<InquiryThrottleVerdict> {
  const all = keys(subject);
  const since = new Date(now.getTime() - INQUIRY_WINDOW_MS);
  return reserveKeys(db, {
    keys: all.map((k) => ({ scope: k.scope, key: k.key, lock: `${k.scope}:${k.key}` })),
    since,
    now,
    waitSeconds(i, attempts) {
      const { limit } = all[i] as Key;
      if (attempts.length < limit) return 0;
      // Free again when the oldest attempt that keeps the count at the limit leaves the window.
      const ms = (attempts[attempts.length - limit] as Date).getTime() + INQUIRY_WINDOW_MS - now.getTime();
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
    },
    // Expired rows of these scopes go on the way (the sign-in throttle prunes only its own).
    beforeRecord: (tx) => tx.delete(authAttempts).where(and(like(authAttempts.scope, 'inquiry:%'), lt(authAttempts.createdAt, since))),
  });
}

/** Gives back a reservation whose inquiry was not stored (refused lines, a database error). */
export const releaseInquiry = releaseAttempt;
