import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categories } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { getAdminItem } from '@/lib/catalog/admin-queries';
import { createItem, updateItem } from '@/lib/catalog/mutations';
import { testPhoto } from '@/lib/catalog/test-photos';
import { saveItemTranslation } from '@/lib/catalog/translations/mutations';

// Spec translations are keyed by the English row's rank: deleting an English row in Edit Item
// drops its translation and moves the later ones up with their rows, so none lands on a neighbour;
// a translation form loaded before the delete is still refused.

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 6, name: 'Hardbox' });
});
afterEach(async () => t?.cleanup());

const specs3 = [
  { name: 'Size', value: '10 cm' },
  { name: 'Material', value: 'Board' },
  { name: 'Finish', value: 'Matte' },
];
const words = (itemId: number, specs: { name: string; value: string }[]) => ({
  itemId,
  locale: 'id' as const,
  name: 'Kotak',
  descriptionHtml: '',
  specs,
});

describe('spec translations follow their English rows', () => {
  it('deleting the middle row drops its translation and moves the next one up', async () => {
    const { id } = await createItem({
      categoryId: 6,
      itemName: 'Rigid box',
      itemCode: 'RB-1',
      descriptionHtml: '<p>Strong</p>',
      specs: specs3,
      mainPhoto: await testPhoto('#111111'),
      gallery: [],
    });
    const translated = [
      { name: 'Ukuran', value: '10 cm' },
      { name: 'Bahan', value: 'Karton' },
      { name: 'Lapisan', value: 'Doff' },
    ];
    expect(await saveItemTranslation(words(id, translated))).toMatchObject({ status: 'saved' });
    const item = (await getAdminItem(id))!;
    await updateItem({
      id,
      categoryId: 6,
      itemName: 'Rigid box',
      itemCode: 'RB-1',
      descriptionHtml: '<p>Strong</p>',
      specs: [item.specs[0]!, item.specs[2]!].map((s) => ({ id: s.id, name: s.name, value: s.value })),
      gallery: item.gallery.map((g) => ({ id: g.id })),
    });
    const rows = await t.handle.runner.query<{ position: number; spec_name: string }>(
      `select position, spec_name from item_specification_translations where item_id = ${id} order by position`,
    );
    expect(rows).toEqual([
      { position: 0, spec_name: 'Ukuran' },
      { position: 1, spec_name: 'Lapisan' },
    ]);
    // The form loaded before the delete (three rows) is refused, changing nothing.
    expect(await saveItemTranslation(words(id, translated))).toMatchObject({ status: 'rowsChanged' });
  });
});
