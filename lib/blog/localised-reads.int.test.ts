import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { blogCategoryTranslations, blogContentBlockTranslations, blogPostTranslations, blogTagTranslations } from '@/lib/db/schema';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts } from './post-reads';
import { selectPostSlugTarget, selectPublishedPostVersions } from './post-slugs';
import { toPostCard } from './format';
import { filterPosts } from './search';
import { postSitemapEntries } from './sitemap-entries';
import { insertTestCategory, insertTestPost, insertTestTag } from './test-fixtures';

// On the real database (PGlite): the public reads in a locale, per-field and per-block
// fallback, which slug names which post, and which language versions a post has.

type CacheCall = { keyParts: string[]; options: { tags?: string[]; revalidate?: number } };
const cacheCalls = vi.hoisted(() => [] as CacheCall[]);
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: CacheCall['options']) => () => {
    cacheCalls.push({ keyParts, options });
    return fn();
  },
  updateTag: () => {},
  revalidateTag: () => {},
}));

let t: TestDatabase;
const ids: Record<string, string> = {};
const now = new Date('2026-11-23T12:00:00Z');

const BLOCKS = [
  { type: 'heading', content: { content: 'Why boxes', level: 2 } },
  { type: 'text', content: { content: 'A magnetic gift box keeps its shape.' } },
  { type: 'divider', content: { style: 'solid' } },
  { type: 'list', content: { items: ['rigid', 'foldable'], listType: 'bullet' } },
];

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.handle.db;
  const tips = await insertTestCategory(db, 'Tips');
  const news = await insertTestCategory(db, 'News');
  const eco = await insertTestTag(db, 'Eco');
  ids.full = await insertTestPost(db, {
    slug: 'gift-boxes',
    title: 'Gift boxes',
    excerpt: 'All about gift boxes',
    publishedAt: new Date('2026-03-01T00:00:00Z'),
    categoryIds: [tips, news],
    tagIds: [eco],
    blocks: BLOCKS,
  });
  ids.partial = await insertTestPost(db, {
    slug: 'paper-bags',
    title: 'Paper bags',
    publishedAt: new Date('2026-02-01T00:00:00Z'),
    blocks: BLOCKS,
  });
  ids.draft = await insertTestPost(db, { slug: 'secret-draft', status: 'draft', publishedAt: null });
  await db.insert(blogCategoryTranslations).values({ categoryId: tips, locale: 'zh-CN', name: '技巧' });
  await db.insert(blogTagTranslations).values({ tagId: eco, locale: 'zh-CN', name: '环保' });
  await db.insert(blogPostTranslations).values([
    {
      blogPostId: ids.full,
      locale: 'zh-CN',
      title: '磁吸礼盒指南',
      slug: 'cixi-lihe',
      excerpt: '关于礼盒',
      metaTitle: '礼盒',
      featuredImageAlt: '礼盒',
    },
    // Indonesian: title and slug only, every block missing.
    { blogPostId: ids.full, locale: 'id', title: 'Kotak hadiah', slug: 'kotak-hadiah', excerpt: '  ' },
    { blogPostId: ids.partial, locale: 'zh-CN', title: '纸袋', slug: 'zhidai' },
    { blogPostId: ids.draft, locale: 'zh-CN', title: '草稿', slug: 'caogao' },
  ]);
  const zhBlocks = (postId: string, skipSort?: number) =>
    [
      { sortOrder: 0, blockType: 'heading', content: { content: '为什么选盒子' } },
      { sortOrder: 1, blockType: 'text', content: { content: '磁吸礼盒保持形状。' } },
      { sortOrder: 3, blockType: 'list', content: { items: ['硬盒', '折叠盒'] } },
    ]
      .filter((b) => b.sortOrder !== skipSort)
      .map((b) => ({ ...b, blogPostId: postId, locale: 'zh-CN' as const }));
  await db.insert(blogContentBlockTranslations).values([...zhBlocks(ids.full), ...zhBlocks(ids.partial, 1)]);
});

afterAll(async () => {
  await t?.cleanup();
});

afterEach(() => {
  cacheCalls.length = 0;
});

describe('an article read in a locale', () => {
  it('shows every field and block in Chinese when translated, with its slug and both versions', async () => {
    const post = (await selectPublishedPostBySlug(t.handle.db, 'gift-boxes', now, 'zh-CN'))!;
    expect(post).toMatchObject({
      title: '磁吸礼盒指南',
      slug: 'cixi-lihe',
      defaultSlug: 'gift-boxes',
      excerpt: '关于礼盒',
      metaTitle: '礼盒',
    });
    expect(post.lang).toMatchObject({ title: 'zh-CN', excerpt: 'zh-CN', metaTitle: 'zh-CN', metaDescription: 'en' });
    expect(post.blocks.map((b) => b.lang)).toEqual([undefined, undefined, undefined, undefined]);
    // Words saved before the rich editor are plain text: the format says so explicitly.
    expect(post.blocks[1]!.content).toEqual({ content: '磁吸礼盒保持形状。', format: 'plain' });
    expect(post.blocks[0]!.content).toEqual({ content: '为什么选盒子', level: 2 });
    expect(post.categories.map((c) => [c.name, c.lang])).toEqual([
      ['News', 'en'],
      ['技巧', undefined],
    ]);
    expect(post.tags.map((x) => x.name)).toEqual(['环保']);
    expect(post.versions).toEqual([
      { locale: 'en', slug: 'gift-boxes' },
      { locale: 'zh-CN', slug: 'cixi-lihe' },
    ]);
  });

  it('falls back per field and per block (a blank translation counts as missing)', async () => {
    const id = (await selectPublishedPostBySlug(t.handle.db, 'gift-boxes', now, 'id'))!;
    expect(id).toMatchObject({ title: 'Kotak hadiah', slug: 'kotak-hadiah', excerpt: 'All about gift boxes' });
    expect(id.lang).toMatchObject({ title: 'id', excerpt: 'en' });
    // The divider has no words: never a fallback.
    expect(id.blocks.map((b) => b.lang)).toEqual(['en', 'en', undefined, 'en']);

    const partial = (await selectPublishedPostBySlug(t.handle.db, 'paper-bags', now, 'zh-CN'))!;
    expect(partial.title).toBe('纸袋');
    expect(partial.blocks.map((b) => b.lang)).toEqual([undefined, 'en', undefined, undefined]);
    expect(partial.blocks[1]!.content).toEqual({ content: 'A magnetic gift box keeps its shape.' });
    expect(partial.versions).toEqual([{ locale: 'en', slug: 'paper-bags' }]);
  });

  it('reads English unchanged in the default language', async () => {
    const en = (await selectPublishedPostBySlug(t.handle.db, 'gift-boxes', now))!;
    expect(en).toMatchObject({ title: 'Gift boxes', slug: 'gift-boxes' });
    expect(en.blocks.every((b) => b.lang === undefined)).toBe(true);
    expect(en.tags.map((x) => x.name)).toEqual(['Eco']);
  });
});

