import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { getConfig } from '../config';
import type { AuthPort } from './port';
import { createSupabaseServerClient } from './supabase-client';
import { supabaseClientOptions } from './supabase-transport';

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
    return { ok: true, user: { userId: data.user.id, email: data.user.email ?? email } };
  },

  async signOut() {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signOut();
    if (error) console.error('[auth] sign-out failed', error.message);
  },

  async currentUser() {
    const supabase = await createSupabaseServerClient();
    // IMPORTANT: getClaims() verifies the JWT (getSession()'s user is read unverified from the cookie).
    const { data } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (!claims?.sub) return null;
    return { userId: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
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
    return { ok: true };
  },
};
