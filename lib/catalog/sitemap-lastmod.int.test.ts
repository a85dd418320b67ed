import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { catalogSitemapSection } from './sitemap';
import { saveItemTranslation } from './translations/mutations';

// The catalogue sitemap's lastmod takes a translation's save time into account, per locale, as
// the blog's entries do: saving only the Chinese words of a product moves the Chinese product
// URL's lastmod and its category's Chinese URL, and leaves the English and Indonesian ones.

// The sitemap read is wrapped in Next's data cache, which needs a running server: read through.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>) => () => fn(),
  updateTag: () => {},
  revalidateTag: () => {},
}));

let t: TestDatabase;
let itemId = 0;
const run = <T>(text: string, params: unknown[] = []) => t.handle.runner.query<T>(text, params);

beforeAll(async () => {
  t = await createTestDatabase();
  await run(`insert into categories (id, name) overriding system value values (6, 'Hardbox')`);
  const [row] = await run<{ id: number }>(
    `insert into items (item_name, item_description, category_id, updated_at) values ('Gift Box', '<p>Box</p>', 6, '2026-01-01T00:00:00Z') returning id::int as id`,
  );
  itemId = row!.id;
  await run(
    `insert into category_translations (category_id, locale, name, updated_at) values (6, 'zh-CN', '精装硬盒', '2026-01-01T00:00:00Z'), (6, 'id', 'Hardbox', '2026-01-01T00:00:00Z')`,
  );
  await run(
    `insert into item_translations (item_id, locale, item_name, item_description, updated_at) values
       ($1, 'zh-CN', '礼盒', '<p>盒</p>', '2026-01-01T00:00:00Z'), ($1, 'id', 'Kotak', '<p>Kotak</p>', '2026-01-01T00:00:00Z')`,
    [itemId],
  );
});
afterAll(async () => t?.cleanup());

const lastmods = async (kind: 'product' | 'category', id: number) =>
  Object.fromEntries(
    (await catalogSitemapSection())
      .filter((e) => new RegExp(`/${kind}/${id}(/|$)`).test(new URL(e.url).pathname))
      .map((e) => [new URL(e.url).pathname.split('/')[1], new Date(e.lastModified as string).toISOString()]),
  );

describe('catalogue sitemap lastmod', () => {
  it('saving only a zh-CN translation moves the zh-CN product and category URLs, no other', async () => {
    const old = '2026-01-01T00:00:00.000Z';
    expect(await lastmods('product', itemId)).toEqual({ product: old, id: old, 'zh-CN': old });
    expect(await lastmods('category', 6)).toEqual({ category: old, id: old, 'zh-CN': old });
    const saved = await saveItemTranslation(
      { itemId, locale: 'zh-CN', name: '磁吸礼盒', descriptionHtml: '<p>盒</p>', specs: [] },
      t.handle.db,
    );
    expect(saved.status).toBe('saved');
    const product = await lastmods('product', itemId);
    expect(product.product).toBe(old);
    expect(product.id).toBe(old);
    expect(product['zh-CN']! > old).toBe(true);
    const category = await lastmods('category', 6);
    expect([category.category, category.id]).toEqual([old, old]);
    expect(category['zh-CN']).toBe(product['zh-CN']);
  });
});
