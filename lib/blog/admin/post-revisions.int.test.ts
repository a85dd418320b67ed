import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withActor } from '@/lib/history/actor';
import { auditLog, blogCategories } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { getPostForEditor } from '@/lib/blog/admin/admin-queries';
import { createPost, updatePost } from '@/lib/blog/admin/mutations';
import { validatePostForm, type PostForm, type PostFormInput } from '@/lib/blog/admin/schemas';
import { insertTestCategory, insertTestPost, insertTestTag } from '@/lib/blog/test-fixtures';
import type { PostSnapshot } from '@/lib/history/contract';
import { listRevisions } from '@/lib/history/revision-queries';
import { recordRevision } from '@/lib/history/record';
import { restorePostRevision } from './restore-post';

let t: TestDatabase;
let cat: string;
let cat2: string;
let tag: string;
beforeEach(async () => {
  t = await createTestDatabase();
  cat = await insertTestCategory(t.handle.db, 'Guides', '#10B981');
  cat2 = await insertTestCategory(t.handle.db, 'News', '#3B82F6');
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
    status: 'published',
    categories: [cat],
    tags: [tag],
    metaTitle: '',
    metaDescription: '',
    blocks: [
      { id: 'a', type: 'heading', content: { content: 'Intro', level: 3 } },
      { id: 'c', type: 'text', content: { content: 'First version text' } },
    ],
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}

const entity = (id: string) => ({ type: 'post', id }) as const;
const count = async (table: string) =>
  Number((await t.handle.runner.query<{ n: string }>(`select count(*)::int as n from ${table}`))[0]?.n);
const editor = { userId: 'u-1', email: 'editor@example.com' };

describe('post revisions', () => {
  it('each save writes the state it produced, by whom', async () => {
    const saved = await withActor(editor, () => createPost(form()));
    await withActor(editor, () => updatePost(saved.id, form({ title: 'Second title' })));
    const rows = await listRevisions(t.handle.db, entity(saved.id));
    expect(rows.map((r) => [r.kind, (r.snapshot as PostSnapshot).title, r.authorEmail])).toEqual([
      ['update', 'Second title', 'editor@example.com'],
      ['create', 'Choosing a hardbox', 'editor@example.com'],
    ]);
    expect((rows[1]!.snapshot as PostSnapshot).blocks.map((b) => b.content.content)).toEqual(['Intro', 'First version text']);
  });

  it('a post from before revisions gets its before-state as a baseline on its first save', async () => {
    const id = await insertTestPost(t.handle.db, {
      slug: 'old-post',
      title: 'Old title',
      blocks: [{ type: 'text', content: { content: 'Old' } }],
    });
    await updatePost(id, form({ slug: 'old-post' }));
    const rows = await listRevisions(t.handle.db, entity(id));
    expect(rows.map((r) => [r.kind, (r.snapshot as PostSnapshot).title, r.authorEmail])).toEqual([
      ['update', 'Choosing a hardbox', 'system'],
      ['baseline', 'Old title', 'system'],
    ]);
  });

  it('a save that fails at a later step leaves no revision (same transaction)', async () => {
    const saved = await createPost(form());
    await t.handle.runner.exec(`
      create or replace function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$;
      create trigger injected_failure before insert on blog_post_tags for each row execute function injected_failure();`);
    await expect(updatePost(saved.id, form({ title: 'Never saved' }))).rejects.toThrow();
    expect((await listRevisions(t.handle.db, entity(saved.id))).map((r) => r.kind)).toEqual(['create']);
    expect(await count('revisions')).toBe(1);
  });

  it('restore writes back fields, blocks, categories and tags, and is itself a revision with an audit entry', async () => {
    const saved = await createPost(form());
    const [first] = await listRevisions(t.handle.db, entity(saved.id));
    await updatePost(
      saved.id,
      form({
        title: 'Rewritten',
        slug: 'rewritten',
        categories: [cat2],
        tags: [],
        blocks: [{ id: 'z', type: 'text', content: { content: 'New text' } }],
      }),
    );
    const outcome = await withActor(editor, () => restorePostRevision(saved.id, first!.id));
    expect(outcome).toEqual({ ok: true, slug: 'choosing-a-hardbox', previousSlug: 'rewritten', droppedCategories: 0, droppedTags: 0 });
    const post = await getPostForEditor(saved.id);
    expect(post?.form.title).toBe('Choosing a hardbox');
    expect(post?.form.slug).toBe('choosing-a-hardbox');
    expect(post?.form.blocks.map((b) => b.content.content)).toEqual(['Intro', 'First version text']);
    expect(post?.form.categories).toEqual([cat]);
    expect(post?.form.tags).toEqual([tag]);
    const rows = await listRevisions(t.handle.db, entity(saved.id));
    expect(rows[0]).toMatchObject({ kind: 'restore', restoredFrom: first!.id, authorEmail: 'editor@example.com' });
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'post.restore'));
    expect(audit.map((a) => [a.targetId, a.actorEmail])).toEqual([[saved.id, 'editor@example.com']]);
  });

  it('refuses, changing nothing, when the old slug now belongs to another post', async () => {
    const saved = await createPost(form());
    const [first] = await listRevisions(t.handle.db, entity(saved.id));
    await updatePost(saved.id, form({ slug: 'renamed', title: 'Renamed' }));
    await insertTestPost(t.handle.db, { slug: 'choosing-a-hardbox', title: 'Other' });
    const before = await count('revisions');
    expect(await restorePostRevision(saved.id, first!.id)).toEqual({ ok: false, reason: 'slugTaken' });
    expect((await getPostForEditor(saved.id))?.form.title).toBe('Renamed');
    expect(await count('revisions')).toBe(before);
  });

  it('leaves out a category deleted since, and says so', async () => {
    const saved = await createPost(form({ categories: [cat, cat2] }));
    const [first] = await listRevisions(t.handle.db, entity(saved.id));
    await updatePost(saved.id, form({ categories: [] }));
    await t.handle.db.delete(blogCategories).where(eq(blogCategories.id, cat2));
    expect(await restorePostRevision(saved.id, first!.id)).toMatchObject({ ok: true, droppedCategories: 1 });
    expect((await getPostForEditor(saved.id))?.form.categories).toEqual([cat]);
  });

  it('refuses a revision of another post', async () => {
    const a = await createPost(form());
    const b = await createPost(form({ slug: 'other-post' }));
    const [revOfB] = await listRevisions(t.handle.db, entity(b.id));
    expect(await restorePostRevision(a.id, revOfB!.id)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('keeps the newest N per post', async () => {
    const saved = await createPost(form());
    for (let i = 1; i <= 4; i++) {
      await t.handle.db.transaction(async (tx) => recordRevision(tx, entity(saved.id), 'update', { keep: 3 }));
    }
    const rows = await listRevisions(t.handle.db, entity(saved.id));
    expect(rows.map((r) => r.kind)).toEqual(['update', 'update', 'update']);
  });

  it('deleting the post deletes its revisions', async () => {
    const saved = await createPost(form());
    await t.handle.runner.exec(`delete from blog_posts where id = '${saved.id}'`);
    expect(await count('revisions')).toBe(0);
  });
});
