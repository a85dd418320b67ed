import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { isSupabaseAdminClaims, needsSupabaseSession } from './supabase-admin';
import { supabaseClientOptions } from './supabase-transport';

type PendingCookies = { name: string; value: string; options: Record<string, unknown> }[];

const untouched = { signedIn: false, apply: (r: NextResponse) => r };

/**
 * Refreshes the Supabase session cookies and tells whether the request carries a verified
 * ADMINISTRATOR (see supabase-admin.ts). Edge-safe. Supabase is called only when an `sb-` cookie is
 * present AND the path needs the session: anonymous visitors and public pages never reach Supabase.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
  url: string,
  anonKey: string,
): Promise<{ signedIn: boolean; apply: (response: NextResponse) => NextResponse }> {
  if (!needsSupabaseSession(request.nextUrl.pathname)) return untouched;
  if (!request.cookies.getAll().some((c) => c.name.startsWith('sb-'))) return untouched;

  let pending: PendingCookies = [];
  let pendingHeaders: Record<string, string> = {};
  const supabase = createServerClient(url, anonKey, {
    ...supabaseClientOptions,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies, headers) => {
        cookies.forEach(({ name, value }) => request.cookies.set(name, value));
        pending = cookies as PendingCookies;
        pendingHeaders = headers;
      },
    },
  });
  // IMPORTANT: getClaims() verifies the JWT (and refreshes an expiring one first); never trust the
  // user of getSession() here. A valid session of a non-admin counts as signed out.
  const { data } = await supabase.auth.getClaims();
  return {
    signedIn: isSupabaseAdminClaims(data?.claims),
    apply: (response) => {
      pending.forEach(({ name, value, options }) => response.cookies.set(name, value, options));
      Object.entries(pendingHeaders).forEach(([k, v]) => response.headers.set(k, v));
      return response;
    },
  };
}
