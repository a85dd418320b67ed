// What several instances of this server (REDIS_URL) need shared, checked by parseConfig (lib/config.ts).
// Edge-safe (no `node:` imports): middleware reads the config too.

/**
 * REDIS_URL means several instances of this server. What each instance keeps for itself must then
 * be shared too, or refused here (README "Running several instances").
 */
export function scaleOutProblems(
  e: { REDIS_URL?: string; DATABASE_URL?: string; LOCAL_PHOTOS_SHARED?: string; SESSION_SECRET?: string },
  usesEmbeddedAuth: boolean,
): string[] {
  if (!e.REDIS_URL) return [];
  const problems: string[] = [];
  if (!e.DATABASE_URL) {
    problems.push(
      'REDIS_URL is set (several instances) but the embedded database serves one process only: set DATABASE_URL to a PostgreSQL server every instance uses',
    );
  }
  if (usesEmbeddedAuth) {
    // Supabase Storage is shared by nature; the embedded backend keeps photos under DATA_DIR.
    if (e.LOCAL_PHOTOS_SHARED !== 'true') {
      problems.push(
        "REDIS_URL is set (several instances) but photos are stored on this server's disk (DATA_DIR): use Supabase Storage, or put DATA_DIR on a volume every instance mounts and set LOCAL_PHOTOS_SHARED=true",
      );
    }
    // Outside production the dev server would otherwise sign sessions with its own secret.
    if (!e.SESSION_SECRET) problems.push('REDIS_URL is set (several instances): set the same SESSION_SECRET on every instance');
  }
  return problems;
}
