// Which backend the variables describe (embedded, or Supabase Auth + Storage with a PostgreSQL
// URL), and what each needs, checked by parseConfig (lib/config.ts). Edge-safe (no `node:`
// imports): middleware reads the config too.

type BackendEnv = {
  NEXT_PUBLIC_SUPABASE_URL?: string;
  NEXT_PUBLIC_SUPABASE_ANON_KEY?: string;
  DATABASE_URL?: string;
  DATABASE_CONNECTIONS?: string;
  SESSION_SECRET?: string;
  NEXT_PHASE?: string;
};

/** serviceRoleKey (SUPABASE_SERVICE_ROLE_KEY, server only): the Admin API (team, MFA factor resets). */
export type BackendConfig = { kind: 'embedded' } | { kind: 'supabase'; url: string; anonKey: string; serviceRoleKey?: string };

export function backendOf(e: BackendEnv & { SUPABASE_SERVICE_ROLE_KEY?: string }): BackendConfig {
  const url = e.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) return { kind: 'embedded' };
  return { kind: 'supabase', url, anonKey, ...(e.SUPABASE_SERVICE_ROLE_KEY ? { serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY } : {}) };
}

export function backendProblems(e: BackendEnv, isProduction: boolean): string[] {
  const problems: string[] = [];
  const supabaseUrl = e.NEXT_PUBLIC_SUPABASE_URL;
  const supabaseKey = e.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (supabaseUrl && !supabaseKey) problems.push('NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_ANON_KEY is missing');
  if (!supabaseUrl && supabaseKey) problems.push('NEXT_PUBLIC_SUPABASE_ANON_KEY is set but NEXT_PUBLIC_SUPABASE_URL is missing');
  if (supabaseUrl && supabaseKey && !e.DATABASE_URL) {
    problems.push(
      "Supabase Auth and Storage are configured but DATABASE_URL is missing (use the Supabase project's Postgres connection string)",
    );
  }
  const usesEmbeddedAuth = !(supabaseUrl && supabaseKey);
  // The Worker (its only user) runs in Supabase mode: a per-request client skips the embedded start-up work.
  if (e.DATABASE_CONNECTIONS === 'per-request' && usesEmbeddedAuth) {
    problems.push(
      'DATABASE_CONNECTIONS=per-request needs Supabase mode (NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY, DATABASE_URL)',
    );
  }
  if (usesEmbeddedAuth) {
    // `next build` prerenders with NODE_ENV=production but never signs a session: the secret is a
    // run-time requirement, checked when the server starts.
    const isBuild = e.NEXT_PHASE === 'phase-production-build';
    if (isProduction && !isBuild && !e.SESSION_SECRET) {
      problems.push('SESSION_SECRET is missing: production needs a random secret of at least 32 bytes (e.g. `openssl rand -base64 48`)');
    }
    if (e.SESSION_SECRET && new TextEncoder().encode(e.SESSION_SECRET).length < 32) {
      problems.push('SESSION_SECRET is too short: it must be at least 32 bytes');
    }
  }
  return problems;
}
