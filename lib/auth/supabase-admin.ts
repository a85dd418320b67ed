import { normalizeAppPath, isAdminPath } from './admin-path';

/**
 * Who is an administrator in the Supabase mode: a user whose VERIFIED access token carries
 * `app_metadata.role === 'admin'`. `app_metadata` (auth.users.raw_app_meta_data) can be written
 * only with the service role, never by the user (unlike `user_metadata`, which `updateUser` lets
 * anyone change), so a fresh sign-up is never an admin. supabase/policies.sql checks the same claim
 * (`auth.jwt() -> 'app_metadata' ->> 'role'`) on the photo bucket. Edge-safe (middleware uses it).
 */
export const SUPABASE_ADMIN_ROLE = 'admin';

export function isSupabaseAdminClaims(claims: unknown): boolean {
  if (!claims || typeof claims !== 'object') return false;
  const c = claims as { sub?: unknown; app_metadata?: unknown };
  if (typeof c.sub !== 'string' || c.sub === '') return false;
  const appMetadata = c.app_metadata;
  if (!appMetadata || typeof appMetadata !== 'object') return false;
  return (appMetadata as { role?: unknown }).role === SUPABASE_ADMIN_ROLE;
}

/**
 * Paths whose response depends on the Supabase session: the admin area and /login (which sends a
 * signed-in admin home). Only these make middleware read (and refresh) the session, so a public
 * page never waits for Supabase and never gets a Set-Cookie that would stop it being cached.
 */
export function needsSupabaseSession(rawPathname: string): boolean {
  return isAdminPath(rawPathname) || normalizeAppPath(rawPathname) === '/login';
}
