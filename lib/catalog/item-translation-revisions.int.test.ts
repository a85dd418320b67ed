import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categories } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { createItem } from '@/lib/catalog/mutations';
import { testPhoto } from '@/lib/catalog/test-photos';
import { saveItemTranslation } from '@/lib/catalog/translations/mutations';
import type { ItemSnapshot } from '@/lib/history/contract';
import { diffItems } from '@/lib/history/diff';
import { listRevisions } from '@/lib/history/revision-queries';
import { restoreItemRevision } from './restore-item';

// An item's revisions keep its translations: a translation save is a version, the diff names the
// translated field and language, a restore brings the words back with the English in one
// transaction, and a version kept before translations were (no `translations`) leaves them be.

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values({ id: 6, name: 'Hardbox' });
});
afterEach(async () => t?.cleanup());

const entity = (id: number) => ({ type: 'item', id }) as const;
const translated = async (id: number) =>
  t.handle.runner.query<Record<string, unknown>>(
    `select t.locale, t.item_name, s.position, s.spec_name, s.spec_value from item_translations t
     left join item_specification_translations s on s.item_id = t.item_id and s.locale = t.locale
     where t.item_id = ${id} order by t.locale, s.position`,
  );

async function setup() {
  const { id } = await createItem({
    categoryId: 6,
    itemName: 'Rigid box',
    itemCode: 'RB-1',
    descriptionHtml: '<p>Strong</p>',
    specs: [
      { name: 'Size', value: '10 cm' },
      { name: 'Material', value: 'Board' },
    ],
    mainPhoto: await testPhoto('#111111'),
    gallery: [],
  });
  const words = (name: string, material: string) => ({
    itemId: id,
    locale: 'id' as const,
    name,
    descriptionHtml: '<p>Kuat</p>',
    specs: [
      { name: 'Ukuran', value: '10 cm' },
      { name: 'Bahan', value: material },
    ],
  });
  expect(await saveItemTranslation(words('Kotak kaku', 'Karton'))).toMatchObject({ status: 'saved' });
  expect(await saveItemTranslation(words('Kotak keras', 'Kertas'))).toMatchObject({ status: 'saved' });
  return id;
}

describe('item revisions with translations', () => {
  it('each translation save is a version whose diff names the field and language', async () => {
    const id = await setup();
    const [latest, previous] = await listRevisions(t.handle.db, entity(id));
    expect((latest!.snapshot as ItemSnapshot).translations?.id?.itemName).toBe('Kotak keras');
    expect(diffItems(previous!.snapshot as ItemSnapshot, latest!.snapshot as ItemSnapshot)).toEqual([
      { kind: 'translated', locale: 'id', field: 'itemName', before: 'Kotak kaku', after: 'Kotak keras' },
      { kind: 'translated', locale: 'id', field: 'specValue', position: 2, before: 'Karton', after: 'Kertas' },
    ]);
  });

  it('a restore brings the translations back with the English state', async () => {
    const id = await setup();
    const [, previous] = await listRevisions(t.handle.db, entity(id));
    expect(await restoreItemRevision(id, previous!.id, { db: t.handle.db, storage: t.storage })).toMatchObject({ ok: true });
    expect(await translated(id)).toEqual([
      { locale: 'id', item_name: 'Kotak kaku', position: 0, spec_name: 'Ukuran', spec_value: '10 cm' },
      { locale: 'id', item_name: 'Kotak kaku', position: 1, spec_name: 'Bahan', spec_value: 'Karton' },
    ]);
    // The first version had no translation: restoring it removes the Indonesian words.
    const oldest = (await listRevisions(t.handle.db, entity(id))).at(-1)!;
    expect((oldest.snapshot as ItemSnapshot).translations).toEqual({});
    expect(await restoreItemRevision(id, oldest.id, { db: t.handle.db, storage: t.storage })).toMatchObject({ ok: true });
    expect(await translated(id)).toEqual([]);
  });

  it('a version kept before translations were leaves the current translations as they are', async () => {
    const id = await setup();
    const oldest = (await listRevisions(t.handle.db, entity(id))).at(-1)!;
    await t.handle.runner.query(`update revisions set snapshot = snapshot - 'translations' where id = ${oldest.id}`);
    expect(await restoreItemRevision(id, oldest.id, { db: t.handle.db, storage: t.storage })).toMatchObject({ ok: true });
    expect((await translated(id)).map((r) => r.spec_value)).toEqual(['10 cm', 'Kertas']);
  });
});
