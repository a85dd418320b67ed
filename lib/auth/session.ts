import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { isBlogAdminEmail } from '../config';
import { requestLocale } from '../i18n/request-locale';
import { localizedPath } from '../i18n/routing';
import { getAuthPort } from './auth-port';
import type { AuthUser } from './port';
import { secondStepFor, type SecondStep } from './two-factor/gate';
import { can, type Capability, type Role } from './roles';

export type AdminSession = { userId: string; email: string; role: Role; isBlogAdmin: boolean };

/**
 * The role this request acts with. BLOG_ADMIN_EMAILS is the bootstrap: a listed administrator is an
 * owner whatever the account says (the first owner of a Supabase project needs no SQL). An adapter
 * that names no role (an account from before roles) means owner, as the migration does.
 */
export function effectiveRole(email: string, stored: Role | undefined): Role {
  return isBlogAdminEmail(email) ? 'owner' : (stored ?? 'owner');
}

/** A signed-in administrator and what the session still owes (null: nothing, it is complete). */
export type SignedIn = { session: AdminSession; user: AuthUser; step: SecondStep | null };

/**
 * The verified sign-in of this request, complete or not. Embedded: a valid token AND an existing
 * account with the same session_version. Supabase: getClaims() (verified), never getSession()'s
 * user. Deduplicated per request.
 */
export const getSignedIn = cache(async (): Promise<SignedIn | null> => {
  const user = await (await getAuthPort()).currentUser();
  // A verified non-administrator (e.g. a Supabase sign-up) is treated exactly like a visitor.
  if (!user || user.isAdmin === false) return null;
  const role = effectiveRole(user.email, user.role);
  const session = { userId: user.userId, email: user.email, role, isBlogAdmin: can(role, 'blog') };
  return { session, user, step: await secondStepFor(user, role) };
});

/**
 * The admin session of this request, or null. A session still at its second step (code or forced
 * enrolment) is null here, so every page, action and route handler that asks refuses it.
 */
export const getSession = cache(async (): Promise<AdminSession | null> => {
  const signedIn = await getSignedIn();
  return signedIn && signedIn.step === null ? signedIn.session : null;
});

/** Signed-in administrators only: anyone else is redirected to the localized /login (or its second step). */
export async function requireAdmin(locale?: string): Promise<AdminSession> {
  const session = await getSession();
  // next/navigation's redirect with the localised path (next-intl's createNavigation here would
  // put its client Link runtime into the sign-in page's JS, which imports this module).
  if (!session) {
    const held = (await getSignedIn()) !== null;
    redirect(localizedPath(await requestLocale(locale), held ? '/login/two-factor' : '/login'));
  }
  return session;
}

/** Administrators whose role has the capability: signed-out → /login, other roles → 'not allowed' (the 403 page). */
export async function requireCapability(capability: Capability, locale?: string): Promise<AdminSession> {
  const session = await requireAdmin(locale);
  if (!can(session.role, capability)) forbidden();
  return session;
}

/** The blog's screens and actions: `requireCapability('blog')`. */
export async function requireBlogAdmin(locale?: string): Promise<AdminSession> {
  return requireCapability('blog', locale);
}
