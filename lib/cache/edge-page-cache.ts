// OpenNext's R2 page cache with the rule the Node host's caches follow (not-found-entry.cjs):
// a page rendered as 404 and an `unstable_cache` read that found nothing are not stored, unless the
// key already holds an entry (a page that existed, then was deleted: the 404 must replace it). Without
// it every made-up URL left two objects in R2 (the 404 page and the empty lookup behind it), so anyone
// could fill the bucket. And the scheduled-publishing rule of hard-lifetime.cjs: a page whose
// lifetime ends when a scheduled post goes live (tag HARD_LIFETIME_TAG) is not served stale past it.
// OpenNext would answer with the stale copy once and render in the background, so the first reader
// after the post's time would still miss it; past its lifetime such an entry reads as missing,
// which makes OpenNext render before answering. The page's `lifetime:until:<ms>` tag says when that
// lifetime ends; "stored at + revalidate" would end it late by as long as the render took.
import type { CacheEntryType, CacheValue, IncrementalCache } from '@opennextjs/aws/types/overrides.js';

/** Same string as hard-lifetime.cjs and BLOG_TAGS.scheduleEdge (the test keeps them equal). */
export const HARD_LIFETIME_TAG = 'lifetime:hard';
/** Same prefix as hard-lifetime.cjs and BLOG_TAGS.scheduleUntil. */
export const LIFETIME_UNTIL_PREFIX = 'lifetime:until:';

type Stored = { type?: string; revalidate?: unknown; meta?: { headers?: Record<string, unknown> } };

/** True for a page carrying HARD_LIFETIME_TAG whose lifetime has run out at `now`. */
export function pastHardLifetime(value: unknown, lastModified: number | undefined, now = Date.now()): boolean {
  const v = value as Stored | null;
  if (!v || (v.type !== 'app' && v.type !== 'route') || typeof v.revalidate !== 'number' || !lastModified) return false;
  const header = v.meta?.headers?.['x-next-cache-tags'];
  const tags = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : [];
  if (!tags.includes(HARD_LIFETIME_TAG)) return false;
  const ends = tags.filter((tag) => tag.startsWith(LIFETIME_UNTIL_PREFIX)).map((tag) => Number(tag.slice(LIFETIME_UNTIL_PREFIX.length)));
  return now >= Math.min(lastModified + v.revalidate * 1000, ...ends.filter(Number.isFinite));
}

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
    async get(key, cacheType) {
      const entry = await inner.get(key, cacheType);
      return entry && pastHardLifetime(entry.value, entry.lastModified) ? null : entry;
    },
    async set<T extends CacheEntryType = 'cache'>(key: string, value: CacheValue<T>, cacheType?: T): Promise<void> {
      if (isNotFoundValue(value, cacheType) && !(await inner.get(key, cacheType))) return;
      await inner.set(key, value, cacheType);
    },
    delete: (key) => inner.delete(key),
  };
}
