export function devCacheBase(env: Record<string, string | undefined>, home: string): string;
export function devCacheEnv(
  env: Record<string, string | undefined>,
  home: string,
  pgliteVersion: string,
): { SEED_PHOTO_CACHE_DIR: string; PGLITE_TEMPLATE_DIR: string };
