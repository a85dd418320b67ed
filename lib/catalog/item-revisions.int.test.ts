import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, categories } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { getAdminItem } from '@/lib/catalog/admin-queries';
import { createItem, deleteItem, updateItem, type CreateItemData } from '@/lib/catalog/mutations';
import { testPhoto } from '@/lib/catalog/test-photos';
import { applyImport, checkImport } from '@/lib/catalog/csv/apply';
import { CSV_COLUMNS, toCsv, type CsvRecord } from '@/lib/catalog/csv/format';
import { exportRecords } from '@/lib/catalog/csv/plan';
import { absolutePhotoUrl, loadCatalogueSnapshot } from '@/lib/catalog/csv/snapshot';
import type { ItemSnapshot } from '@/lib/history/contract';
import { listRevisions } from '@/lib/history/revision-queries';
import { restoreItemRevision } from './restore-item';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([
    { id: 6, name: 'Hardbox' },
    { id: 5, name: 'Softbox' },
  ]);
});
afterEach(async () => {
  delete process.env.REVISIONS_KEEP;
  const { resetConfigForTests } = await import('@/lib/config');
  resetConfigForTests();
  await t?.cleanup();
});

async function baseItem(): Promise<CreateItemData> {
  return {
    categoryId: 6,
    itemName: 'Rigid box',
    itemCode: 'RB-1',
    descriptionHtml: '<p>Strong</p>',
    specs: [
      { name: 'Size', value: '10 cm' },
      { name: 'Material', value: 'Board' },
    ],
    mainPhoto: await testPhoto('#111111'),
    gallery: [await testPhoto('#333333'), await testPhoto('#444444')],
  };
}

const entity = (id: number) => ({ type: 'item', id }) as const;
const files = async () => (await t.storage.list()).sort();
const count = async (table: string) =>
  Number((await t.handle.runner.query<{ n: string }>(`select count(*)::int as n from ${table}`))[0]?.n);

/** An update that changes the name, category, a spec (one dropped), the main photo and the first gallery photo. */
async function editItem(id: number, name: string) {
  const item = (await getAdminItem(id))!;
  return updateItem({
    id,
    categoryId: 5,
    itemName: name,
    itemCode: 'RB-1',
    descriptionHtml: '<p>Changed</p>',
    specs: [{ id: item.specs[0]!.id, name: 'Size', value: '12 cm' }],
    mainPhoto: await testPhoto('#555555'),
    gallery: [{ id: item.gallery[0]!.id, photo: await testPhoto('#666666') }, { id: item.gallery[1]!.id }],
  });
}

