import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { jar, revalidated } from '@/tests/next-stubs/state';

// Saving one locale's words of a post (lib/blog/admin/translation-actions.ts) on a real
// database: the session is re-checked, only that locale's rows change, bad input changes nothing.

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { insertTestPost } = await import('@/lib/blog/test-fixtures');
const { savePostTranslationAction } = await import('./translation-actions');
const { guardOf } = await import('@/lib/actions/define-action');

let t: TestDatabase;
let adminToken: string;
let plainToken: string;
let postId: string;
let otherId: string;

const ENGLISH_BLOCKS = [
  { type: 'heading', content: { content: 'Why boxes', level: 2 } },
  { type: 'image', content: { url: '/storage/a.jpg', alt: 'A box', caption: '' } },
  { type: 'divider', content: { style: 'solid' } },
  { type: 'list', content: { items: ['One', 'Two'], listType: 'bullet' } },
];
const blankBlocks = () => ENGLISH_BLOCKS.map((b) => ({ type: b.type, content: {} }));
const form = (over: Record<string, unknown> = {}) => ({
  title: 'Mengapa kotak',
  slug: 'mengapa-kotak',
  excerpt: 'Ringkasan',
  metaTitle: '',
  metaDescription: '',
  featuredImageAlt: '',
  blocks: [
    { type: 'heading', content: { content: 'Mengapa kotak', level: 4 } },
    { type: 'image', content: { alt: 'Sebuah kotak', url: 'https://evil.example/x.jpg' } },
    { type: 'divider', content: {} },
    { type: 'list', content: { items: ['Satu', 'Dua'] } },
  ],
  ...over,
});

async function state() {
  const q = (text: string) => t.handle.runner.query<Record<string, unknown>>(text);
  return {
    posts: await q('select id, slug, title, excerpt, updated_at from blog_posts order by slug'),
    blocks: await q('select blog_post_id, sort_order, block_type, content from blog_content_blocks order by blog_post_id, sort_order'),
    tr: await q('select blog_post_id, locale, title, slug, excerpt, updated_at from blog_post_translations order by blog_post_id, locale'),
    trBlocks: await q('select blog_post_id, locale, sort_order, block_type, content from blog_content_block_translations order by 1, 2, 3'),
    audit: await q(`select action, detail, changes from audit_log where action = 'post.translate' order by id`),
  };
}
const save = (input: Record<string, unknown>) => savePostTranslationAction('en', input as never);

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  const editor = (await upsertAccount(t.handle.db, 'editor@example.com', 'editor12345', 'catalogue')).account;
  adminToken = await sessionTokenFor(t.handle.db, admin, process.env.SESSION_SECRET!);
  plainToken = await sessionTokenFor(t.handle.db, editor, process.env.SESSION_SECRET!);
  postId = await insertTestPost(t.handle.db, { slug: 'why-boxes', title: 'Why boxes', blocks: ENGLISH_BLOCKS });
  otherId = await insertTestPost(t.handle.db, {
    slug: 'other-post',
    title: 'Other',
    blocks: [{ type: 'text', content: { content: 'Hi' } }],
  });
  await t.handle.runner.query(
    `insert into blog_post_translations (blog_post_id, locale, title, slug) values ('${otherId}', 'id', 'Lain', 'artikel-lain'), ('${postId}', 'zh-CN', '为什么用盒子', 'weishenme-hezi')`,
  );
  await t.handle.runner.query(
    `insert into blog_content_block_translations (blog_post_id, locale, sort_order, block_type, content) values ('${postId}', 'zh-CN', 0, 'heading', '{"content":"为什么"}')`,
  );
});
afterAll(async () => t?.cleanup());
beforeEach(() => {
  revalidated.length = 0;
  jar.token = adminToken;
});

it('is an adminAction for the blog administrators, refused without that session and changing nothing', async () => {
  expect(guardOf(savePostTranslationAction)).toBe('blog');
  for (const [token, expected] of [
    [undefined, /NEXT_REDIRECT \/login/],
    [plainToken, /NEXT_FORBIDDEN/],
  ] as const) {
    jar.token = token;
    const before = await state();
    await expect(save({ id: postId, locale: 'id', form: form() })).rejects.toThrow(expected);
    expect(await state()).toEqual(before);
    expect(revalidated).toEqual([]);
  }
});

