import 'server-only';
import { cookies } from 'next/headers';
import { getConfig } from '../config';
import { getDb } from '../db';
import { findAccountById, setAccountPassword, verifyAccountPassword, verifyCredentials, type LocalAccount } from './local-accounts';
import type { AuthPort, CookieContext } from './port';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './token';

function secret(): string {
  const value = getConfig().sessionSecret;
  // IMPORTANT: without a secret nobody can sign in (config refuses production without one;
  // `npm run dev` generates one).
  if (!value) throw new Error('SESSION_SECRET is not set: start the dev server with `npm run dev` or set it');
  return value;
}

async function setSessionCookie(account: LocalAccount, cookie: CookieContext): Promise<void> {
  const token = await signSessionToken({ userId: account.id, email: account.email, sessionVersion: account.sessionVersion }, secret());
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Local accounts in admin_users; the session is a signed JWT cookie checked against session_version. */
export const embeddedAuth: AuthPort = {
  async signIn(email, password, cookie) {
    const account = await verifyCredentials(await getDb(), email, password);
    if (!account) return { ok: false, reason: 'invalid' };
    await setSessionCookie(account, cookie);
    return { ok: true, user: { userId: account.id, email: account.email } };
  },

  async signOut() {
    (await cookies()).delete({ name: SESSION_COOKIE, path: '/' });
  },

  async currentUser() {
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
    if (!claims) return null;
    // The token alone is not enough: the account must still exist and not have changed its
    // password since (session_version), or a stolen/old cookie would live on for 12 h.
    const account = await findAccountById(await getDb(), claims.userId);
    if (!account || account.sessionVersion !== claims.sessionVersion) return null;
    return { userId: account.id, email: account.email };
  },

  async changePassword(user, currentPassword, newPassword, cookie) {
    const db = await getDb();
    if (!(await verifyAccountPassword(db, user.userId, currentPassword))) return { ok: false, reason: 'current-incorrect' };
    const account = await setAccountPassword(db, user.userId, newPassword);
    if (!account) return { ok: false, reason: 'error', message: 'Account not found' };
    // The bump ended every session of the account; this one continues with a fresh token.
    await setSessionCookie(account, cookie);
    return { ok: true };
  },
};
