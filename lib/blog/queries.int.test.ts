import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts } from './post-reads';
import { filterPosts, paginatePosts } from './search';
import { insertTestCategory, insertTestPost, insertTestTag } from './test-fixtures';

let t: TestDatabase;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  const tips = await insertTestCategory(db, 'Tips', '#10B981');
  const news = await insertTestCategory(db, 'Berita', '#EF4444');
  const eco = await insertTestTag(db, 'Eco');
  const box = await insertTestTag(db, 'Box');
  // 14 published posts, one a day in January; the third and the ninth featured.
  for (let day = 1; day <= 14; day++) {
    const slug = `published-${String(day).padStart(2, '0')}`;
    ids[slug] = await insertTestPost(db, {
      slug,
      title: `Published ${day}`,
      publishedAt: new Date(Date.UTC(2026, 0, day)),
      isFeatured: day === 3 || day === 9,
      author: day === 5 ? 'Siti Rahma' : 'Tim Redaksi',
      categoryIds: day % 2 === 0 ? [tips, news] : [tips],
    });
  }
  ids.draft = await insertTestPost(db, { slug: 'a-draft', status: 'draft', publishedAt: null });
  ids.archived = await insertTestPost(db, { slug: 'old-archived', status: 'archived', publishedAt: new Date(Date.UTC(2026, 1, 1)) });
  ids.full = await insertTestPost(db, {
    slug: 'full-article',
    title: 'Full article',
    publishedAt: new Date(Date.UTC(2025, 11, 1)),
    categoryIds: [news, tips],
    tagIds: [eco, box],
    blocks: [
      { type: 'heading', content: { content: 'Intro heading', level: 2 } },
      { type: 'text', content: { content: 'one two three four' } },
      { type: 'video', content: { src: 'x' } },
      { type: 'list', content: { items: ['a', 'b'], listType: 'numbered' } },
    ],
  });
});

afterAll(async () => {
  await t?.cleanup();
});

describe('published post list', () => {
  it('returns only published posts, newest published_at first, with categories and no blocks', async () => {
    const posts = await selectPublishedPostSummaries(t.handle.db);
    expect(posts).toHaveLength(15);
    expect(posts.map((p) => p.slug)).not.toContain('a-draft');
    expect(posts.map((p) => p.slug)).not.toContain('old-archived');
    expect(posts[0]!.slug).toBe('published-14');
    expect(posts.at(-1)!.slug).toBe('full-article');
    const dates = posts.map((p) => p.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts[0]!.categories.map((c) => c.name)).toEqual(['Berita', 'Tips']);
    expect(posts[0]).not.toHaveProperty('blocks');
    expect(typeof posts[0]!.publishedAt).toBe('string');
  });

  it('runs as one statement', async () => {
    const before = t.handle.stats.queries;
    await selectPublishedPostSummaries(t.handle.db);
    expect(t.handle.stats.queries - before).toBe(1);
  });

  it('pages by 12 and filters by search and category', async () => {
    const posts = await selectPublishedPostSummaries(t.handle.db);
    const p1 = paginatePosts(posts, 1);
    expect(p1.totalPages).toBe(2);
    expect(p1.featured?.slug).toBe('published-09');
    expect(p1.cards).toHaveLength(11);
    expect(paginatePosts(posts, 2).cards).toHaveLength(14);
    expect(filterPosts(posts, { q: 'siti', category: '' }).map((p) => p.slug)).toEqual(['published-05']);
    expect(filterPosts(posts, { q: '', category: 'berita' })).toHaveLength(8);
  });
});

describe('article by slug', () => {
  it('loads post, ordered blocks, categories and tags in one statement', async () => {
    const before = t.handle.stats.queries;
    const post = await selectPublishedPostBySlug(t.handle.db, 'full-article');
    expect(t.handle.stats.queries - before).toBe(1);
    expect(post).not.toBeNull();
    expect(post!.blocks.map((b) => b.type)).toEqual(['heading', 'text', 'video', 'list']);
    expect(post!.blocks.map((b) => b.sortOrder)).toEqual([0, 1, 2, 3]);
    expect(post!.blocks[3]!.content).toEqual({ items: ['a', 'b'], listType: 'numbered' });
    expect(post!.categories.map((c) => c.slug)).toEqual(['berita', 'tips']);
    expect(post!.tags.map((x) => x.name)).toEqual(['Box', 'Eco']);
    expect(post!.wordCount).toBe(6);
    expect(post!.readingMinutes).toBe(1);
  });

  it('hides drafts, archived and missing slugs', async () => {
    expect(await selectPublishedPostBySlug(t.handle.db, 'a-draft')).toBeNull();
    expect(await selectPublishedPostBySlug(t.handle.db, 'old-archived')).toBeNull();
    expect(await selectPublishedPostBySlug(t.handle.db, 'nope')).toBeNull();
  });

  it('gives 3 related published posts, the most in common first, then the newest, never itself', async () => {
    const before = t.handle.stats.queries;
    const related = await selectRelatedPosts(t.handle.db, ids['published-14']!);
    expect(t.handle.stats.queries - before).toBe(1);
    // Even days share both categories with day 14, odd days one: the two-category posts come first.
    expect(related.map((p) => p.slug)).toEqual(['published-12', 'published-10', 'published-08']);
    expect((await selectRelatedPosts(t.handle.db, ids['published-12']!)).map((p) => p.slug)).toEqual([
      'published-14',
      'published-10',
      'published-08',
    ]);
    // An odd day shares one category with every post: the newest come first, as before.
    expect((await selectRelatedPosts(t.handle.db, ids['published-13']!)).map((p) => p.slug)).toEqual([
      'published-14',
      'published-12',
      'published-11',
    ]);
  });

  it('puts a post sharing a tag before newer posts that share less', async () => {
    // Older than every other post, but with full-article's two tags besides its two categories,
    // which the even days share too.
    const twin = await insertTestPost(t.handle.db, {
      slug: 'tagged-twin',
      publishedAt: new Date(Date.UTC(2025, 10, 1)),
      categoryIds: await linkedIds('blog_post_categories', 'category_id', ids.full!),
      tagIds: await linkedIds('blog_post_tags', 'tag_id', ids.full!),
    });
    try {
      const related = await selectRelatedPosts(t.handle.db, ids.full!);
      expect(related[0]!.slug).toBe('tagged-twin');
      expect(related.map((p) => p.slug)).not.toContain('full-article');
    } finally {
      await t.handle.runner.query('delete from blog_posts where id = $1', [twin]);
    }
  });
});

async function linkedIds(table: 'blog_post_tags' | 'blog_post_categories', column: 'tag_id' | 'category_id', postId: string) {
  const rows = await t.handle.runner.query<Record<string, string>>(`select ${column} as id from ${table} where blog_post_id = $1`, [
    postId,
  ]);
  return rows.map((r) => r.id!);
}
