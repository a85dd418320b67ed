import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { supabaseClientOptions } from './supabase-transport';

type PendingCookies = { name: string; value: string; options: Record<string, unknown> }[];

/**
 * Refreshes the Supabase session cookies (first thing in middleware, as Supabase's Next.js example
 * does) and tells whether the request carries a verified user. Edge-safe.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
  url: string,
  anonKey: string,
): Promise<{ signedIn: boolean; apply: (response: NextResponse) => NextResponse }> {
  let pending: PendingCookies = [];
  let pendingHeaders: Record<string, string> = {};
  const hasAuthCookie = request.cookies.getAll().some((c) => c.name.startsWith('sb-'));
  if (!hasAuthCookie) return { signedIn: false, apply: (r) => r };

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
  // IMPORTANT: getClaims() verifies the JWT; never trust the user of getSession() here.
  const { data } = await supabase.auth.getClaims();
  return {
    signedIn: Boolean(data?.claims?.sub),
    apply: (response) => {
      pending.forEach(({ name, value, options }) => response.cookies.set(name, value, options));
      Object.entries(pendingHeaders).forEach(([k, v]) => response.headers.set(k, v));
      return response;
    },
  };
}
