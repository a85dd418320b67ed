import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withActor } from '@/lib/history/actor';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import type { PostSnapshot } from '@/lib/history/contract';
import { diffPosts } from '@/lib/history/diff';
import { listRevisions } from '@/lib/history/revision-queries';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { restorePostRevision } from './restore-post';
import { savePostTranslation } from './translation-mutations';
import { validatePostTranslation } from './translation-schema';

// A post's revisions keep its translations (row and blocks, every locale): a translation save is a
// version, the diff names the locale, field and block, a restore brings them back in the same
// transaction and checks their slugs with the one slug rule.

let t: TestDatabase;
let postId: string;
const editor = { userId: 'u-1', email: 'editor@example.com' };
const BLOCKS = [
  { type: 'heading', content: { content: 'Why boxes', level: 2 } },
  { type: 'image', content: { url: '/storage/a.jpg', alt: 'A box', caption: 'Our box' } },
];

beforeEach(async () => {
  t = await createTestDatabase();
  postId = await insertTestPost(t.handle.db, { slug: 'why-boxes', title: 'Why boxes', blocks: BLOCKS });
});
afterEach(async () => t.cleanup());

function words(title: string, slug: string, caption: string) {
  const r = validatePostTranslation({
    title,
    slug,
    excerpt: '',
    metaTitle: '',
    metaDescription: '',
    featuredImageAlt: '',
    blocks: [
      { type: 'heading', content: { content: 'Mengapa kotak' } },
      { type: 'image', content: { alt: 'Sebuah kotak', caption } },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
  return r.data;
}
const rows = () =>
  t.handle.runner.query<Record<string, unknown>>(
    `select t.locale, t.title, t.slug, b.sort_order, b.content from blog_post_translations t
     left join blog_content_block_translations b on b.blog_post_id = t.blog_post_id and b.locale = t.locale order by 1, 4`,
  );
const entity = { type: 'post', id: '' } as { type: 'post'; id: string };

describe('post revisions with translations', () => {
  it('a translation save is a version; the diff names field, block and language', async () => {
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Mengapa kotak', 'mengapa-kotak', 'Kotak kami')));
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Kenapa kotak', 'mengapa-kotak', 'Kotak kita')));
    const [latest, previous, first] = await listRevisions(t.handle.db, { ...entity, id: postId });
    expect(first!.kind).toBe('baseline');
    expect((latest!.snapshot as PostSnapshot).translations?.id?.title).toBe('Kenapa kotak');
    expect(diffPosts(previous!.snapshot as PostSnapshot, latest!.snapshot as PostSnapshot)).toEqual([
      { kind: 'translated', locale: 'id', field: 'title', before: 'Mengapa kotak', after: 'Kenapa kotak' },
      {
        kind: 'translated',
        locale: 'id',
        field: 'block',
        position: 2,
        blockType: 'image',
        blockField: 'caption',
        before: 'Kotak kami',
        after: 'Kotak kita',
      },
    ]);
  });

  it('a restore brings the translations back; a version without them leaves them', async () => {
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Mengapa kotak', 'mengapa-kotak', 'Kotak kami')));
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Kenapa kotak', 'kenapa-kotak', 'Kotak kita')));
    const [, previous, baseline] = await listRevisions(t.handle.db, { ...entity, id: postId });
    expect(await withActor(editor, () => restorePostRevision(postId, previous!.id))).toMatchObject({ ok: true });
    expect(await rows()).toEqual([
      { locale: 'id', title: 'Mengapa kotak', slug: 'mengapa-kotak', sort_order: 0, content: { content: 'Mengapa kotak' } },
      {
        locale: 'id',
        title: 'Mengapa kotak',
        slug: 'mengapa-kotak',
        sort_order: 1,
        content: { alt: 'Sebuah kotak', caption: 'Kotak kami' },
      },
    ]);
    await t.handle.runner.query(`update revisions set snapshot = snapshot - 'translations' where id = ${baseline!.id}`);
    expect(await withActor(editor, () => restorePostRevision(postId, baseline!.id))).toMatchObject({ ok: true });
    expect((await rows()).map((r) => r.title)).toEqual(['Mengapa kotak', 'Mengapa kotak']);
  });

  it("a restore is refused when a kept translated slug is now another post's", async () => {
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Mengapa kotak', 'mengapa-kotak', 'Kotak kami')));
    await withActor(editor, () => savePostTranslation(postId, 'id', words('Kenapa kotak', 'kenapa-kotak', 'Kotak kita')));
    await insertTestPost(t.handle.db, { slug: 'mengapa-kotak' });
    const [, previous] = await listRevisions(t.handle.db, { ...entity, id: postId });
    expect(await withActor(editor, () => restorePostRevision(postId, previous!.id))).toEqual({ ok: false, reason: 'slugTaken' });
    expect((await rows()).map((r) => r.slug)).toEqual(['kenapa-kotak', 'kenapa-kotak']);
  });
});
