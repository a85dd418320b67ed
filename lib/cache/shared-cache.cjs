// Pure helpers of the shared (Redis) page cache, kept apart from the handler so unit tests and the
// health route can use them without a Redis client. CommonJS: the cache handler (loaded by Next
// itself, not bundled) requires it.

/** The most a cache read or write waits for Redis before the page is rendered without it. */
const REDIS_TIMEOUT_MS = 500;

/** Where the handler publishes its Redis client to the health route (a separate module graph). */
const STATE_KEY = Symbol.for('pkg.shared-route-cache');

/**
 * The Redis key prefix: `<REDIS_KEY_PREFIX or "pkg">:<build id>:`. The build id keeps every deploy in
 * its own key space, so a new build never serves pages rendered (or data shaped) by the previous
 * build's code, and two builds can run side by side during a rolling deploy.
 */
function cacheKeyPrefix(prefix, buildId) {
  const id = typeof buildId === 'string' ? buildId.trim() : '';
  if (!/^[A-Za-z0-9_-]+$/.test(id))
    throw new Error(`the build id ${JSON.stringify(buildId)} cannot key the shared cache (missing BUILD_ID?)`);
  const base = (prefix ?? '').trim() || 'pkg';
  if (!/^[A-Za-z0-9_.-]+$/.test(base)) throw new Error('REDIS_KEY_PREFIX may use letters, digits, ".", "_" and "-" only');
  return `${base}:${id}:`;
}

/** True when this process should share its page cache through Redis (never while building). */
function usesRedis(env) {
  return Boolean((env.REDIS_URL ?? '').trim()) && env.NEXT_PHASE !== 'phase-production-build';
}

module.exports = { REDIS_TIMEOUT_MS, STATE_KEY, cacheKeyPrefix, usesRedis };
