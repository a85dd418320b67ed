import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterInventory, readInventoryState } from '@/components/admin/catalog/inventory-filters';
import { seedDemoContent } from '@/lib/start-up/seed';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { itemCompleteness } from './completeness';
import { saveItemTranslation } from './mutations';
import { countOutdatedItems, getItemTranslations, listTranslationCompleteness } from './queries';

// Outdated item translations on a real database (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// a translation saved, then English changed, shows as outdated in the list's SQL count, its
// "outdated in ID" filter and countOutdatedItems(); re-saving the same words marks it current.

let t: TestDatabase;
let candle: number;
const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => t.handle.runner.query<T>(sql, params);

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
  const [row] = await q<{ id: number }>(`select id from items where item_name = 'Candle Carton Box'`);
  candle = Number(row!.id);
}, 120_000);
afterAll(async () => t?.cleanup());

async function englishSpecs(itemId: number) {
  return q<{ spec_name: string; spec_value: string }>(
    `select spec_name, spec_value from item_specifications where item_id = $1 order by id`,
    [itemId],
  );
}

async function saveIndonesian() {
  const specs = await englishSpecs(candle);
  const result = await saveItemTranslation({
    itemId: candle,
    locale: 'id',
    name: 'Kotak Karton Lilin',
    descriptionHtml: '<p>Karton untuk lilin</p>',
    specs: specs.map((s, i) => ({ name: `Spesifikasi ${i + 1}`, value: `Nilai ${i + 1}` })),
  });
  expect(result.status).toBe('saved');
}

async function listed(query: string) {
  const counts = await listTranslationCompleteness();
  const items = (await q<{ id: number; item_name: string }>(`select id, item_name from items`)).map((i) => ({
    id: Number(i.id),
    itemName: i.item_name,
    itemCode: null,
    categoryId: null,
    categoryName: null,
    mainPhotoUrl: null,
    specCount: 0,
    translations: counts.get(Number(i.id)),
  }));
  return filterInventory(items, readInventoryState(new URLSearchParams(query)), 'en').flatMap((g) => g.items.map((i) => i.id));
}

/** The SQL count equals the pure twin for every item and locale. */
async function expectTwinsAgree() {
  const counts = await listTranslationCompleteness();
  for (const item of await q<{ id: number; item_name: string; item_description: string | null }>(
    `select id, item_name, item_description from items`,
  )) {
    const specs = await englishSpecs(Number(item.id));
    const english = {
      name: item.item_name,
      description: item.item_description,
      specs: specs.map((s) => ({ name: s.spec_name, value: s.spec_value })),
    };
    const words = await getItemTranslations(Number(item.id), specs.length);
    for (const locale of ['id', 'zh-CN'] as const)
      expect(counts.get(Number(item.id))![locale], `${item.item_name} ${locale}`).toEqual(itemCompleteness(english, words[locale]));
  }
}

describe('outdated item translations', () => {
  it('seeded translations (no stored source) count as current', async () => {
    expect(await countOutdatedItems('id')).toBe(0);
    expect(await countOutdatedItems('zh-CN')).toBe(0);
    expect(await listed('missing=id-outdated')).toEqual([]);
    await expectTwinsAgree();
  });

  it('English changed after the save: "1 outdated", listed by the filter, counted; re-saving clears it', async () => {
    await saveIndonesian();
    const total = (await listTranslationCompleteness()).get(candle)!.id.total;
    expect((await listTranslationCompleteness()).get(candle)!.id).toEqual({ done: total, total, outdated: 0 });

    // An English save writes only the English row: the translation becomes outdated by comparison.
    await q(`update items set item_name = 'Candle Gift Carton' where id = $1`, [candle]);
    expect((await listTranslationCompleteness()).get(candle)!.id).toEqual({ done: total - 1, total, outdated: 1 });
    expect((await listTranslationCompleteness()).get(candle)!['zh-CN'].outdated).toBe(0);
    expect(await countOutdatedItems('id')).toBe(1);
    expect(await countOutdatedItems('zh-CN')).toBe(0);
    expect(await listed('missing=id-outdated')).toEqual([candle]);
    expect(await listed('missing=id')).not.toContain(candle);
    await expectTwinsAgree();

    // A specification row, by position.
    const [first] = await q<{ id: number }>(`select id from item_specifications where item_id = $1 order by id limit 1`, [candle]);
    await q(`update item_specifications set spec_value = spec_value || ' (new)' where id = $1`, [first!.id]);
    expect((await listTranslationCompleteness()).get(candle)!.id).toEqual({ done: total - 2, total, outdated: 2 });
    const words = await getItemTranslations(candle, (await englishSpecs(candle)).length);
    expect(words.id.source).toMatchObject({ name: 'Candle Carton Box' });
    await expectTwinsAgree();

    // Re-saving the very same words marks them current.
    await saveIndonesian();
    expect((await listTranslationCompleteness()).get(candle)!.id).toEqual({ done: total, total, outdated: 0 });
    expect(await countOutdatedItems('id')).toBe(0);
    expect(await listed('missing=id-outdated')).toEqual([]);
  });
});