describe('item revisions', () => {
  it('restore brings back fields, specs, gallery order and the replaced photo, kept on disk meanwhile', async () => {
    const { id } = await createItem(await baseItem());
    const original = (await getAdminItem(id))!;
    const [first] = await listRevisions(t.handle.db, entity(id));
    await editItem(id, 'Rigid box v2');
    // The replaced main photo is still referenced by the first revision: not removed.
    expect(await files()).toContain(t.storage.objectPathFromUrl(original.mainPhotoUrl!));

    const outcome = await restoreItemRevision(id, first!.id);
    expect(outcome).toEqual({ ok: true, categoryIds: [5, 6] });
    const restored = (await getAdminItem(id))!;
    expect(restored.itemName).toBe('Rigid box');
    expect(restored.categoryId).toBe(6);
    expect(restored.itemDescription).toBe('<p>Strong</p>');
    expect(restored.specs.map((s) => [s.name, s.value])).toEqual([
      ['Size', '10 cm'],
      ['Material', 'Board'],
    ]);
    expect(restored.mainPhotoUrl).toBe(original.mainPhotoUrl);
    expect(restored.gallery.map((g) => g.photoUrl)).toEqual(original.gallery.map((g) => g.photoUrl));
    const rows = await listRevisions(t.handle.db, entity(id));
    expect(rows.map((r) => r.kind)).toEqual(['restore', 'update', 'create']);
    expect(rows[0]!.restoredFrom).toBe(first!.id);
    expect(await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'item.restore'))).toHaveLength(1);
  });

  it('a failed update leaves no revision', async () => {
    const { id } = await createItem(await baseItem());
    await t.handle.runner.exec(`
      create or replace function injected_failure() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$;
      create trigger injected_failure before update on item_gallery for each row execute function injected_failure();`);
    await expect(editItem(id, 'Never')).rejects.toThrow();
    expect((await listRevisions(t.handle.db, entity(id))).map((r) => r.kind)).toEqual(['create']);
  });

  it('pruning keeps N, keeps files a kept revision references and removes the others', async () => {
    process.env.REVISIONS_KEEP = '2';
    (await import('@/lib/config')).resetConfigForTests();
    const { id } = await createItem(await baseItem());
    const photo1 = t.storage.objectPathFromUrl((await getAdminItem(id))!.mainPhotoUrl!)!;
    await editItem(id, 'v2');
    const photo2 = t.storage.objectPathFromUrl((await getAdminItem(id))!.mainPhotoUrl!)!;
    expect(await files()).toEqual(expect.arrayContaining([photo1, photo2]));
    await editItem(id, 'v3');
    const photo3 = t.storage.objectPathFromUrl((await getAdminItem(id))!.mainPhotoUrl!)!;
    // Revisions kept: v3 (current) and v2; the create revision (photo1) was pruned.
    expect((await listRevisions(t.handle.db, entity(id))).map((r) => (r.snapshot as ItemSnapshot).itemName)).toEqual(['v3', 'v2']);
    const left = await files();
    expect(left).not.toContain(photo1);
    expect(left).toEqual(expect.arrayContaining([photo2, photo3]));
    // main v2 + v3, gallery-0 v2 + v3, gallery-1 (in every version); v1's main and gallery-0 went.
    expect(left).toHaveLength(5);
  });

  it('refuses, changing nothing, when the category was deleted or a photo file is gone', async () => {
    const { id } = await createItem({ ...(await baseItem()), categoryId: 5 });
    const [first] = await listRevisions(t.handle.db, entity(id));
    await editItem(id, 'v2');
    await t.handle.runner.exec(`update items set category_id = 6 where id = ${id}`);
    await t.handle.db.delete(categories).where(eq(categories.id, 5));
    const revisionsBefore = await count('revisions');
    expect(await restoreItemRevision(id, first!.id)).toEqual({ ok: false, reason: 'categoryGone' });
    expect((await getAdminItem(id))!.itemName).toBe('v2');
    expect(await count('revisions')).toBe(revisionsBefore);

    const gallery = (first!.snapshot as ItemSnapshot).gallery;
    await t.storage.remove([t.storage.objectPathFromUrl(gallery[0]!)!]);
    expect(await restoreItemRevision(id, first!.id)).toEqual({ ok: false, reason: 'photoMissing' });
  });

  it('deleting the item deletes its revisions and every file they referenced', async () => {
    const { id } = await createItem(await baseItem());
    await editItem(id, 'v2');
    expect((await files()).length).toBe(5);
    await deleteItem(id);
    expect(await count('revisions')).toBe(0);
    expect(await files()).toEqual([]);
  });

  it('a CSV import keeps a revision of every item it creates or updates, in its transaction', async () => {
    const { id } = await createItem(await baseItem());
    const site = 'http://shop.test';
    const records = exportRecords(await loadCatalogueSnapshot(t.handle.db), absolutePhotoUrl(site));
    records[0]!.specs = 'Size=20 cm';
    const fresh = { ...Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])), category: 'Softbox', name: 'From CSV' } as CsvRecord;
    const deps = { db: t.handle.db, storage: t.storage, allowedHosts: [], siteUrl: site };
    const file = toCsv([...records, fresh]);
    const outcome = await applyImport(file, deps, (await checkImport(file, deps)).digest!);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.updated).toEqual([id]);
    const updated = await listRevisions(t.handle.db, entity(id));
    expect(updated.map((r) => r.kind)).toEqual(['import', 'create']);
    expect((updated[0]!.snapshot as ItemSnapshot).specs).toEqual([{ name: 'Size', value: '20 cm' }]);
    // The photos it kept are still referenced: nothing removed.
    expect(await files()).toHaveLength(3);
    const created = await listRevisions(t.handle.db, entity(outcome.created[0]!));
    expect(created.map((r) => [r.kind, (r.snapshot as ItemSnapshot).itemName])).toEqual([['import', 'From CSV']]);
  });
});
