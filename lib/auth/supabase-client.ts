import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { getConfig } from '../config';
import { supabaseClientOptions } from './supabase-transport';

/** A per-request Supabase client carrying the visitor's session cookies (never shared between requests). */
export async function createSupabaseServerClient(): Promise<SupabaseClient> {
  const config = getConfig();
  if (config.backend.kind !== 'supabase') throw new Error('Supabase is not configured');
  const cookieStore = await cookies();
  return createServerClient(config.backend.url, config.backend.anonKey, {
    ...supabaseClientOptions,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (list) => {
        try {
          list.forEach(({ name, value, options }) => cookieStore.set(name, value, options));
        } catch {
          // Called from a Server Component: cookies are read-only there; middleware refreshes them.
        }
      },
    },
  });
}
