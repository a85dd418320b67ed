import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { reserveKeys } from '@/lib/auth/throttle';
import type { DbOrTx } from '@/lib/db/client';
import { authAttempts } from '@/lib/db/schema';

// The buyer's Accept / Decline has a limit of its own, keyed by the quotation link (its version),
// never by the visitor's address: an office that sent several quote requests, or shares one
// address with other companies, still answers its quotation on the first click. Generous for one
// person (a few retries after a typo), firm against a script hammering one link. Checked only for
// a version that can still be answered: "already answered" and "expired" never count.

export const ANSWER_WINDOW_MS = 60 * 60 * 1000;
export const ANSWERS_PER_LINK = 20;

const SCOPE = 'quotation:answer';

export type AnswerVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One more answer attempt on this version's link, recorded in the sign-in throttle's table, or the wait. */
export async function reserveAnswer(db: DbOrTx, versionId: number, now = new Date()): Promise<AnswerVerdict> {
  const since = new Date(now.getTime() - ANSWER_WINDOW_MS);
  const key = `v${versionId}`;
  const verdict = await reserveKeys(db, {
    keys: [{ scope: SCOPE, key, lock: `${SCOPE}:${key}` }],
    since,
    now,
    waitSeconds(_i, attempts) {
      if (attempts.length < ANSWERS_PER_LINK) return 0;
      const ms = (attempts[attempts.length - ANSWERS_PER_LINK] as Date).getTime() + ANSWER_WINDOW_MS - now.getTime();
      return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
    },
    beforeRecord: (tx) => tx.delete(authAttempts).where(and(eq(authAttempts.scope, SCOPE), lt(authAttempts.createdAt, since))),
  });
  return verdict.allowed ? { allowed: true } : verdict;
}
