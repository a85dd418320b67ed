import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { fieldValues } from '@/lib/product-fields/registry';
import { loadCategoryWithItems, loadItemWithDetails, loadSitemapEntries } from './queries';
import { loadOtherCategories, loadRecommendedItems } from './recommendation-queries';

// Counts statements per page read: an uncached product or category page costs two queries
// (its one-statement main read + recommendations), never one per row.

let t: TestDatabase;
const ids: number[] = [];

async function run<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return t.handle.runner.query<T>(sqlText, params);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await run(
    `insert into categories (id, name) overriding system value values (5, 'Softbox'), (6, 'Hardbox'), (42, 'Paper Bag'), (77, 'Empty')`,
  );
  for (let i = 0; i < 10; i++) {
    const [row] = await run<{ id: number }>(
      `insert into items (item_name, item_code, item_description, category_id, main_photo_url, hover_photo_url)
       values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
      [
        `Box ${String.fromCharCode(74 - i)}`,
        i % 2 ? null : `HB-${i}`,
        `<p>Item ${i}</p><script>alert(1)</script>`,
        i < 7 ? 6 : 42,
        `/storage/itemphotos/main-${i}.jpg`,
        null,
      ],
    );
    ids.push(row!.id);
    for (let s = 0; s < 3; s++)
      await run(`insert into item_specifications (item_id, spec_name, spec_value) values ($1, $2, $3)`, [
        row!.id,
        `Spec ${s}`,
        s === 2 ? '' : `V${s}`,
      ]);
    for (let g = 0; g < 2; g++)
      await run(`insert into item_gallery (item_id, photo_url) values ($1, $2)`, [row!.id, `/storage/itemphotos/gallery-${g}-${i}.jpg`]);
  }
});

afterAll(async () => {
  await t?.cleanup();
});

async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = t.handle.stats.queries;
  const result = await fn();
  return { result, queries: t.handle.stats.queries - before };
}

describe('catalogue reads', () => {
  it('loads an item with category, specs and gallery in ONE statement, description sanitised', async () => {
    const { result: item, queries } = await counted(() => loadItemWithDetails(ids[0]!, 'en'));
    expect(queries).toBe(1);
    expect(item).toMatchObject({ id: ids[0], name: 'Box J', code: 'HB-0', categoryId: 6, categoryName: 'Hardbox' });
    expect(item?.specifications.map((s) => [s.name, s.value])).toEqual([
      ['Spec 0', 'V0'],
      ['Spec 1', 'V1'],
      ['Spec 2', ''],
    ]);
    expect(item?.gallery).toEqual(['/storage/itemphotos/gallery-0-0.jpg', '/storage/itemphotos/gallery-1-0.jpg']);
    expect(item?.description).toBe('<p>Item 0</p>');
    expect(item?.updatedAt).toMatch(/^\d{4}-/);
  });

  it('reads the product fields in both page reads (integers, a text[] column) on this engine', async () => {
    await run(
      `update items set moq_quantity = 500, moq_unit = 'pcs', inner_length_mm = 300, inner_width_mm = 220, inner_height_mm = 100,
         lead_time_min_days = 10, lead_time_max_days = 14, certifications = array['fsc', 'food-grade'] where id = $1`,
      [ids[2]],
    );
    const fields = fieldValues({
      moq: { quantity: 500, unit: 'pcs' },
      innerSize: { length: 300, width: 220, height: 100 },
      leadTime: { min: 10, max: 14 },
      certifications: ['fsc', 'food-grade'],
    });
    expect((await loadItemWithDetails(ids[2]!, 'en'))?.fields).toEqual(fields);
    const category = await loadCategoryWithItems(6, 'en');
    expect(category?.items.find((i) => i.id === ids[2])?.fields).toEqual(fields);
    expect(category?.items.find((i) => i.id === ids[3])?.fields).toEqual(fieldValues());
  });

  it('returns null for an unknown item', async () => {
    expect(await loadItemWithDetails(999_999, 'en')).toBeNull();
  });

  it('product page: two statements in total (item + recommendations)', async () => {
    const { queries, result } = await counted(async () => {
      const item = await loadItemWithDetails(ids[1]!, 'en');
      return loadRecommendedItems(item!.categoryId!, item!.id, 'en');
    });
    expect(queries).toBe(2);
    expect(result).toHaveLength(6);
    expect(result.map((r) => r.id)).not.toContain(ids[1]);
  });

  it('category page: two statements (category with items + other categories)', async () => {
    const { result, queries } = await counted(() => Promise.all([loadCategoryWithItems(6, 'en'), loadOtherCategories(6, 'en')]));
    expect(queries).toBe(2);
    const [category, others] = result;
    expect(category?.name).toBe('Hardbox');
    expect(category?.items).toHaveLength(7);
    expect(category?.items[0]?.specifications).toHaveLength(3);
    expect(category?.items[0]?.gallery).toHaveLength(2);
    expect(category?.items.every((i) => !i.description.includes('script'))).toBe(true);
    expect(others.map((c) => c.id)).toEqual([5, 42, 77]);
    expect(others.find((c) => c.id === 42)?.photoUrl).toMatch(/main-7\.jpg$/);
    expect(others.find((c) => c.id === 5)?.photoUrl).toBeNull();
  });

  it('an empty category has no items; an unknown one is null', async () => {
    expect((await loadCategoryWithItems(77, 'en'))?.items).toEqual([]);
    expect(await loadCategoryWithItems(123_456, 'en')).toBeNull();
  });

  it('sitemap entries: every category and item with lastmod, one statement', async () => {
    const { result, queries } = await counted(() => loadSitemapEntries());
    expect(queries).toBe(1);
    expect(result.categories.map((c) => c.id)).toEqual([5, 6, 42, 77]);
    expect(result.items).toHaveLength(10);
    expect(result.categories.find((c) => c.id === 6)?.lastModified).toMatch(/^\d{4}-/);
    expect(result.categories.find((c) => c.id === 5)?.lastModified).toBeNull();
  });
});
