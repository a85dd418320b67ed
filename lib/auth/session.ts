import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { isBlogAdminEmail } from '../config';
import { requestLocale } from '../i18n/request-locale';
import { localizedPath } from '../i18n/routing';
import { getAuthPort } from './auth-port';

export type AdminSession = { userId: string; email: string; isBlogAdmin: boolean };

/**
 * The verified session of this request, or null. Embedded: a valid token AND an existing account
 * with the same session_version. Supabase: getClaims() (verified), never getSession()'s user.
 * Deduplicated per request.
 */
export const getSession = cache(async (): Promise<AdminSession | null> => {
  const user = await (await getAuthPort()).currentUser();
  // A verified non-administrator (e.g. a Supabase sign-up) is treated exactly like a visitor.
  if (!user || user.isAdmin === false) return null;
  return { userId: user.userId, email: user.email, isBlogAdmin: isBlogAdminEmail(user.email) };
});

/** Signed-in administrators only: anyone else (a non-admin account too) is redirected to the localized /login. */
export async function requireAdmin(locale?: string): Promise<AdminSession> {
  const session = await getSession();
  // next/navigation's redirect with the localised path (next-intl's createNavigation here would
  // put its client Link runtime into the sign-in page's JS, which imports this module).
  if (!session) redirect(localizedPath(await requestLocale(locale), '/login'));
  return session;
}

/** The designated blog administrators only: signed-out → /login, other admins → 'not allowed' (403). */
export async function requireBlogAdmin(locale?: string): Promise<AdminSession> {
  const session = await requireAdmin(locale);
  if (!session.isBlogAdmin) forbidden();
  return session;
}
