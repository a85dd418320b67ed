import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestCategory, insertTestPost, insertTestTag } from '../test-fixtures';
import { getBlogStats, getPostCopyForEditor, getPostForEditor, isSlugAvailable, listAdminPosts, parsePostFilters } from './admin-queries';
import { createPost, deletePost, setPostArchived, SlugTakenError, updatePost } from './mutations';
import { validatePostForm, type PostForm, type PostFormInput } from './schemas';

let t: TestDatabase;
let cat: string;
let tag: string;
beforeEach(async () => {
  t = await createTestDatabase();
  cat = await insertTestCategory(t.handle.db, 'Guides', '#10B981');
  tag = await insertTestTag(t.handle.db, 'Boxes');
});
afterEach(async () => t.cleanup());

function form(over: Partial<PostFormInput> = {}): PostForm {
  const r = validatePostForm({
    title: 'Choosing a hardbox',
    slug: 'choosing-a-hardbox',
    author: 'Kemas',
    excerpt: 'Why rigid boxes',
    featuredImageUrl: '',
    featuredImageAlt: '',
    status: 'draft',
    categories: [cat],
    tags: [tag],
    metaTitle: '',
    metaDescription: '',
    blocks: [
      { id: 'a', type: 'heading', content: { content: 'Intro', level: 3 } },
      { id: 'b', type: 'text', content: { content: '' } },
      { id: 'c', type: 'text', content: { content: 'Hello there world' } },
      { id: 'd', type: 'divider', content: {} },
    ],
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

async function count(table: string): Promise<number> {
  return Number((await t.handle.runner.query<{ n: string }>(`select count(*)::int as n from ${table}`))[0]?.n);
}

describe(`blog admin mutations`, () => {
  it('creates a draft with blocks (empty ones dropped, renumbered), categories and tags; published_at null', async () => {
    const saved = await createPost(form());
    const post = await getPostForEditor(saved.id);
    expect(post?.status).toBe('draft');
    expect(post?.publishedAt).toBeNull();
    expect(post?.form.blocks.map((b) => b.type)).toEqual(['heading', 'text', 'divider']);
    expect(post?.form.blocks[0]?.content).toMatchObject({ content: 'Intro', level: 3, alignment: 'left' });
    expect(post?.form.categories).toEqual([cat]);
    expect(post?.form.tags).toEqual([tag]);
    const orders = await t.handle.runner.query<{ sort_order: number }>('select sort_order from blog_content_blocks order by sort_order');
    expect(orders.map((r) => r.sort_order)).toEqual([0, 1, 2]);
  });

  it('publishing sets published_at; saving again keeps the first publication date; a draft clears it', async () => {
    const first = new Date('2026-02-01T10:00:00Z');
    const saved = await createPost(form({ status: 'published' }), first);
    expect((await getPostForEditor(saved.id))?.publishedAt).toBe(first.toISOString());
    await updatePost(saved.id, form({ status: 'published', title: 'Renamed' }), new Date('2026-03-01T10:00:00Z'));
    const again = await getPostForEditor(saved.id);
    expect(again?.publishedAt).toBe(first.toISOString());
    expect(again?.form.title).toBe('Renamed');
    await updatePost(saved.id, form({ status: 'draft' }));
    expect((await getPostForEditor(saved.id))?.publishedAt).toBeNull();
  });

  it('saves and loads the featured flag; a duplicate starts unfeatured', async () => {
    const saved = await createPost(form({ isFeatured: true, status: 'published' }));
    expect((await getPostForEditor(saved.id))?.form.isFeatured).toBe(true);
    expect((await getPostCopyForEditor(saved.id))?.isFeatured).toBe(false);
    await updatePost(saved.id, form({ isFeatured: false, status: 'published' }));
    expect((await getPostForEditor(saved.id))?.form.isFeatured).toBe(false);
    const plain = await createPost(form({ slug: 'plain' }));
    expect((await getPostForEditor(plain.id))?.form.isFeatured).toBe(false);
  });

  it('update replaces blocks, categories and tags and reports the previous slug', async () => {
    const saved = await createPost(form());
    const cat2 = await insertTestCategory(t.handle.db, 'News');
    const result = await updatePost(
      saved.id,
      form({ slug: 'new-slug', categories: [cat2], tags: [], blocks: [{ id: 'x', type: 'quote', content: { content: 'Q' } }] }),
    );
    expect(result).toMatchObject({ slug: 'new-slug', previousSlug: 'choosing-a-hardbox' });
    const post = await getPostForEditor(saved.id);
    expect(post?.form.blocks.map((b) => b.type)).toEqual(['quote']);
    expect(post?.form.categories).toEqual([cat2]);
    expect(post?.form.tags).toEqual([]);
    expect(await updatePost('00000000-0000-4000-8000-000000000000', form())).toBeNull();
  });

  it('a failure half way through a create leaves nothing behind', async () => {
    const missingTag = '00000000-0000-4000-8000-000000000001';
    await expect(createPost(form({ tags: [missingTag] }))).rejects.toThrow();
    expect(await count('blog_posts')).toBe(0);
    expect(await count('blog_content_blocks')).toBe(0);
    expect(await count('blog_post_categories')).toBe(0);
  });

  it('a failure half way through an update leaves the post as it was', async () => {
    const saved = await createPost(form());
    const missingTag = '00000000-0000-4000-8000-000000000001';
    await expect(updatePost(saved.id, form({ title: 'Changed', tags: [missingTag], blocks: [] }))).rejects.toThrow();
    const post = await getPostForEditor(saved.id);
    expect(post?.form.title).toBe('Choosing a hardbox');
    expect(post?.form.blocks).toHaveLength(3);
    expect(post?.form.categories).toEqual([cat]);
    expect(post?.form.tags).toEqual([tag]);
  });

  it('two saves racing for one slug: one wins, the other gets SlugTakenError', async () => {
    const results = await Promise.allSettled([createPost(form()), createPost(form({ title: 'Other' }))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(SlugTakenError);
    const other = await createPost(form({ slug: 'other' }));
    await expect(updatePost(other.id, form({ slug: 'choosing-a-hardbox' }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await count('blog_posts')).toBe(2);
  });

  it('slug availability ignores the post being edited', async () => {
    const saved = await createPost(form());
    expect(await isSlugAvailable('choosing-a-hardbox')).toBe(false);
    expect(await isSlugAvailable('choosing-a-hardbox', saved.id)).toBe(true);
    expect(await isSlugAvailable('free-slug')).toBe(true);
  });

  it('duplicate: the create screen gets a copy with " (Copy)" and "-copy"', async () => {
    const saved = await createPost(form({ status: 'published' }));
    const copy = await getPostCopyForEditor(saved.id);
    expect(copy?.title).toBe('Choosing a hardbox (Copy)');
    expect(copy?.slug).toBe('choosing-a-hardbox-copy');
    expect(copy?.blocks).toHaveLength(3);
    expect(copy?.categories).toEqual([cat]);
    const dup = await createPost(form({ ...copy!, status: 'draft' } as PostFormInput));
    expect(dup.slug).toBe('choosing-a-hardbox-copy');
    expect(await count('blog_posts')).toBe(2);
  });

  it('archive hides, unarchive restores published (date kept) or draft', async () => {
    const when = new Date('2026-01-05T00:00:00Z');
    const published = await createPost(form({ status: 'published' }), when);
    expect((await setPostArchived(published.id, true))?.status).toBe('archived');
    expect((await getPostForEditor(published.id))?.publishedAt).toBe(when.toISOString());
    expect((await setPostArchived(published.id, false))?.status).toBe('published');
    expect((await getPostForEditor(published.id))?.publishedAt).toBe(when.toISOString());
    const draft = await createPost(form({ slug: 'a-draft' }));
    await setPostArchived(draft.id, true);
    expect((await setPostArchived(draft.id, false))?.status).toBe('draft');
  });

  it('delete removes the post with its blocks and links', async () => {
    const saved = await createPost(form());
    expect(await deletePost(saved.id)).toEqual({ slug: 'choosing-a-hardbox' });
    expect(await count('blog_posts')).toBe(0);
    expect(await count('blog_content_blocks')).toBe(0);
    expect(await count('blog_post_tags')).toBe(0);
    expect(await deletePost(saved.id)).toBeNull();
  });
});

describe('admin reads', () => {
  it('stats in one statement', async () => {
    await insertTestPost(t.handle.db, { slug: 'p1' });
    await insertTestPost(t.handle.db, { slug: 'd1', status: 'draft', publishedAt: null });
    await insertTestPost(t.handle.db, { slug: 'a1', status: 'archived' });
    const before = t.handle.stats.queries;
    expect(await getBlogStats()).toEqual({ totalPosts: 3, publishedPosts: 1, draftPosts: 1, totalCategories: 1 });
    expect(t.handle.stats.queries - before).toBe(1);
  });

  it('filters by title or author, status and category; pages of 10', async () => {
    for (let i = 0; i < 12; i++) {
      await insertTestPost(t.handle.db, {
        slug: `post-${i}`,
        title: `Post ${i}`,
        author: i === 3 ? 'Budi 100%' : 'Tim',
        status: i % 2 ? 'published' : 'draft',
        publishedAt: i % 2 ? new Date(Date.UTC(2026, 0, i + 1)) : null,
        categoryIds: i < 4 ? [cat] : [],
      });
    }
    const page1 = await listAdminPosts(parsePostFilters({}));
    expect(page1).toMatchObject({ total: 12, totalPages: 2, page: 1 });
    expect(page1.posts).toHaveLength(10);
    const page2 = await listAdminPosts(parsePostFilters({ page: '2' }));
    expect(page2.posts).toHaveLength(2);
    expect((await listAdminPosts(parsePostFilters({ page: '9' }))).total).toBe(12);
    expect((await listAdminPosts(parsePostFilters({ q: 'budi 100%' }))).posts.map((p) => p.slug)).toEqual(['post-3']);
    expect((await listAdminPosts(parsePostFilters({ q: 'post 1' }))).total).toBe(3);
    expect((await listAdminPosts(parsePostFilters({ status: 'published' }))).total).toBe(6);
    const byCat = await listAdminPosts(parsePostFilters({ category: cat }));
    expect(byCat.total).toBe(4);
    expect(byCat.posts[0]?.categories).toEqual([{ id: cat, name: 'Guides', color: '#10B981' }]);
    expect(parsePostFilters({ status: 'bogus', category: 'x', missing: 'fr', page: '-3' })).toEqual({
      q: '',
      status: null,
      category: null,
      missing: null,
      page: 1,
    });
  });
});
