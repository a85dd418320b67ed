// OpenNext's R2 page cache with the rule the Node host's caches follow (not-found-entry.cjs):
// a page rendered as 404 and an `unstable_cache` read that found nothing are not stored, unless the
// key already holds an entry (a page that existed, then was deleted: the 404 must replace it). Without
// it every made-up URL left two objects in R2 (the 404 page and the empty lookup behind it), so anyone
// could fill the bucket.
import type { CacheEntryType, CacheValue, IncrementalCache } from '@opennextjs/aws/types/overrides.js';

/** True for what must not be stored: a 404 render, or a data-cache entry whose result is null. */
export function isNotFoundValue(value: unknown, cacheType: CacheEntryType | undefined): boolean {
  const v = value as { meta?: { status?: number }; kind?: string; data?: { body?: string } } | null;
  if (!v) return false;
  if (cacheType === 'fetch') return v.kind === 'FETCH' && v.data?.body === 'null';
  return v.meta?.status === 404;
}

export function notFoundAware(inner: IncrementalCache): IncrementalCache {
  return {
    name: `${inner.name}-without-404s`,
    get: (key, cacheType) => inner.get(key, cacheType),
    async set<T extends CacheEntryType = 'cache'>(key: string, value: CacheValue<T>, cacheType?: T): Promise<void> {
      if (isNotFoundValue(value, cacheType) && !(await inner.get(key, cacheType))) return;
      await inner.set(key, value, cacheType);
    },
    delete: (key) => inner.delete(key),
  };
}
