import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { executeRows } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts, selectScheduleBounds } from './post-reads';
import { insertTestPost } from './test-fixtures';

// Scheduled publishing on the real database, with the clock passed in (the reads'
// injection point) instead of waiting for it.

type CacheCall = { keyParts: string[]; options: { tags?: string[]; revalidate?: number } };
const cacheCalls = vi.hoisted(() => [] as CacheCall[]);
vi.mock('next/cache', () => ({
  // Records what the cached reads ask for, and runs the read (no cache in a test process).
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: CacheCall['options']) => () => {
    cacheCalls.push({ keyParts, options });
    return fn();
  },
  updateTag: () => {},
  revalidateTag: () => {},
}));

let t: TestDatabase;
const ids: Record<string, string> = {};
const AT = new Date('2026-11-23T12:00:00.000Z');
const before = new Date(AT.getTime() - 1000);
const after = new Date(AT.getTime() + 1);

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  ids.old = await insertTestPost(db, { slug: 'old-news', publishedAt: new Date('2026-01-01T00:00:00Z') });
  ids.newer = await insertTestPost(db, { slug: 'newer-news', publishedAt: new Date('2026-06-01T00:00:00Z') });
  ids.soon = await insertTestPost(db, {
    slug: 'launch-day',
    status: 'scheduled',
    publishedAt: AT,
    blocks: [{ type: 'text', content: { content: 'At noon' } }],
  });
  ids.later = await insertTestPost(db, { slug: 'next-week', status: 'scheduled', publishedAt: new Date('2026-11-30T12:00:00Z') });
});

afterAll(async () => {
  await t?.cleanup();
});

afterEach(() => {
  cacheCalls.length = 0;
  vi.useRealTimers();
});

const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);

describe('a scheduled post on the public reads', () => {
  it('is invisible before its time and visible from it: list (feed, sitemap), by slug, related', async () => {
    const db = t.handle.db;
    expect(slugs(await selectPublishedPostSummaries(db, before))).toEqual(['newer-news', 'old-news']);
    expect(await selectPublishedPostBySlug(db, 'launch-day', before)).toBeNull();
    expect(slugs(await selectRelatedPosts(db, ids.old!, 3, before))).toEqual(['newer-news']);

    expect(slugs(await selectPublishedPostSummaries(db, AT))).toEqual(['launch-day', 'newer-news', 'old-news']);
    const article = await selectPublishedPostBySlug(db, 'launch-day', after);
    expect(article?.publishedAt).toBe(AT.toISOString());
    expect(article?.blocks).toHaveLength(1);
    expect(slugs(await selectRelatedPosts(db, ids.old!, 3, after))).toEqual(['launch-day', 'newer-news']);
    // The one a week later is still waiting.
    expect(await selectPublishedPostBySlug(db, 'next-week', after)).toBeNull();
  });

  it('knows the last passed and the next scheduled time', async () => {
    const db = t.handle.db;
    expect(await selectScheduleBounds(db, before)).toEqual({ lastPassed: null, next: AT });
    expect(await selectScheduleBounds(db, AT)).toEqual({ lastPassed: AT, next: new Date('2026-11-30T12:00:00Z') });
  });

  it('the cached reads end their lifetime at the next scheduled time and use new entries once it passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(AT.getTime() - 90_000));
    const { listPublishedPosts } = await import('./queries');
    expect(slugs(await listPublishedPosts())).toEqual(['newer-news', 'old-news']);
    const waiting = cacheCalls.at(-1)!;
    expect(waiting.options).toEqual({ tags: ['posts', 'lifetime:hard', `lifetime:until:${AT.getTime()}`], revalidate: 90 });

    vi.resetModules(); // a new request (React's per-request memo starts empty)
    vi.setSystemTime(new Date(AT.getTime() + 5_000));
    const fresh = await import('./queries');
    expect(slugs(await fresh.listPublishedPosts())).toEqual(['launch-day', 'newer-news', 'old-news']);
    const live = cacheCalls.at(-1)!;
    expect(live.keyParts).not.toEqual(waiting.keyParts);
    // Next one: a week later, in seconds.
    expect(live.options.revalidate).toBe(7 * 24 * 3600 - 5);
    expect(live.options.tags).toContain(`lifetime:until:${new Date('2026-11-30T12:00:00Z').getTime()}`);
  });

  it('changes nothing in the cache options when no post is scheduled', async () => {
    const db = t.handle.db;
    await executeRows(db, sql`update blog_posts set status = 'draft' where status = 'scheduled'`);
    try {
      vi.resetModules();
      const { listPublishedPosts, getPublishedPost } = await import('./queries');
      await listPublishedPosts();
      await getPublishedPost('old-news');
      expect(cacheCalls.map((c) => c.options)).toEqual([{ tags: ['posts'] }, { tags: ['post:old-news'] }]);
    } finally {
      await executeRows(db, sql`update blog_posts set status = 'scheduled' where slug in ('launch-day', 'next-week')`);
    }
  });
});

describe('the status constraint', () => {
  it("accepts 'scheduled' and still refuses an unknown status", async () => {
    const db = t.handle.db;
    await executeRows(db, sql`update blog_posts set status = 'scheduled' where id = ${ids.later}::uuid`);
    await expect(executeRows(db, sql`update blog_posts set status = 'pending' where id = ${ids.later}::uuid`)).rejects.toThrow();
  });
});
