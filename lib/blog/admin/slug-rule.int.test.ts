import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withActor } from '@/lib/history/actor';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { isSlugAvailable } from './admin-queries';
import { createPost, SlugTakenError, updatePost } from './mutations';
import { restorePostRevision } from './restore-post';
import { validatePostForm, type PostForm } from './schemas';
import { savePostTranslation } from './translation-mutations';
import { validatePostTranslation } from './translation-schema';
import { listRevisions } from '@/lib/history/revision-queries';

// One slug rule (slug-rule.ts) on all three paths: the editor's save, a translation's save and a
// restore. Post A is "alpha" in English and "alfa" in Indonesian; B must not take either where a
// visitor would land on the wrong post.

let t: TestDatabase;
let a: string;
let b: string;
const editor = { userId: 'u-1', email: 'editor@example.com' };

beforeEach(async () => {
  t = await createTestDatabase();
  a = await insertTestPost(t.handle.db, { slug: 'alpha', title: 'Alpha' });
  b = await insertTestPost(t.handle.db, { slug: 'beta', title: 'Beta' });
  await t.handle.runner.query(
    `insert into blog_post_translations (blog_post_id, locale, title, slug) values ('${a}', 'id', 'Alfa', 'alfa'), ('${a}', 'zh-CN', 'Ā', 'a-zh')`,
  );
});
afterEach(async () => t.cleanup());

function post(slug: string): PostForm {
  const r = validatePostForm({
    title: 'Beta',
    slug,
    author: 'Kemas',
    excerpt: '',
    featuredImageUrl: '',
    featuredImageAlt: '',
    status: 'draft',
    categories: [],
    tags: [],
    metaTitle: '',
    metaDescription: '',
    blocks: [{ id: 'x', type: 'text', content: { content: 'Body' } }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

function translation(slug: string) {
  const r = validatePostTranslation({
    title: 'Judul',
    slug,
    excerpt: '',
    metaTitle: '',
    metaDescription: '',
    featuredImageAlt: '',
    blocks: [],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

const slugs = async () =>
  (await t.handle.runner.query<{ slug: string }>(`select slug from blog_posts where id = '${b}'`)).map((r) => r.slug);

describe('the post slug rule', () => {
  it("the editor's live check and save refuse another post's translated slug (any locale)", async () => {
    expect(await isSlugAvailable('alfa', b)).toBe(false);
    expect(await isSlugAvailable('a-zh', null)).toBe(false);
    expect(await isSlugAvailable('alfa', a)).toBe(true); // a post may reuse its own translated slug
    await expect(withActor(editor, () => updatePost(b, post('alfa')))).rejects.toBeInstanceOf(SlugTakenError);
    await expect(withActor(editor, () => createPost(post('a-zh')))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await slugs()).toEqual(['beta']);
    expect((await withActor(editor, () => updatePost(b, post('beta-two'))))?.slug).toBe('beta-two');
  });

  it("a translation's save refuses another post's English slug and its slug in the same locale", async () => {
    expect(await savePostTranslation(b, 'id', translation('alpha'))).toEqual({ status: 'slugTaken' });
    expect(await savePostTranslation(b, 'id', translation('alfa'))).toEqual({ status: 'slugTaken' });
    // Another locale's translated slug is no clash: each locale resolves its own slugs first.
    expect(await savePostTranslation(b, 'zh-CN', translation('alfa'))).toMatchObject({ status: 'saved', slug: 'alfa' });
    // The post's own English slug is fine for its translation.
    expect(await savePostTranslation(b, 'id', translation('beta'))).toMatchObject({ status: 'saved', slug: 'beta' });
  });

  it("a restore refuses an English slug that is now another post's translated slug, changing nothing", async () => {
    await withActor(editor, () => updatePost(b, post('gamma')));
    await withActor(editor, () => updatePost(b, post('delta')));
    const [, first] = await listRevisions(t.handle.db, { type: 'post', id: b });
    await t.handle.runner.query(`update blog_post_translations set slug = 'gamma' where blog_post_id = '${a}' and locale = 'id'`);
    const revisions = (await listRevisions(t.handle.db, { type: 'post', id: b })).length;
    expect(await withActor(editor, () => restorePostRevision(b, first!.id))).toEqual({ ok: false, reason: 'slugTaken' });
    expect(await slugs()).toEqual(['delta']);
    expect((await listRevisions(t.handle.db, { type: 'post', id: b })).length).toBe(revisions);
  });
});
