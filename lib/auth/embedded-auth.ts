import 'server-only';
import { cookies } from 'next/headers';
import { getConfig } from '../config';
import { getDb } from '../db';
import { recordSignIn, setAccountPassword, verifyAccountPassword, verifyCredentials, type LocalAccount } from './local-accounts';
import type { AuthPort, CookieContext } from './port';
import { createSession, findSessionAccount, revokeAccountSessions, revokeSession } from './sessions';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './token';

function secret(): string {
  const value = getConfig().sessionSecret;
  // IMPORTANT: without a secret nobody can sign in (config refuses production without one;
  // `npm run dev` generates one).
  if (!value) throw new Error('SESSION_SECRET is not set: start the dev server with `npm run dev` or set it');
  return value;
}

/** A new server-side session for the account and its cookie. */
async function startSession(account: LocalAccount, cookie: CookieContext): Promise<void> {
  const sessionId = await createSession(await getDb(), account.id);
  const token = await signSessionToken(
    { userId: account.id, email: account.email, sessionVersion: account.sessionVersion, sessionId },
    secret(),
  );
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

async function cookieClaims() {
  return verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
}

/**
 * Local accounts in admin_users. The session is a signed JWT cookie whose `sid` must name a live
 * admin_sessions row (deleted on sign-out) and whose `sv` must equal the account's session_version
 * (bumped by a password change).
 */
export const embeddedAuth: AuthPort = {
  async signIn(email, password, cookie) {
    const account = await verifyCredentials(await getDb(), email, password);
    if (!account) return { ok: false, reason: 'invalid' };
    await startSession(account, cookie);
    await recordSignIn(await getDb(), account.id);
    return { ok: true, user: { userId: account.id, email: account.email, role: account.role } };
  },

  async signOut() {
    const claims = await cookieClaims();
    try {
      // Ending the row is what makes a copied cookie useless; deleting the cookie only tidies the browser.
      if (claims?.sessionId) await revokeSession(await getDb(), claims.sessionId);
    } finally {
      (await cookies()).delete({ name: SESSION_COOKIE, path: '/' });
    }
  },

  async currentUser() {
    const claims = await cookieClaims();
    if (!claims?.sessionId) return null;
    const account = await findSessionAccount(await getDb(), claims.sessionId, claims.userId);
    if (!account || account.sessionVersion !== claims.sessionVersion) return null;
    return {
      userId: account.id,
      email: account.email,
      role: account.role,
      sessionId: claims.sessionId,
      secondFactor: account.secondFactor,
    };
  },

  async changePassword(user, currentPassword, newPassword, cookie) {
    const db = await getDb();
    if (!(await verifyAccountPassword(db, user.userId, currentPassword))) return { ok: false, reason: 'current-incorrect' };
    const account = await setAccountPassword(db, user.userId, newPassword);
    if (!account) return { ok: false, reason: 'error', message: 'Account not found' };
    // The bump and this delete ended every session of the account; this one continues with a fresh one.
    await revokeAccountSessions(db, account.id);
    await startSession(account, cookie);
    return { ok: true };
  },
};
