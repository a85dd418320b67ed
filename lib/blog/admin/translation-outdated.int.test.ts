import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockType } from '@/lib/blog/blocks';
import { pickBlockText } from '@/lib/blog/blocks/translation';
import { seedDemoContent } from '@/lib/start-up/seed';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { listAdminPosts, parsePostFilters } from './admin-queries';
import { savePostTranslation } from './translation-mutations';
import { completenessForPosts, countOutdatedPosts, getTranslationDrafts } from './translation-queries';
import type { PostTranslationForm } from './translation-schema';

// Outdated post translations on a real database (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// the SQL filter "outdated in ID" agrees with the pure count shown in the list, English edits
// (a field, a block) make a saved translation outdated, and re-saving it marks it current.

let t: TestDatabase;
let postId: string;
const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.handle.runner.query<T>(sql, params);

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
  const [row] = await q<{ id: string }>(
    `select p.id from blog_posts p where exists (select 1 from blog_content_blocks b where b.blog_post_id = p.id and b.block_type = 'text') order by p.created_at limit 1`,
  );
  postId = row!.id;
}, 120_000);
afterAll(async () => t?.cleanup());

const prefix = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() ? `ID ${value}` : value) : Array.isArray(value) ? value.map(prefix) : value;

async function saveIndonesian() {
  const [post] = await q<Record<string, string | null>>(`select * from blog_posts where id = $1`, [postId]);
  const blocks = await q<{ block_type: string; content: Record<string, unknown> }>(
    `select block_type, content from blog_content_blocks where blog_post_id = $1 order by sort_order, id`,
    [postId],
  );
  const form = {
    title: `ID ${post!.title}`,
    slug: `id-${post!.slug}`,
    excerpt: String(prefix(post!.excerpt ?? '')),
    metaTitle: String(prefix(post!.meta_title ?? '')),
    metaDescription: String(prefix(post!.meta_description ?? '')),
    featuredImageAlt: String(prefix(post!.featured_image_alt ?? '')),
    blocks: blocks.map((b) => ({
      type: b.block_type,
      content: isBlockType(b.block_type)
        ? Object.fromEntries(Object.entries(pickBlockText(b.block_type, b.content)).map(([k, v]) => [k, prefix(v)]))
        : {},
    })),
  } as PostTranslationForm;
  expect((await savePostTranslation(postId, 'id', form)).status).toBe('saved');
}

const idCount = async () => (await completenessForPosts([postId])).get(postId)!.find((c) => c.locale === 'id')!;

/** Every post's pure count (the list's figures) agrees with the SQL filter, across pages. */
async function expectFilterAgrees() {
  const ids = (await q<{ id: string }>('select id from blog_posts')).map((r) => r.id);
  const byPost = await completenessForPosts(ids);
  for (const locale of ['id', 'zh-CN'] as const) {
    const expected = ids.filter((id) => byPost.get(id)!.find((c) => c.locale === locale)!.outdated > 0).sort();
    const filters = parsePostFilters({ missing: `${locale}-outdated` });
    const first = await listAdminPosts(filters);
    const found = [...first.posts];
    for (let page = 2; page <= first.totalPages; page++) found.push(...(await listAdminPosts({ ...filters, page })).posts);
    expect(found.map((p) => p.id).sort(), locale).toEqual(expected);
    expect(await countOutdatedPosts(locale)).toBe(expected.length);
  }
}

describe('outdated post translations', () => {
  it('seeded translations (no stored source) count as current; ?missing=id keeps its meaning', async () => {
    expect(await countOutdatedPosts('id')).toBe(0);
    expect(parsePostFilters({ missing: 'id' }).missing).toBe('id');
    expect(parsePostFilters({ missing: 'id-outdated' }).missing).toBe('id-outdated');
    expect(parsePostFilters({ missing: 'en-outdated' }).missing).toBeNull();
    await expectFilterAgrees();
  });

  it('the English title and a text block change after the save: outdated, filtered, counted; re-saving clears', async () => {
    await saveIndonesian();
    const saved = await idCount();
    expect(saved).toMatchObject({ done: saved.total, outdated: 0 });

    await q(`update blog_posts set title = title || ' (updated)' where id = $1`, [postId]);
    expect(await idCount()).toMatchObject({ done: saved.total - 1, total: saved.total, outdated: 1 });
    await expectFilterAgrees();
    expect(await countOutdatedPosts('id')).toBe(1);
    expect((await listAdminPosts(parsePostFilters({ missing: 'id' }))).posts.map((p) => p.id)).not.toContain(postId);

    await q(
      `update blog_content_blocks set content = jsonb_set(content, '{content}', to_jsonb((content->>'content') || ' More.'))
       where id = (select id from blog_content_blocks where blog_post_id = $1 and block_type = 'text' order by sort_order limit 1)`,
      [postId],
    );
    expect(await idCount()).toMatchObject({ done: saved.total - 2, outdated: 2 });
    await expectFilterAgrees();
    // The editor gets what each field was translated from.
    const { sources } = await getTranslationDrafts(postId);
    expect(String(sources.id?.fields?.title)).not.toContain('(updated)');
    expect(sources.id?.blocks.some((b) => b !== null)).toBe(true);

    await saveIndonesian();
    expect(await idCount()).toMatchObject({ done: saved.total, outdated: 0 });
    expect(await countOutdatedPosts('id')).toBe(0);
    await expectFilterAgrees();
  });
});
