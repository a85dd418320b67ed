import { normalizeAppPath, isAdminPath } from './admin-path';
import { roleFrom, type Role } from './roles';

/**
 * Who is an administrator in the Supabase mode: a user whose VERIFIED access token carries an
 * administrator role in `app_metadata.role` (owner, catalogue, blog, sales; 'admin', from before
 * roles, means owner). `app_metadata` (auth.users.raw_app_meta_data) can be written
 * only with the service role, never by the user (unlike `user_metadata`, which `updateUser` lets
 * anyone change), so a fresh sign-up is never an admin. supabase/policies.sql checks the same claim
 * (`auth.jwt() -> 'app_metadata' ->> 'role'`) on the photo bucket. Edge-safe (middleware uses it).
 */
export const SUPABASE_ADMIN_ROLE = 'admin';

/** The administrator role the claims carry, or null for anyone who is not an administrator. */
export function supabaseRoleOf(claims: unknown): Role | null {
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as { sub?: unknown; app_metadata?: unknown };
  if (typeof c.sub !== 'string' || c.sub === '') return null;
  const appMetadata = c.app_metadata;
  if (!appMetadata || typeof appMetadata !== 'object') return null;
  return roleFrom((appMetadata as { role?: unknown }).role);
}

export function isSupabaseAdminClaims(claims: unknown): boolean {
  return supabaseRoleOf(claims) !== null;
}

/**
 * Paths whose response depends on the Supabase session: the admin area, /login (which sends a
 * signed-in admin home) and its second step. Only these make middleware read (and refresh) the session, so a public
 * page never waits for Supabase and never gets a Set-Cookie that would stop it being cached.
 */
export function needsSupabaseSession(rawPathname: string): boolean {
  // /login/two-factor too: a session held at its code is refreshed there like on an admin page (a
  // Server Component cannot write the rotated refresh token, so without this it would be lost).
  const path = normalizeAppPath(rawPathname);
  return isAdminPath(rawPathname) || path === '/login' || path === '/login/two-factor';
}

/** A user (Auth's answer) with a verified TOTP factor must pass it: their session needs aal2. */
export function hasVerifiedFactor(factors: readonly { status?: string; factor_type?: string }[] | undefined): boolean {
  return (factors ?? []).some((f) => f.status === 'verified' && f.factor_type === 'totp');
}

/**
 * The `aal` and `session_id` claims of an access token, read without verifying it: only for a token
 * Auth has just accepted (getUser(token)), never on its own.
 */
export function tokenClaims(token: string): { aal: string | null; sessionId: string | null } {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))),
    );
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return { aal: str(json.aal), sessionId: str(json.session_id) };
  } catch {
    return { aal: null, sessionId: null };
  }
}
