import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getConfig } from '../config';
import { supabaseClientOptions } from './supabase-transport';

/**
 * The service-role client for Supabase's Admin API (team: list, invite, re-role, remove; MFA:
 * delete a user's factor). Server only, no session, never the visitor's cookies. Without
 * SUPABASE_SERVICE_ROLE_KEY these features say so instead of half-working.
 */
export class MissingServiceRoleKey extends Error {
  constructor() {
    super('SUPABASE_SERVICE_ROLE_KEY is not set: the Admin API (team, two-factor resets) is unavailable');
  }
}

export function hasServiceRole(): boolean {
  const backend = getConfig().backend;
  return backend.kind === 'supabase' && Boolean(backend.serviceRoleKey);
}

export function createSupabaseServiceClient(): SupabaseClient {
  const backend = getConfig().backend;
  if (backend.kind !== 'supabase') throw new Error('Supabase is not configured');
  if (!backend.serviceRoleKey) throw new MissingServiceRoleKey();
  return createClient(backend.url, backend.serviceRoleKey, {
    ...supabaseClientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Deletes every TOTP factor of a user through the Admin API; returns how many were verified. */
export async function deleteUserFactors(userId: string): Promise<number> {
  const admin = createSupabaseServiceClient().auth.admin;
  const { data, error } = await admin.mfa.listFactors({ userId });
  if (error) throw error;
  let verified = 0;
  for (const factor of data.factors) {
    const gone = await admin.mfa.deleteFactor({ userId, id: factor.id });
    if (gone.error && gone.error.status !== 404) throw gone.error;
    if (factor.status === 'verified') verified += 1;
  }
  return verified;
}
