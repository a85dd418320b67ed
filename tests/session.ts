import type { DbOrTx } from '../lib/db/client';
import { createSession } from '../lib/auth/sessions';
import { signSessionToken } from '../lib/auth/token';

/**
 * A session cookie value as the embedded sign-in issues it: a server-side session row (admin_sessions)
 * and a token naming it (`sid`). A token without a live row is refused since sign-out revokes rows.
 */
export async function sessionTokenFor(
  db: DbOrTx,
  account: { id: string; email: string; sessionVersion: number },
  secret = process.env.SESSION_SECRET ?? '',
): Promise<string> {
  const sessionId = await createSession(db, account.id);
  return signSessionToken({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion, sessionId }, secret);
}
