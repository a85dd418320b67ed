import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_LOCALES } from '@/lib/i18n/content-locales';
import { seedDemoContent } from '@/lib/start-up/seed';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { ADMIN_PAGE_SIZE, listAdminPosts, parsePostFilters } from './admin-queries';
import { completenessForPosts } from './translation-queries';

// The blog management list's completeness ("ID 8/8 · 中文 3/8") and its "missing
// translation in …" filter, on the demo database (fully and deliberately partly translated posts).

let t: TestDatabase;
let allIds: string[];
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
  allIds = (await t.handle.runner.query<{ id: string }>('select id from blog_posts')).map((r) => r.id);
});
afterAll(async () => t?.cleanup());

const everyPage = async (filters: ReturnType<typeof parsePostFilters>) => {
  const first = await listAdminPosts(filters);
  const pages = [first];
  for (let page = 2; page <= first.totalPages; page++) pages.push(await listAdminPosts({ ...filters, page }));
  return { total: first.total, posts: pages.flatMap((p) => p.posts) };
};

describe('translation completeness in the blog management list', () => {
  it('the seed has complete and incomplete posts in both locales, and each row carries its completeness', async () => {
    const byPost = await completenessForPosts(allIds);
    for (const locale of TRANSLATION_LOCALES) {
      const counts = [...byPost.values()].map((list) => list.find((c) => c.locale === locale)!);
      expect(
        counts.some((c) => c.done === c.total),
        locale,
      ).toBe(true);
      expect(
        counts.some((c) => c.done < c.total),
        locale,
      ).toBe(true);
      expect(counts.every((c) => c.total >= 2 && c.done <= c.total)).toBe(true);
    }
    const { posts } = await everyPage(parsePostFilters({}));
    for (const post of posts) expect(post.translations).toEqual(byPost.get(post.id));
  });

  it.each(TRANSLATION_LOCALES)('"missing translation in %s" lists exactly the incomplete posts, across pages', async (locale) => {
    const byPost = await completenessForPosts(allIds);
    const incomplete = allIds.filter((id) => {
      const c = byPost.get(id)!.find((x) => x.locale === locale)!;
      return c.done < c.total;
    });
    const filters = parsePostFilters({ missing: locale });
    expect(filters.missing).toBe(locale);
    const { total, posts } = await everyPage(filters);
    expect(total).toBe(incomplete.length);
    expect(posts.map((p) => p.id).sort()).toEqual([...incomplete].sort());
    // Pages hold at most ADMIN_PAGE_SIZE rows and combine with the other filters.
    expect((await listAdminPosts(filters)).posts.length).toBeLessThanOrEqual(ADMIN_PAGE_SIZE);
    const drafts = await everyPage({ ...filters, status: 'draft' });
    expect(drafts.posts.every((p) => p.status === 'draft' && incomplete.includes(p.id))).toBe(true);
  });

  it('a translation saved complete leaves the filter; an unknown locale parameter means no filter', async () => {
    const missing = (await everyPage(parsePostFilters({ missing: 'zh-CN' }))).posts;
    const target = missing[0]!;
    const english = await t.handle.runner.query<Record<string, string | null>>(`select * from blog_posts where id = '${target.id}'`);
    const blocks = await t.handle.runner.query<{ sort_order: number; block_type: string; content: Record<string, unknown> }>(
      `select sort_order, block_type, content from blog_content_blocks where blog_post_id = '${target.id}'`,
    );
    const fill = (v: string | null) => (v ? `'译 ${v.replace(/'/g, "''")}'` : 'null');
    const e = english[0]!;
    await t.handle.runner.query(`delete from blog_post_translations where blog_post_id = '${target.id}' and locale = 'zh-CN'`);
    await t.handle.runner.query(`delete from blog_content_block_translations where blog_post_id = '${target.id}' and locale = 'zh-CN'`);
    await t.handle.runner.query(
      `insert into blog_post_translations (blog_post_id, locale, title, slug, excerpt, meta_title, meta_description, featured_image_alt)
       values ('${target.id}', 'zh-CN', ${fill(e.title!)}, 'yi-${e.slug}', ${fill(e.excerpt!)}, ${fill(e.meta_title!)}, ${fill(e.meta_description!)}, ${fill(e.featured_image_alt!)})`,
    );
    for (const b of blocks) {
      const content = JSON.stringify(b.content).replace(/'/g, "''");
      await t.handle.runner.query(
        `insert into blog_content_block_translations (blog_post_id, locale, sort_order, block_type, content) values ('${target.id}', 'zh-CN', ${b.sort_order}, '${b.block_type}', '${content}')`,
      );
    }
    const after = (await everyPage(parsePostFilters({ missing: 'zh-CN' }))).posts;
    expect(after.map((p) => p.id)).not.toContain(target.id);
    expect(after.length).toBe(missing.length - 1);
    const zh = (await completenessForPosts([target.id])).get(target.id)!.find((c) => c.locale === 'zh-CN')!;
    expect(zh.done).toBe(zh.total);
    expect(parsePostFilters({ missing: 'fr' }).missing).toBeNull();
  });
});
