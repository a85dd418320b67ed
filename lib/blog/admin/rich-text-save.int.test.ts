// @engine-independent: the editor's HTML sanitising on save
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { sessionTokenFor } from '@/tests/session';
import { jar } from '@/tests/next-stubs/state';

// Rich text blocks saved through the real actions on a real database: the HTML is sanitised on the
// server whatever the browser sent, old plain-text rows stay plain, and a translation keeps its
// own format; read back per field.

vi.mock('next/headers', () => import('@/tests/next-stubs/headers'));
vi.mock('next/navigation', () => import('@/tests/next-stubs/navigation'));
vi.mock('next/cache', () => import('@/tests/next-stubs/cache'));
vi.mock('next-intl/server', () => import('@/tests/next-stubs/intl-server'));

const { upsertAccount } = await import('@/lib/auth/local-accounts');
const { savePostAction } = await import('./actions');
const { savePostTranslationAction } = await import('./translation-actions');
const { selectPublishedPostBySlug } = await import('../post-reads');

let t: TestDatabase;
const blocksOf = async (slug: string) =>
  await t.handle.runner.query<{ block_type: string; content: Record<string, unknown> }>(
    `select b.block_type, b.content from blog_content_blocks b join blog_posts p on p.id = b.blog_post_id where p.slug = '${slug}' order by b.sort_order`,
  );

beforeAll(async () => {
  t = await createTestDatabase();
  const admin = (await upsertAccount(t.handle.db, 'admin@example.com', 'admin12345')).account;
  jar.token = await sessionTokenFor(t.handle.db, admin, process.env.SESSION_SECRET!);
});
afterAll(async () => t.cleanup());

const form = (blocks: unknown[]) => ({
  title: 'Rich post',
  slug: 'rich-post',
  author: 'Kemas',
  excerpt: '',
  featuredImageUrl: '',
  featuredImageAlt: '',
  status: 'published',
  categories: [],
  tags: [],
  metaTitle: '',
  metaDescription: '',
  blocks,
});

describe('rich text blocks on save', () => {
  it('stores the English HTML sanitised, with its format; a plain block as typed', async () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <a href="https://x.example" target="_blank" onclick="steal()">x</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const result = await savePostAction('en', {
      form: form([
        { id: 'a', type: 'text', content: { content: html, format: 'html' } },
        { id: 'b', type: 'text', content: { content: 'Plain <b>kept</b>\nline' } },
        { id: 'c', type: 'text', content: { content: '<p><img src="https://x/y.png"></p>', format: 'html' } },
        { id: 'd', type: 'cta', content: { title: 'Order', description: 'Any size', buttonText: 'Contact', buttonUrl: '/contact' } },
      ]),
    });
    expect(result).toMatchObject({ ok: true });
    const rows = await blocksOf('rich-post');
    expect(rows[0]!.content).toMatchObject({
      content: '<p><strong>Bold</strong> <em>it</em> <a href="https://x.example">x</a></p>',
      format: 'html',
    });
    expect(rows[1]!.content).toMatchObject({ content: 'Plain <b>kept</b>\nline', format: 'plain' });
    // HTML with no visible word left after sanitising is an empty block: dropped.
    expect(rows.map((r) => r.block_type)).toEqual(['text', 'text', 'cta']);
  });

  it('stores a translation sanitised with its own format, and shows it per field', async () => {
    const rows = await t.handle.runner.query<{ id: string }>(`select id from blog_posts where slug = 'rich-post'`);
    const result = await savePostTranslationAction('en', {
      id: rows[0]!.id,
      locale: 'id',
      form: {
        title: 'Artikel kaya',
        slug: 'artikel-kaya',
        excerpt: '',
        metaTitle: '',
        metaDescription: '',
        featuredImageAlt: '',
        blocks: [
          { type: 'text', content: { content: '<p><b>Tebal</b><script>x</script></p>', format: 'html' } },
          { type: 'text', content: { content: 'Polos' } },
          { type: 'cta', content: { title: 'Pesan', description: '', buttonText: '' } },
        ],
      },
    } as never);
    expect(result).toMatchObject({ ok: true });
    const stored = await t.handle.runner.query<{ content: Record<string, unknown> }>(
      `select content from blog_content_block_translations where locale = 'id' order by sort_order`,
    );
    expect(stored.map((r) => r.content)).toEqual([
      { content: '<p><b>Tebal</b></p>', format: 'html' },
      { content: 'Polos' },
      { title: 'Pesan', description: '', buttonText: '' },
    ]);
    const post = (await selectPublishedPostBySlug(t.handle.db, 'rich-post', new Date(), 'id'))!;
    expect(post.blocks.map((b) => [b.lang, b.fieldLang])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, { description: 'en', buttonText: 'en' }],
    ]);
    expect(post.blocks[1]!.content).toMatchObject({ content: 'Polos', format: 'plain' });
    expect(post.blocks[2]!.content).toMatchObject({ title: 'Pesan', description: 'Any size', buttonText: 'Contact' });
  });
});
