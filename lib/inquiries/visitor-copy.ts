import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { reserveKeys } from '@/lib/auth/throttle';
import type { DbOrTx } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';
import { INQUIRY_WINDOW_MS } from './throttle';

// The site-wide cap on confirmations to typed addresses (INQUIRY_VISITOR_COPIES_PER_HOUR). The
// per-contact limits hold one mailbox to 3 an hour, but a bot rotating addresses and mailboxes
// could still make the sales address mail thousands of strangers (and get it listed as a spam
// source); this bounds the total. Counted in auth_attempts like the form's limits, so every
// instance shares one count. A send that fails still counts: it was an attempt to mail a stranger.

const SCOPE = 'inquiry:visitor-copy';

/** True when one more confirmation fits in the sliding hour (and it is then counted). */
export async function reserveVisitorCopy(db: DbOrTx, perHour: number, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - INQUIRY_WINDOW_MS);
  const verdict = await reserveKeys(db, {
    keys: [{ scope: SCOPE, key: 'all', lock: SCOPE }],
    since,
    now,
    waitSeconds: (_, attempts) => (attempts.length < perHour ? 0 : 1),
    beforeRecord: (tx) => tx.delete(authAttempts).where(and(eq(authAttempts.scope, SCOPE), lt(authAttempts.createdAt, since))),
  });
  return verdict.allowed;
}