describe('as the blog administrator', () => {
  it('saving Indonesian writes only that locale: zh-CN and the English rows stay as they were', async () => {
    const before = await state();
    const result = await save({ id: postId, locale: 'id', form: form() });
    expect(result).toMatchObject({ ok: true, data: { locale: 'id', slug: 'mengapa-kotak', removed: false }, title: 'Translation saved' });
    const after = await state();
    expect(after.posts).toEqual(before.posts);
    expect(after.blocks).toEqual(before.blocks);
    expect(after.tr.filter((r) => r.locale !== 'id')).toEqual(before.tr.filter((r) => r.locale !== 'id'));
    expect(after.trBlocks.filter((r) => r.locale === 'zh-CN')).toEqual(before.trBlocks.filter((r) => r.locale === 'zh-CN'));
    expect(after.tr.find((r) => r.blog_post_id === postId && r.locale === 'id')).toMatchObject({
      title: 'Mengapa kotak',
      slug: 'mengapa-kotak',
    });
    // Text fields only (no url, no level), the English type and position; the divider has no words.
    expect(after.trBlocks.filter((r) => r.locale === 'id' && r.blog_post_id === postId)).toEqual([
      { blog_post_id: postId, locale: 'id', sort_order: 0, block_type: 'heading', content: { content: 'Mengapa kotak' } },
      { blog_post_id: postId, locale: 'id', sort_order: 1, block_type: 'image', content: { alt: 'Sebuah kotak' } },
      { blog_post_id: postId, locale: 'id', sort_order: 3, block_type: 'list', content: { items: ['Satu', 'Dua'] } },
    ]);
    expect(after.audit.at(-1)).toMatchObject({ action: 'post.translate', detail: { locale: 'id' } });
    expect(after.audit.at(-1)!.changes).toMatchObject({
      title: [null, 'Mengapa kotak'],
      'blocks.1': [null, 'Sebuah kotak'],
      'blocks.3': [null, 'Satu · Dua'],
    });
    expect(revalidated).toEqual(expect.arrayContaining(['post:why-boxes', 'post:why-boxes@id', 'post:mengapa-kotak@id']));
    expect(revalidated.some((tag) => tag.endsWith('@zh-CN'))).toBe(false);
  });

  it('a slug is unique within its locale: taken by another post there (or its English slug) is refused, free in another locale', async () => {
    for (const slug of ['artikel-lain', 'other-post']) {
      const before = await state();
      const result = await save({ id: postId, locale: 'id', form: form({ slug }) });
      expect(result).toMatchObject({ ok: false, fieldErrors: { slug: 'This slug is already used by another post in Indonesian.' } });
      expect(await state()).toEqual(before);
    }
    const zh = await save({ id: postId, locale: 'zh-CN', form: form({ title: '为什么用盒子', slug: 'artikel-lain' }) });
    expect(zh.ok).toBe(true);
  });

  it('bad input changes nothing and says why, per field', async () => {
    const before = await state();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [form({ title: '' }), { title: 'Title is required' }],
      [form({ slug: 'Not A Slug' }), { slug: 'Slug can only contain lowercase letters, numbers, and hyphens' }],
      [form({ slug: '' }), { slug: 'Slug is required' }],
      [form({ metaTitle: 'x'.repeat(61) }), { metaTitle: 'Meta title must be at most 60 characters' }],
      [
        form({ blocks: [{ type: 'heading', content: { content: 'x'.repeat(301) } }, ...blankBlocks().slice(1)] }),
        { blocks: 'A content block has a field that is too long' },
      ],
    ];
    for (const [input, fieldErrors] of cases) {
      const result = await save({ id: postId, locale: 'id', form: input });
      expect(result).toMatchObject({ ok: false, fieldErrors });
    }
    // Blocks that no longer match the English post (count or type): refused as a whole.
    const mismatch = await save({ id: postId, locale: 'id', form: form({ blocks: blankBlocks().slice(1) }) });
    expect(mismatch).toMatchObject({ ok: false, formError: expect.stringContaining('English post has changed') });
    const unknownLocale = await save({ id: postId, locale: 'fr', form: form() });
    expect(unknownLocale.ok).toBe(false);
    expect(await state()).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it('all blank removes only that locale', async () => {
    await save({ id: postId, locale: 'id', form: form() });
    const before = await state();
    const blank = { title: ' ', slug: '', excerpt: '', metaTitle: '', metaDescription: '', featuredImageAlt: '', blocks: blankBlocks() };
    const result = await save({ id: postId, locale: 'id', form: blank });
    expect(result).toMatchObject({ ok: true, data: { removed: true }, title: 'Translation removed' });
    const after = await state();
    expect(after.tr.filter((r) => r.blog_post_id === postId && r.locale === 'id')).toEqual([]);
    expect(after.trBlocks.filter((r) => r.blog_post_id === postId && r.locale === 'id')).toEqual([]);
    expect(after.tr.filter((r) => r.locale !== 'id' || r.blog_post_id !== postId)).toEqual(
      before.tr.filter((r) => r.locale !== 'id' || r.blog_post_id !== postId),
    );
    expect(after.trBlocks.filter((r) => r.locale === 'zh-CN')).toEqual(before.trBlocks.filter((r) => r.locale === 'zh-CN'));
    expect(after.posts).toEqual(before.posts);
  });

  it('a failure half way (the audit entry refused) rolls the whole save back', async () => {
    const before = await state();
    await t.handle.runner.query(
      `create or replace function h4_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await t.handle.runner.query(`create trigger h4_refuse before insert on audit_log for each row execute function h4_refuse()`);
    try {
      const result = await save({ id: postId, locale: 'id', form: form({ title: 'Judul lain', slug: 'judul-lain' }) });
      expect(result).toMatchObject({ ok: false, formError: 'The translation could not be saved. Please try again.' });
    } finally {
      await t.handle.runner.query('drop trigger h4_refuse on audit_log');
    }
    expect(await state()).toEqual(before);
    expect(revalidated).toEqual([]);
  });
});
