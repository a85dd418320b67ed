// @engine-independent: the seed's translated texts line up with its rows
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import type { BlockType } from '@/lib/blog/blocks';
import { executeRows } from '@/lib/db/rows';
import { seedDemoContent } from '../../seed';
import {
  CONTENT_LOCALES,
  localiseBlocks,
  SEED_BLOG_TRANSLATIONS,
  SEED_CATALOG_TRANSLATIONS,
  seedPostHasFeaturedImage,
  seedPostPhotoItemName,
} from './index';
import { SEED_POSTS } from '../blog-data';

// The translations' unit tests check them against the seed's English data and against
// blog-blocks.ts, with the seeder's picture rules repeated in blocks.ts. This checks those rules
// and keys against what the real seeder writes, so the groundwork cannot drift from the database.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
});
afterAll(async () => {
  await t?.cleanup();
});

describe('seed translations against the seeded database', () => {
  it('every catalogue key names a seeded category or item, and spec rows keep the English order by id', async () => {
    const categories = await executeRows<{ name: string }>(t.handle.db, sql`select name from categories`);
    const items = await executeRows<{ item_name: string; specs: string[] | null }>(
      t.handle.db,
      sql`select i.item_name, (select array_agg(s.spec_name order by s.id) from item_specifications s where s.item_id = i.id) as specs from items i`,
    );
    const byName = new Map(items.map((r) => [r.item_name, r.specs ?? []]));
    for (const locale of CONTENT_LOCALES) {
      const data = SEED_CATALOG_TRANSLATIONS[locale];
      for (const key of Object.keys(data.categories)) expect(categories.map((c) => c.name)).toContain(key);
      for (const [key, tr] of Object.entries(data.items)) {
        expect(byName.has(key), key).toBe(true);
        if (tr.specs) expect(tr.specs.length, key).toBe(byName.get(key)!.length);
      }
    }
  });

  it('every translated post matches the stored post: featured image alt and the block list one for one', async () => {
    const posts = await executeRows<{ id: string; slug: string; featured_image_alt: string | null }>(
      t.handle.db,
      sql`select id, slug, featured_image_alt from blog_posts`,
    );
    const blocks = await executeRows<{ blog_post_id: string; block_type: BlockType; content: Record<string, unknown> }>(
      t.handle.db,
      sql`select blog_post_id, block_type, content from blog_content_blocks order by blog_post_id, sort_order`,
    );
    for (const locale of CONTENT_LOCALES) {
      for (const [slug, tr] of Object.entries(SEED_BLOG_TRANSLATIONS[locale].posts)) {
        const index = SEED_POSTS.findIndex((p) => p.slug === slug);
        const post = posts.find((p) => p.slug === slug)!;
        expect(post, slug).toBeDefined();
        expect(post.featured_image_alt).toBe(seedPostHasFeaturedImage(index) ? seedPostPhotoItemName(index) : null);
        if (!tr.blocks) continue;
        const stored = blocks.filter((b) => b.blog_post_id === post.id).map((b) => ({ blockType: b.block_type, content: b.content }));
        const localised = localiseBlocks(stored, tr.blocks);
        const image = localised.find((b) => b.blockType === 'image')!;
        expect(image.content.url, slug).toBe(stored.find((b) => b.blockType === 'image')!.content.url);
        expect(stored.find((b) => b.blockType === 'image')!.content.alt).toBe(seedPostPhotoItemName(index));
      }
    }
  });
});

describe('the seeder writes the translations', () => {
  it('inserts every locale’s categories, items, spec rows, posts and blocks, with the Chinese name of the first item', async () => {
    const counts = await executeRows<Record<string, number>>(
      t.handle.db,
      sql`select
        (select count(*) from category_translations)::int as categories,
        (select count(*) from item_translations)::int as items,
        (select count(*) from item_specification_translations)::int as specs,
        (select count(*) from blog_post_translations)::int as posts,
        (select count(*) from blog_content_block_translations)::int as blocks,
        (select count(*) from blog_category_translations)::int as blog_categories,
        (select count(*) from blog_tag_translations)::int as tags`,
    );
    const expected = { categories: 0, items: 0, specs: 0, posts: 0, blocks: 0 };
    for (const locale of CONTENT_LOCALES) {
      const catalog = SEED_CATALOG_TRANSLATIONS[locale];
      expected.categories += Object.keys(catalog.categories).length;
      expected.items += Object.keys(catalog.items).length;
      expected.specs += Object.values(catalog.items).reduce((n, tr) => n + (tr.specs?.length ?? 0), 0);
      const blog = SEED_BLOG_TRANSLATIONS[locale];
      expected.posts += Object.keys(blog.posts).length;
      expected.blocks += Object.values(blog.posts).reduce((n, tr) => n + (tr.blocks?.length ?? 0), 0);
    }
    expect(counts[0]).toMatchObject(expected);
    expect(counts[0]!.blog_categories).toBeGreaterThan(0);
    expect(counts[0]!.tags).toBeGreaterThan(0);
    const [first] = await executeRows<{ item_name: string }>(
      t.handle.db,
      sql`select item_name from item_translations where item_id = 1 and locale = 'zh-CN'`,
    );
    expect(first?.item_name).toBe('磁吸礼盒');
  });
});