describe('which post a slug names', () => {
  const target = (slug: string, locale: 'en' | 'id' | 'zh-CN') => selectPostSlugTarget(t.handle.db, slug, locale, now);

  it("gives the locale's own slug, whichever slug was asked", async () => {
    expect(await target('cixi-lihe', 'zh-CN')).toEqual({ id: ids.full, defaultSlug: 'gift-boxes', slug: 'cixi-lihe' });
    expect((await target('gift-boxes', 'zh-CN'))?.slug).toBe('cixi-lihe');
    expect((await target('kotak-hadiah', 'zh-CN'))?.slug).toBe('cixi-lihe');
    expect((await target('cixi-lihe', 'id'))?.slug).toBe('kotak-hadiah');
    expect((await target('cixi-lihe', 'en'))?.slug).toBe('gift-boxes');
    expect((await target('gift-boxes', 'en'))?.slug).toBe('gift-boxes');
  });

  it('finds nothing for a draft (by its translated slug too) or an unknown slug', async () => {
    expect(await target('caogao', 'zh-CN')).toBeNull();
    expect(await target('secret-draft', 'en')).toBeNull();
    expect(await target('nope', 'zh-CN')).toBeNull();
  });

  it('the cached reads: keyed by locale, and the article carries its English slug tags', async () => {
    const { resolvePostSlug, getPublishedPost } = await import('./queries');
    const found = (await resolvePostSlug('cixi-lihe', 'zh-CN'))!;
    await getPublishedPost(found.defaultSlug, 'zh-CN');
    const [slugRead, postRead] = cacheCalls.slice(-2);
    expect(slugRead!.keyParts).toContain('zh-CN');
    expect(slugRead!.options.tags).toEqual(
      expect.arrayContaining(['post:cixi-lihe', 'post:cixi-lihe@zh-CN', 'posts', 'blog-translations@zh-CN', 'blog-translations']),
    );
    expect(postRead!.keyParts).toEqual(expect.arrayContaining(['zh-CN', 'gift-boxes']));
    expect(postRead!.options.tags).toEqual(['post:gift-boxes', 'post:gift-boxes@zh-CN']);
  });
});

describe('lists, search and the sitemap in a locale', () => {
  it('lists the locale text and slugs; Chinese substring search finds a post', async () => {
    const summaries = await selectPublishedPostSummaries(t.handle.db, now, 'zh-CN');
    expect(summaries.map((p) => [p.slug, p.title])).toEqual([
      ['cixi-lihe', '磁吸礼盒指南'],
      ['zhidai', '纸袋'],
    ]);
    const cards = summaries.map((p) => toPostCard(p, 'zh-CN'));
    expect(filterPosts(cards, { q: '礼盒', category: '' }).map((p) => p.slug)).toEqual(['cixi-lihe']);
    // The untranslated excerpt falls back and says so.
    expect(cards[1]).toMatchObject({ excerpt: 'About paper-bags', excerptLang: 'en' });
    expect(cards[1]!.titleLang).toBeUndefined();
    const related = await selectRelatedPosts(t.handle.db, ids.partial!, 3, now, 'id');
    expect(related.map((p) => p.slug)).toEqual(['kotak-hadiah']);
  });

  it('lists an article under a locale only where it is translated, with that locale slug', async () => {
    const versions = await selectPublishedPostVersions(t.handle.db, now);
    expect(versions.map((p) => p.versions.map((v) => `${v.locale}:${v.slug}`))).toEqual([
      ['en:gift-boxes', 'zh-CN:cixi-lihe'],
      ['en:paper-bags'],
    ]);
    const entries = postSitemapEntries('https://x.test', versions[0]!.versions);
    expect(entries.map((e) => e.url)).toEqual(['https://x.test/blog/gift-boxes', 'https://x.test/zh-CN/blog/cixi-lihe']);
    // The Chinese row was saved after the post: its entry's lastmod says so, the English one does not.
    expect(entries[0]!.lastModified).toBe(versions[0]!.updatedAt);
    expect(entries[1]!.lastModified! > versions[0]!.updatedAt).toBe(true);
    expect(entries[1]!.alternates?.languages).toEqual({
      en: 'https://x.test/blog/gift-boxes',
      'zh-CN': 'https://x.test/zh-CN/blog/cixi-lihe',
      'x-default': 'https://x.test/blog/gift-boxes',
    });
  });
});
