import 'server-only';
import { getConfig } from '../config';
import type { AuthPort } from './port';

/** The configured adapter: Supabase Auth when Supabase is configured, local accounts otherwise. */
export async function getAuthPort(): Promise<AuthPort> {
  if (getConfig().backend.kind === 'supabase') return (await import('./supabase-auth')).supabaseAuth;
  return (await import('./embedded-auth')).embeddedAuth;
}
