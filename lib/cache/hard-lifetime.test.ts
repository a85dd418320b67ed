import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BLOG_TAGS } from '@/lib/blog/tags';

const require = createRequire(import.meta.url);
const { HARD_LIFETIME_TAG, LIFETIME_UNTIL_PREFIX, withEntryLifetime } = require('./hard-lifetime.cjs') as {
  HARD_LIFETIME_TAG: string;
  LIFETIME_UNTIL_PREFIX: string;
  withEntryLifetime: (entry: unknown) => { cacheControl?: { revalidate: number | false; expire?: number } } | null;
};

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': tags }, status: 200 });

describe('withEntryLifetime', () => {
  it('uses the tag the blog reads put on a scheduled lifetime', () => {
    expect(HARD_LIFETIME_TAG).toBe(BLOG_TAGS.scheduleEdge);
  });

  it('ends a marked page hard at its revalidate time (no stale copy past a scheduled post)', () => {
    const entry = { value: page(`posts,${HARD_LIFETIME_TAG}`), lastModified: 1, cacheControl: { revalidate: 42, expire: 31536000 } };
    expect(withEntryLifetime(entry)?.cacheControl).toEqual({ revalidate: 42, expire: 42 });
  });

  it('ends a marked page at its scheduled moment, not "stored + revalidate" (the render took time)', () => {
    expect(BLOG_TAGS.scheduleUntil(new Date(31_000))).toBe(`${LIFETIME_UNTIL_PREFIX}31000`);
    // Rendered at 1 s with the post due at 31 s (revalidate 30), stored at 4.5 s.
    const tags = `posts,${HARD_LIFETIME_TAG},${LIFETIME_UNTIL_PREFIX}31000`;
    const slow = { value: page(tags), lastModified: 4_500, cacheControl: { revalidate: 30, expire: 31536000 } };
    expect(withEntryLifetime(slow)?.cacheControl).toEqual({ revalidate: 26, expire: 26 });
    // Never lengthened; a moment already past ends the page at once.
    const quick = { value: page(tags), lastModified: 0, cacheControl: { revalidate: 30, expire: 31536000 } };
    expect(withEntryLifetime(quick)?.cacheControl).toEqual({ revalidate: 30, expire: 30 });
    const late = { value: page(tags), lastModified: 32_000, cacheControl: { revalidate: 1, expire: 31536000 } };
    expect(withEntryLifetime(late)?.cacheControl).toEqual({ revalidate: 0, expire: 0 });
  });

  it('leaves pages without the mark, or without a time lifetime, exactly as they were', () => {
    const plain = { value: page('posts'), lastModified: 1, cacheControl: { revalidate: 42, expire: 31536000 } };
    expect(withEntryLifetime(plain)).toBe(plain);
    const untimed = { value: page(HARD_LIFETIME_TAG), lastModified: 1, cacheControl: { revalidate: false } };
    expect(withEntryLifetime(untimed)).toBe(untimed);
    const data = { value: { kind: 'FETCH', data: { body: '[]' } }, lastModified: 1 };
    expect(withEntryLifetime(data)).toBe(data);
    expect(withEntryLifetime(null)).toBeNull();
  });

  it("gives a Redis entry (lifespan, no cacheControl) its own lifetime instead of this process's memory", () => {
    const shared = { value: page(`posts,${HARD_LIFETIME_TAG}`), lastModified: 1, lifespan: { revalidate: 30, staleAge: 30 } };
    expect(withEntryLifetime(shared)?.cacheControl).toEqual({ revalidate: 30, expire: 30 });
    const route = { value: { ...page('posts'), kind: 'APP_ROUTE' }, lastModified: 1, lifespan: { revalidate: false } };
    expect(withEntryLifetime(route)?.cacheControl).toEqual({ revalidate: false, expire: undefined });
  });
});
