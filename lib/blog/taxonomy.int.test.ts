import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { listBlogTaxonomy } from './admin/admin-queries';
import { insertTestCategory, insertTestPost, insertTestTag } from './test-fixtures';
import { deleteTaxonomy, mergeTags, saveTaxonomy } from './taxonomy';
import { listTaxonomyWithCounts } from './taxonomy-queries';
import { taxonomyFormSchema } from './taxonomy-schema';

// Blog category and tag writes on the lane's engine, each with its audit entry.

let t: TestDatabase;
const q = <T = Record<string, unknown>>(text: string) => t.handle.runner.query<T>(text);
const owner = { userId: null, email: 'owner@example.com' };
const form = (input: Record<string, string>) => taxonomyFormSchema.parse(input);
let news: string;
let packaging: string;
let eco: string;
let green: string;

beforeEach(async () => {
  t = await createTestDatabase();
  news = await insertTestCategory(t.handle.db, 'News', '#FF0000');
  eco = await insertTestTag(t.handle.db, 'Eco');
  green = await insertTestTag(t.handle.db, 'Green');
  packaging = await insertTestTag(t.handle.db, 'Packaging');
  await insertTestPost(t.handle.db, { slug: 'a', categoryIds: [news], tagIds: [eco, green] });
  await insertTestPost(t.handle.db, { slug: 'b', tagIds: [eco] });
  await insertTestPost(t.handle.db, { slug: 'c', categoryIds: [news], tagIds: [green, packaging] });
});
afterEach(async () => t.cleanup());

const links = () =>
  q<{ slug: string; tag: string }>(
    `select p.slug, g.slug as tag from blog_post_tags l join blog_posts p on p.id = l.blog_post_id join blog_tags g on g.id = l.tag_id order by 1, 2`,
  );

describe('blog taxonomy writes', () => {
  it('creates a tag and a category with translations; the editor’s list has them at once', async () => {
    const tag = await withActor(owner, () => saveTaxonomy(form({ kind: 'tag', name: 'Gift', slug: 'gift', nameZh: '礼品' })));
    expect(tag).toMatchObject({ status: 'saved', postSlugs: [] });
    const cat = await saveTaxonomy(form({ kind: 'category', name: 'Guides', slug: 'guides', color: '#00aa00', nameId: 'Panduan' }));
    expect(cat.status).toBe('saved');
    const editor = await listBlogTaxonomy();
    expect(editor.tags.map((x) => x.name)).toContain('Gift');
    expect(editor.categories.find((c) => c.name === 'Guides')).toMatchObject({ color: '#00AA00' });
    const { tags, categories } = await listTaxonomyWithCounts();
    expect(tags.find((x) => x.slug === 'gift')).toMatchObject({ nameZh: '礼品', nameId: '', postCount: 0 });
    expect(categories.find((x) => x.slug === 'guides')).toMatchObject({ nameId: 'Panduan' });
    expect(await q(`select action, target_type, actor_email from audit_log order by id`)).toEqual([
      { action: 'taxonomy.create', target_type: 'blogTag', actor_email: 'owner@example.com' },
      { action: 'taxonomy.create', target_type: 'blogCategory', actor_email: 'system' },
    ]);
  });

  it('slugs are unique per kind, and follow the post slug rule', async () => {
    expect(await saveTaxonomy(form({ kind: 'tag', name: 'Eco 2', slug: 'eco' }))).toEqual({ status: 'slugTaken' });
    // A category may share a tag's slug: they live at different addresses.
    expect((await saveTaxonomy(form({ kind: 'category', name: 'Eco', slug: 'eco' }))).status).toBe('saved');
    expect(taxonomyFormSchema.safeParse({ kind: 'tag', name: 'X', slug: 'Bad Slug' }).success).toBe(false);
  });

  it('renames and recolours a category: returns the posts to refresh, audits the changes', async () => {
    const result = await saveTaxonomy(
      form({ kind: 'category', id: news, name: 'Company news', slug: 'company-news', color: '#123456', nameZh: '公司新闻' }),
    );
    expect(result).toEqual({ status: 'saved', id: news, postSlugs: ['a', 'c'] });
    const [entry] = await q<{ changes: Record<string, unknown> }>(`select changes from audit_log where action = 'taxonomy.update'`);
    expect(entry!.changes).toEqual({
      name: ['News', 'Company news'],
      slug: ['news', 'company-news'],
      color: ['#FF0000', '#123456'],
      nameZh: [null, '公司新闻'],
    });
    expect(await saveTaxonomy(form({ kind: 'category', id: eco, name: 'X', slug: 'x' }))).toEqual({ status: 'notFound' });
  });

  it('deletes a tag: its posts lose it and keep the rest; the count is what the dialog showed', async () => {
    expect((await listTaxonomyWithCounts()).tags.find((x) => x.id === eco)?.postCount).toBe(2);
    expect(await deleteTaxonomy('tag', eco)).toEqual({ status: 'deleted', detached: 2, postSlugs: ['a', 'b'] });
    expect(await links()).toEqual([
      { slug: 'a', tag: 'green' },
      { slug: 'c', tag: 'green' },
      { slug: 'c', tag: 'packaging' },
    ]);
    expect(await q(`select count(*)::int as n from blog_posts`)).toEqual([{ n: 3 }]);
    expect(await deleteTaxonomy('tag', eco)).toEqual({ status: 'notFound' });
    expect(await deleteTaxonomy('category', news)).toMatchObject({ status: 'deleted', detached: 2 });
  });

  it('merges two tags: every post of the first gets the second once, the first goes with its translations', async () => {
    await saveTaxonomy(form({ kind: 'tag', id: eco, name: 'Eco', slug: 'eco', nameZh: '环保' }));
    const result = await withActor(owner, () => mergeTags(eco, green));
    expect(result).toEqual({ status: 'merged', moved: 2, postSlugs: ['a', 'b'] });
    expect(await links()).toEqual([
      { slug: 'a', tag: 'green' },
      { slug: 'b', tag: 'green' },
      { slug: 'c', tag: 'green' },
      { slug: 'c', tag: 'packaging' },
    ]);
    expect(await q(`select * from blog_tag_translations`)).toEqual([]);
    const [entry] = await q<{ detail: unknown }>(`select detail from audit_log where action = 'taxonomy.merge'`);
    expect(entry!.detail).toEqual({ from: 'Eco', fromId: eco, fromSlug: 'eco', into: 'Green', posts: 2 });
    expect(await mergeTags(eco, green)).toEqual({ status: 'notFound' });
  });

  it('two opposite merges at once: one wins, the other finds its tag gone; no post loses its tags', async () => {
    const results = await Promise.all([mergeTags(eco, green), mergeTags(green, eco)]);
    expect(results.map((r) => r.status).sort()).toEqual(['merged', 'notFound']);
    const left = await links();
    expect(new Set(left.map((l) => l.slug))).toEqual(new Set(['a', 'b', 'c']));
    expect(left.filter((l) => l.tag === 'eco' || l.tag === 'green')).toHaveLength(3);
  });
});
