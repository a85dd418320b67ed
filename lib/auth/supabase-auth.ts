import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { getConfig } from '../config';
import { getDb } from '../db';
import type { AuthPort } from './port';
import { hasVerifiedFactor, isSupabaseAdminClaims, supabaseRoleOf, tokenClaims } from './supabase-admin';
import { createSupabaseServerClient } from './supabase-client';
import { supabaseClientOptions } from './supabase-transport';
import { clearSecondStepLock } from './two-factor/lock';

/** Deletes every `sb-…` cookie of this request (session chunks, code verifier). */
async function clearSupabaseCookies(): Promise<void> {
  const jar = await cookies();
  for (const { name } of jar.getAll()) if (name.startsWith('sb-')) jar.delete(name);
}

/** Supabase Auth through per-request @supabase/ssr clients (cookies refreshed in middleware). */
export const supabaseAuth: AuthPort = {
  async signIn(email, password) {
    const supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    if (error || !data.user) {
      // Supabase answers 400 'invalid_credentials' for unknown e-mails and wrong passwords alike.
      if (!error || error.status === 400 || error.code === 'invalid_credentials') return { ok: false, reason: 'invalid' };
      return { ok: false, reason: 'error', message: error.message };
    }
    // A valid account that is not on the allow-list gets the same answer as a wrong password (no
    // hint that the account exists), and the session GoTrue just created is revoked at once.
    if (!isSupabaseAdminClaims({ sub: data.user.id, app_metadata: data.user.app_metadata })) {
      const { error: revokeError } = await supabase.auth.signOut({ scope: 'local' });
      if (revokeError) console.error('[auth] revoking a non-admin session failed', revokeError.message);
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, user: { userId: data.user.id, email: data.user.email ?? email, isAdmin: true } };
  },

  async signOut() {
    const supabase = await createSupabaseServerClient();
    // scope 'local': revokes THIS session's refresh tokens on the server (POST /logout?scope=local),
    // so the cookie cannot be replayed to get new access tokens, while the same administrator stays
    // signed in on other devices (supabase-js defaults to 'global', which would end all of them;
    // ending other sessions is what the password change does, with 'others').
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) console.error('[auth] sign-out failed', error.message);
    // auth-js keeps the local session when the logout call fails (network, 5xx), and a refresh that
    // crossed the sign-out may have re-set a cookie: the visitor asked to leave, so every Supabase
    // cookie goes, whatever the server said (the session is dead or expires on its own).
    await clearSupabaseCookies();
  },

  async currentUser() {
    const supabase = await createSupabaseServerClient();
    // IMPORTANT: getUser() asks Supabase Auth, which verifies the JWT AND that its session still
    // exists, and returns the current app_metadata. getClaims() (middleware) only checks the
    // signature, and auth-js keeps a session whose refresh failed while its access token lasts: an
    // ended session (password change, sign-out elsewhere) or a removed admin role would otherwise
    // live on for up to the JWT expiry. Never getSession()'s user: it is read unverified.
    // The access token is read from the session cookie and handed to getUser(), so Auth verifies
    // exactly the token whose `aal` and `session_id` claims are then read.
    const { data: current } = await supabase.auth.getSession();
    const token = current.session?.access_token;
    if (!token) return null;
    const { data, error } = await supabase.auth.getUser(token);
    const user = data?.user;
    if (error || !user?.id) return null;
    // The role is read here, from Auth's answer, so a role change or removal by the owner counts
    // on the very next request, not when the access token expires.
    const role = supabaseRoleOf({ sub: user.id, app_metadata: user.app_metadata });
    const claims = tokenClaims(token);
    return {
      userId: user.id,
      email: user.email ?? '',
      isAdmin: role !== null,
      ...(role ? { role } : {}),
      ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      // Auth MFA: a verified TOTP factor makes an aal1 session owe its code (lib/auth/two-factor/gate.ts).
      secondFactor: { enrolled: hasVerifiedFactor(user.factors), passed: claims.aal === 'aal2' },
    };
  },

  async changePassword(user, currentPassword, newPassword) {
    const config = getConfig();
    if (config.backend.kind !== 'supabase') throw new Error('Supabase is not configured');
    // SPEC 5: the current password is verified by signing in with it, on a throwaway client
    // that keeps no session, so the visitor's cookies are not replaced.
    const verifier = createClient(config.backend.url, config.backend.anonKey, {
      ...supabaseClientOptions,
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const check = await verifier.auth.signInWithPassword({ email: user.email, password: currentPassword });
    if (check.error) return { ok: false, reason: 'current-incorrect' };
    await verifier.auth.signOut({ scope: 'local' });

    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.updateUser({ password: newPassword });
    if (error) return { ok: false, reason: 'error', message: error.message };
    const others = await supabase.auth.signOut({ scope: 'others' });
    if (others.error) console.error('[auth] ending other sessions failed', others.error.message);
    // What another session may have left behind goes with it (as on the embedded backend,
    // lib/auth/sessions.ts revokeAccountSessions): a pending factor whose key it could have read,
    // and the wrong second-step codes it typed.
    const listed = await supabase.auth.mfa.listFactors();
    for (const factor of listed.data?.all ?? []) {
      if (factor.status !== 'unverified') continue;
      const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) console.error('[auth] removing a pending factor failed', removed.error.message);
    }
    await clearSecondStepLock(await getDb(), user.userId);
    return { ok: true };
  },
};
