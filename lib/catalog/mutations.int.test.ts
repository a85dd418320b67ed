import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import type { StoragePort } from '@/lib/storage';
import { categories } from '@/lib/db/schema';
import { CatalogWriteError, createItem, deleteItem, updateItem, type CreateItemData } from './mutations';
import { getAdminItem } from './admin-queries';
import { testPhoto } from './test-photos';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([
    { id: 6, name: 'Hardbox' },
    { id: 5, name: 'Softbox' },
  ]);
});
afterEach(async () => t.cleanup());

async function counts() {
  const q = async (table: string) => Number((await t.handle.runner.query<{ n: string }>(`select count(*)::int as n from ${table}`))[0]?.n);
  return {
    items: await q('items'),
    specs: await q('item_specifications'),
    gallery: await q('item_gallery'),
    files: (await t.storage.list()).length,
  };
}

async function baseItem(): Promise<CreateItemData> {
  return {
    categoryId: 6,
    itemName: 'Rigid box',
    descriptionHtml: '<p>Strong</p>',
    specs: [
      { name: 'Size', value: '10 cm' },
      { name: 'Material', value: 'Board' },
    ],
    mainPhoto: await testPhoto('#111111'),
    hoverPhoto: await testPhoto('#222222'),
    gallery: [await testPhoto('#333333'), await testPhoto('#444444')],
  };
}

/** Storage that fails on the first upload whose path matches. */
function failingStorage(match: RegExp): StoragePort {
  return { ...t.storage, upload: (p, b, c) => (match.test(p) ? Promise.reject(new Error('disk full')) : t.storage.upload(p, b, c)) };
}

/** Makes a statement on a table raise, like a backend failure at that step. */
async function breakTable(timing: 'insert' | 'update' | 'delete', table: string, when = '') {
  await t.handle.runner.exec(`
    create or replace function injected_failure() returns trigger language plpgsql as $$
    begin raise exception 'injected failure'; end $$;
    create trigger injected_failure before ${timing} on ${table} for each row ${when ? `when (${when})` : ''}
      execute function injected_failure();`);
}

