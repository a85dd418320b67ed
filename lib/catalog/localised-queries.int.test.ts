import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { loadCategoryWithItems, loadItemWithDetails, loadSitemapEntries } from './queries';
import { loadOtherCategories, loadRecommendedItems } from './recommendation-queries';
import { catalogSitemapSection } from './sitemap';

// The public catalogue read in a locale, on the real database (PGlite, and PostgreSQL in
// the int-postgres lane): per-field fallback, specification rows by position, the listing rule.

type CacheCall = { keyParts: string[]; tags: string[] };
const cacheCalls = vi.hoisted(() => [] as CacheCall[]);
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>, keyParts: string[], options: { tags?: string[] }) => () => {
    cacheCalls.push({ keyParts, tags: options.tags ?? [] });
    return fn();
  },
  updateTag: () => {},
  revalidateTag: () => {},
}));

let t: TestDatabase;
const id: Record<'gift' | 'bag' | 'plain' | 'bare', number> = { gift: 0, bag: 0, plain: 0, bare: 0 };

async function run<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return t.handle.runner.query<T>(sqlText, params);
}
async function item(name: string, description: string, categoryId: number, specs: [string, string][] = []): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into items (item_name, item_code, item_description, category_id) values ($1, $2, $3, $4) returning id::int as id`,
    [name, `C-${name}`, description, categoryId],
  );
  for (const [n, v] of specs)
    await run(`insert into item_specifications (item_id, spec_name, spec_value) values ($1, $2, $3)`, [row!.id, n, v]);
  return row!.id;
}
async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = t.handle.stats.queries;
  const result = await fn();
  return { result, queries: t.handle.stats.queries - before };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await run(`insert into categories (id, name) overriding system value values (6, 'Hardbox'), (42, 'Paper Bag')`);
  id.gift = await item('Rigid Magnetic Gift Box', '<p>A rigid box</p>', 6, [
    ['Material', 'Greyboard'],
    ['Size', '20 cm'],
    ['MOQ', '500 pcs'],
  ]);
  id.plain = await item('Plain Box', '<p>Plain</p>', 6);
  id.bag = await item('Kraft Bag', '<p>A bag</p>', 42);
  id.bare = await item('Bare Box', '', 42);
  await run(`insert into category_translations (category_id, locale, name) values (6, 'zh-CN', '精装硬盒'), (42, 'zh-CN', '  ')`);
  await run(
    `insert into item_translations (item_id, locale, item_name, item_description) values
       ($1, 'zh-CN', '磁吸礼盒', '<p>精装硬礼盒</p><script>alert(1)</script>'), ($1, 'id', 'Kotak Magnet', null),
       ($2, 'zh-CN', ' ', '<p>纸袋</p>'), ($3, 'zh-CN', '空盒', null)`,
    [id.gift, id.bag, id.bare],
  );
  // Position 1 has a blank value (falls back per field); position 5 matches no English row (stale).
  await run(
    `insert into item_specification_translations (item_id, locale, position, spec_name, spec_value) values
       ($1, 'zh-CN', 0, '材质', '灰板'), ($1, 'zh-CN', 1, '尺寸', ''), ($1, 'zh-CN', 2, '起订量', '500 个'), ($1, 'zh-CN', 5, '旧', '旧')`,
    [id.gift],
  );
});

afterAll(async () => {
  await t?.cleanup();
});

describe('localised catalogue reads', () => {
  it('a zh-CN product: name, sanitised description, category and specs in Chinese, one statement', async () => {
    const { result: item, queries } = await counted(() => loadItemWithDetails(id.gift, 'zh-CN'));
    expect(queries).toBe(1);
    expect(item).toMatchObject({ name: '磁吸礼盒', description: '<p>精装硬礼盒</p>', categoryName: '精装硬盒', translatedIn: ['zh-CN'] });
    expect(item?.lang).toBeUndefined();
    expect(item?.categoryLang).toBeUndefined();
    expect(item?.specifications.map((s) => [s.name, s.value, s.lang ?? null])).toEqual([
      ['材质', '灰板', null],
      ['尺寸', '20 cm', { value: 'en' }],
      ['起订量', '500 个', null],
    ]);
  });

  it('a partial translation falls back per field, each fallback marked with its language', async () => {
    const item = await loadItemWithDetails(id.gift, 'id');
    expect(item).toMatchObject({ name: 'Kotak Magnet', description: '<p>A rigid box</p>', lang: { description: 'en' } });
    expect(item).toMatchObject({ categoryName: 'Hardbox', categoryLang: 'en' });
    expect(item?.specifications.every((s) => s.lang?.name === 'en')).toBe(true);
    const bag = await loadItemWithDetails(id.bag, 'zh-CN');
    expect(bag).toMatchObject({ name: 'Kraft Bag', lang: { name: 'en' }, description: '<p>纸袋</p>', categoryName: 'Paper Bag' });
  });

  it('English reads ignore the translations', async () => {
    const item = await loadItemWithDetails(id.gift, 'en');
    expect(item).toMatchObject({ name: 'Rigid Magnetic Gift Box', categoryName: 'Hardbox', translatedIn: ['zh-CN'] });
    expect(item?.specifications.map((s) => s.name)).toEqual(['Material', 'Size', 'MOQ']);
  });

  it('spec translations follow the English rows by rank: a position that no longer exists is ignored', async () => {
    await run(`delete from item_specifications where item_id = $1 and spec_name = 'MOQ'`, [id.gift]);
    const item = await loadItemWithDetails(id.gift, 'zh-CN');
    expect(item?.specifications.map((s) => s.name)).toEqual(['材质', '尺寸']);
    await run(`insert into item_specifications (item_id, spec_name, spec_value) values ($1, 'MOQ', '500 pcs')`, [id.gift]);
  });

  it('a zh-CN category page: its name and its items in Chinese, two statements with the other categories', async () => {
    const { result, queries } = await counted(() => Promise.all([loadCategoryWithItems(6, 'zh-CN'), loadOtherCategories(6, 'zh-CN')]));
    expect(queries).toBe(2);
    const [category, others] = result;
    expect(category).toMatchObject({ name: '精装硬盒', translatedIn: ['zh-CN'] });
    expect(category?.items.map((i) => [i.name, i.lang?.name ?? null])).toEqual(
      expect.arrayContaining([
        ['磁吸礼盒', null],
        ['Plain Box', 'en'],
      ]),
    );
    expect(others).toEqual([{ id: 42, slug: '', name: 'Paper Bag', photoUrl: null, lang: { name: 'en' } }]);
    const recommended = await loadRecommendedItems(6, id.plain, 'zh-CN');
    expect(recommended.map((r) => r.name)).toEqual(['磁吸礼盒']);
  });

  it('sitemap: a page is listed in a locale only where it is translated there, alternates alike', async () => {
    const { result, queries } = await counted(() => loadSitemapEntries());
    expect(queries).toBe(1);
    const of = (list: { id: number; translatedIn: string[] }[], key: number) => list.find((e) => e.id === key)?.translatedIn;
    expect(of(result.items, id.gift)).toEqual(['zh-CN']); // the Indonesian copy has no description
    expect(of(result.items, id.bag)).toEqual([]); // blank Chinese name
    expect(of(result.items, id.bare)).toEqual(['zh-CN']); // no English description to translate
    expect(of(result.categories, 6)).toEqual(['zh-CN']);
    expect(of(result.categories, 42)).toEqual([]);

    cacheCalls.length = 0;
    const paths = (await catalogSitemapSection()).map((e) => ({
      path: new URL(e.url).pathname,
      langs: Object.keys(e.alternates?.languages ?? {}),
    }));
    expect(paths.filter((p) => p.path.endsWith(`/product/${id.gift}`))).toEqual([
      { path: `/product/${id.gift}`, langs: ['en', 'zh-CN', 'x-default'] },
      { path: `/zh-CN/product/${id.gift}`, langs: ['en', 'zh-CN', 'x-default'] },
    ]);
    expect(paths.filter((p) => p.path.endsWith(`/product/${id.bag}`)).map((p) => p.path)).toEqual([`/product/${id.bag}`]);
    expect(paths.some((p) => p.path.startsWith('/id/'))).toBe(false);
    expect(cacheCalls.flatMap((c) => c.tags)).toContain('catalog-translations');
  });
});