describe('createItem', () => {
  it('stores the item, specs, gallery and versioned files', async () => {
    const { id } = await createItem(await baseItem());
    expect(await counts()).toEqual({ items: 1, specs: 2, gallery: 2, files: 4 });
    const item = await getAdminItem(id);
    expect(item?.mainPhotoUrl).toMatch(new RegExp(`/main-${id}-[a-z0-9]+\\.jpg$`));
    expect(item?.gallery[1]?.photoUrl).toMatch(new RegExp(`/gallery-1-${id}-[a-z0-9]+\\.jpg$`));
    expect(item?.specs.map((s) => s.name)).toEqual(['Size', 'Material']);
  });

  const uploadSteps: Array<[RegExp, string, number | undefined]> = [
    [/^main-/, 'uploadMain', undefined],
    [/^hover-/, 'uploadHover', undefined],
    [/^gallery-1-/, 'uploadGallery', 2],
  ];
  it.each(uploadSteps)('a failed upload (%s) leaves no row and no file', async (match, stepName, index) => {
    const error = await createItem(await baseItem(), { storage: failingStorage(match) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogWriteError);
    expect((error as CatalogWriteError).step).toBe(stepName);
    expect((error as CatalogWriteError).index).toBe(index);
    expect(await counts()).toEqual({ items: 0, specs: 0, gallery: 0, files: 0 });
  });

  const dbSteps: Array<[string, Parameters<typeof breakTable>, string]> = [
    ['insert item', ['insert', 'items'], 'insertItem'],
    ['update photo URLs', ['update', 'items', 'new.main_photo_url is distinct from old.main_photo_url'], 'updatePhotoUrls'],
    ['insert specs', ['insert', 'item_specifications'], 'insertSpecs'],
    ['insert gallery', ['insert', 'item_gallery'], 'insertGallery'],
  ];
  it.each(dbSteps)('a failure at "%s" rolls back and removes the uploaded files', async (_, args, stepName) => {
    await breakTable(...args);
    const error = await createItem(await baseItem()).catch((e: unknown) => e);
    expect((error as CatalogWriteError).step).toBe(stepName);
    expect(await counts()).toEqual({ items: 0, specs: 0, gallery: 0, files: 0 });
  });
});

describe('updateItem', () => {
  async function seeded() {
    const { id } = await createItem(await baseItem());
    const before = (await getAdminItem(id))!;
    return { id, before, files: await t.storage.list() };
  }

  it('updates, inserts and deletes specs; keeps, replaces, removes and adds gallery photos', async () => {
    const { id, before } = await seeded();
    const [g0, g1] = before.gallery;
    const result = await updateItem({
      id,
      categoryId: 5,
      itemName: 'Rigid box XL',
      descriptionHtml: '<p>Stronger</p>',
      specs: [
        { id: before.specs[0]!.id, name: 'Size', value: '12 cm' },
        { name: 'Colour', value: 'Red' },
      ],
      mainPhoto: await testPhoto('#555555'),
      gallery: [{ id: g1!.id, photo: await testPhoto('#666666') }, { photo: await testPhoto('#777777') }],
    });
    expect(result).toEqual({ found: true, categoryIds: [6, 5], slugChanges: [] });
    const after = (await getAdminItem(id))!;
    expect(after.itemName).toBe('Rigid box XL');
    expect(after.categoryId).toBe(5);
    expect(after.specs.map((s) => [s.name, s.value])).toEqual([
      ['Size', '12 cm'],
      ['Colour', 'Red'],
    ]);
    expect(after.specs[0]!.id).toBe(before.specs[0]!.id);
    expect(after.mainPhotoUrl).toMatch(new RegExp(`/main/main-${id}-[a-z0-9]+\\.jpg$`));
    expect(after.hoverPhotoUrl).toBe(before.hoverPhotoUrl);
    expect(after.gallery.map((g) => g.id)).toContain(g1!.id);
    expect(after.gallery.map((g) => g.id)).not.toContain(g0!.id);
    expect(after.gallery).toHaveLength(2);
    // 1 main + 2 gallery new; the old main, replaced g1 and removed g0 stay while the item's first
    // revision references them (item-revisions.int.test.ts prunes them)
    const files = await t.storage.list();
    expect(files).toHaveLength(7);
    for (const url of [before.mainPhotoUrl, g0!.photoUrl, g1!.photoUrl]) expect(files).toContain(t.storage.objectPathFromUrl(url!));
    expect(files).toContain(t.storage.objectPathFromUrl(before.hoverPhotoUrl!));
    expect(await counts()).toMatchObject({ items: 1, specs: 2, gallery: 2 });
  });

  it('returns found: false for a missing item', async () => {
    expect(await updateItem({ id: 999, categoryId: 6, itemName: 'x', descriptionHtml: '', specs: [], gallery: [] })).toEqual({
      found: false,
    });
  });

  const steps: Array<[string, Parameters<typeof breakTable> | RegExp, string]> = [
    ['upload main', /^main\//, 'uploadMain'],
    ['upload gallery', /^gallery\//, 'uploadGallery'],
    ['update item', ['update', 'items'], 'updateItem'],
    ['update photo URLs', ['update', 'items', 'new.main_photo_url is distinct from old.main_photo_url'], 'updatePhotoUrls'],
    ['delete specs', ['delete', 'item_specifications'], 'deleteSpecs'],
    ['update specs', ['update', 'item_specifications'], 'updateSpecs'],
    ['insert specs', ['insert', 'item_specifications'], 'insertSpecs'],
    ['delete gallery', ['delete', 'item_gallery'], 'deleteGallery'],
    ['update gallery', ['update', 'item_gallery'], 'updateGallery'],
    ['insert gallery', ['insert', 'item_gallery'], 'insertGallery'],
  ];
  it.each(steps)('a failure at "%s" leaves the previous state and files intact', async (_, inject, stepName) => {
    const { id, before, files } = await seeded();
    const storage = inject instanceof RegExp ? failingStorage(inject) : undefined;
    if (!(inject instanceof RegExp)) await breakTable(...inject);
    const [g0, g1] = before.gallery;
    const error = await updateItem(
      {
        id,
        categoryId: 5,
        itemName: 'Changed',
        descriptionHtml: '',
        specs: [
          { id: before.specs[0]!.id, name: 'Size', value: '99' },
          { name: 'New', value: 'Row' },
        ],
        mainPhoto: await testPhoto('#888888'),
        gallery: [{ id: g1!.id, photo: await testPhoto('#999999') }, { photo: await testPhoto('#aaaaaa') }],
      },
      storage ? { storage } : undefined,
    ).catch((e: unknown) => e);
    expect((error as CatalogWriteError).step).toBe(stepName);
    expect(await getAdminItem(id)).toEqual(before);
    expect(await t.storage.list()).toEqual(files);
    expect(g0).toBeDefined();
  });
});

describe('deleteItem', () => {
  it('removes rows and files', async () => {
    const { id } = await createItem(await baseItem());
    expect(await deleteItem(id)).toEqual({ found: true, categoryIds: [6] });
    expect(await counts()).toEqual({ items: 0, specs: 0, gallery: 0, files: 0 });
    expect(await deleteItem(id)).toEqual({ found: false });
  });

  it.each([
    ['delete gallery', 'item_gallery', 'deleteGallery'],
    ['delete specs', 'item_specifications', 'deleteSpecs'],
    ['delete item', 'items', 'deleteItem'],
  ])('a failure at "%s" keeps the item and its files', async (_, table, stepName) => {
    const { id } = await createItem(await baseItem());
    const before = await getAdminItem(id);
    await breakTable('delete', table);
    const error = await deleteItem(id).catch((e: unknown) => e);
    expect((error as CatalogWriteError).step).toBe(stepName);
    expect(await getAdminItem(id)).toEqual(before);
    expect(await counts()).toEqual({ items: 1, specs: 2, gallery: 2, files: 4 });
  });
});
