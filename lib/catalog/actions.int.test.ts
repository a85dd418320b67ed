// @engine-independent: the actions' messages and cache tags; the writes are proven in mutations on both engines
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories } from '@/lib/db/schema';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { sessionTokenFor } from '@/tests/session';
import { cookieJar } from '@/tests/request-mocks';
import { stagedUpload } from '@/tests/staged-photos';

// The catalogue actions with a valid session: translated step messages (SPEC 8, Indonesian),
// photos named by upload tokens (only one's own, used once), sanitised HTML, and exactly the cache
// tags each write touched. The photo checks themselves are the upload route's (its own test).

const updateTag = vi.hoisted(() => vi.fn());
vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ updateTag, revalidateTag: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { locale: 'en' | 'id' | 'zh-CN'; namespace: string }) =>
    typeof arg === 'string'
      ? createTranslator({ locale: 'en', messages: en, namespace: arg as 'adminCatalog' })
      : createTranslator({
          locale: arg.locale,
          messages: (arg.locale === 'id' ? id : en) as typeof en,
          namespace: arg.namespace as 'adminCatalog',
        }),
}));

const { createItemAction, updateItemAction, deleteItemAction, listItemRevisionsAction, restoreItemRevisionAction } =
  await import('./actions');
const { getAdminItem } = await import('./admin-queries');

let t: TestDatabase;
let userId = '';

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([
    { id: 6, name: 'Hardbox' },
    { id: 5, name: 'Softbox' },
  ]);
  const { account } = await upsertAccount(t.handle.db, 'actions@example.com', 'actions-password-1');
  userId = account.id;
  cookieJar.token = await sessionTokenFor(t.handle.db, account);
});
afterAll(async () => t?.cleanup());
beforeEach(() => updateTag.mockClear());

async function itemForm(extra: Record<string, string> = {}) {
  const f = new FormData();
  f.set('categoryId', '6');
  f.set('itemName', 'Action box');
  f.set('description', '<p onclick="x()">Nice <b>box</b><script>alert(1)</script></p>');
  f.set(
    'specs',
    JSON.stringify([
      { name: 'Size', value: '10' },
      { name: '', value: 'dropped' },
    ]),
  );
  f.set('mainPhoto', await stagedUpload(userId, 'catalogue'));
  for (const [k, v] of Object.entries(extra)) f.set(k, v);
  return f;
}

const count = async (table: string) =>
  Number((await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

describe('catalogue actions', () => {
  it('creates a sanitised item and revalidates its tags', async () => {
    const result = await createItemAction('id', null, await itemForm());
    expect(result).toMatchObject({ ok: true, message: 'Item berhasil disimpan!' });
    if (!result.ok) return;
    const item = await getAdminItem(result.data.id);
    expect(item?.itemDescription).toBe('<p>Nice <b>box</b></p>');
    expect(item?.specs.map((s) => s.name)).toEqual(['Size']);
    expect(updateTag.mock.calls.map((c) => c[0]).sort()).toEqual(['categories', 'category:6', `item:${result.data.id}`, 'items'].sort());
  });

  it('shows the SPEC step message in Indonesian when a step fails, and leaves nothing', async () => {
    const before = { items: await count('items'), files: (await t.storage.list()).length };
    await t.handle.runner.exec(`
      create or replace function injected_failure() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$;
      create trigger injected_failure before insert on item_specifications for each row execute function injected_failure();`);
    try {
      const result = await createItemAction('id', null, await itemForm());
      expect(result).toEqual({
        ok: false,
        formError: 'Gagal menyimpan item atau foto: Gagal insert spesifikasi: database menolak perubahan (tidak ada yang disimpan)',
      });
      expect(updateTag).not.toHaveBeenCalled();
      expect({ items: await count('items'), files: (await t.storage.list()).length }).toEqual(before);
    } finally {
      await t.handle.runner.exec('drop trigger injected_failure on item_specifications');
    }
  });

  it('takes an upload once: the saved photo is the staged one, and its token is gone after the save', async () => {
    const token = await stagedUpload(userId, 'catalogue', 'photo-b.png');
    const result = await createItemAction('en', null, await itemForm({ hoverPhoto: token }));
    if (!result.ok) throw new Error('create failed');
    expect((await getAdminItem(result.data.id))?.hoverPhotoUrl).toMatch(/\/hover-\d+-[a-z0-9]+\.jpg$/);
    expect(await count(`staged_photos where token = '${token}'`)).toBe(0);
    const again = await createItemAction('en', null, await itemForm({ hoverPhoto: token }));
    expect(again).toMatchObject({ ok: false, fieldErrors: { hoverPhoto: en.adminCatalog.errors.photoMissing } });
  });

  it.each([
    ['another administrator’s upload', async () => stagedUpload('someone-else', 'catalogue')],
    ['an upload for the home page', async () => stagedUpload(userId, 'home')],
    ['a token never issued', async () => crypto.randomUUID()],
  ])('refuses %s in Indonesian, keeps it waiting, and stores nothing', async (_case, token) => {
    const form = await itemForm({ mainPhoto: await token() });
    const before = { items: await count('items'), files: (await t.storage.list()).length, staged: await count('staged_photos') };
    const result = await createItemAction('id', null, form);
    expect(result).toMatchObject({ ok: false, fieldErrors: { mainPhoto: id.adminCatalog.errors.photoMissing } });
    expect({ items: await count('items'), files: (await t.storage.list()).length, staged: await count('staged_photos') }).toEqual(before);
  });

  it('refuses a file sent in place of a token (no server action takes a file)', async () => {
    const form = await itemForm();
    form.set('mainPhoto', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' }));
    const result = await createItemAction('en', null, form);
    expect(result).toMatchObject({ ok: false, fieldErrors: { mainPhoto: en.adminCatalog.errors.photoMissing } });
  });

  it("update without a category says 'category_id harus diisi'; update and delete revalidate old and new categories", async () => {
    const created = await createItemAction('en', null, await itemForm());
    if (!created.ok) throw new Error('create failed');
    const missing = await updateItemAction('id', null, await itemForm({ id: String(created.data.id), categoryId: '', galleryPlan: '[]' }));
    expect(missing).toMatchObject({ ok: false, fieldErrors: { categoryId: 'category_id harus diisi' } });

    updateTag.mockClear();
    const moved = await updateItemAction('en', null, await itemForm({ id: String(created.data.id), categoryId: '5', galleryPlan: '[]' }));
    expect(moved).toMatchObject({ ok: true, message: 'Item updated successfully!' });
    expect(updateTag.mock.calls.map((c) => c[0]).sort()).toEqual(
      ['categories', 'category:5', 'category:6', `item:${created.data.id}`, 'items'].sort(),
    );

    updateTag.mockClear();
    const del = new FormData();
    del.set('id', String(created.data.id));
    expect(await deleteItemAction('id', null, del)).toMatchObject({ ok: true, message: 'Item dihapus' });
    expect(updateTag.mock.calls.map((c) => c[0]).sort()).toEqual(['categories', 'category:5', `item:${created.data.id}`, 'items'].sort());
    expect(await deleteItemAction('id', null, del)).toMatchObject({ ok: false, formError: 'Item tidak ditemukan' });
  });
});

describe('History', () => {
  it('restores a version (revalidating the item) and refuses, in Indonesian, a code now another item’s', async () => {
    const created = await createItemAction('en', null, await itemForm({ itemName: 'History box', itemCode: 'HB-1' }));
    if (!created.ok) throw new Error('create failed');
    const itemId = created.data.id;
    await t.handle.runner.exec(`update items set item_code = 'HB-2', item_name = 'Renamed' where id = ${itemId}`);
    const listed = await listItemRevisionsAction('en', { id: itemId });
    if (!listed.ok) throw new Error('list failed');
    expect(listed.data.rows.map((r) => r.kind)).toEqual(['create']);
    expect(listed.data.names['6']).toBe('Hardbox');
    updateTag.mockClear();

    expect(await restoreItemRevisionAction('en', { id: itemId, revisionId: listed.data.rows[0]!.id })).toMatchObject({ ok: true });
    expect((await getAdminItem(itemId))?.itemName).toBe('History box');
    expect(updateTag).toHaveBeenCalledWith(`item:${itemId}`);

    const other = await createItemAction('en', null, await itemForm({ itemName: 'Other', itemCode: 'HB-3' }));
    if (!other.ok) throw new Error('create failed');
    await t.handle.runner.exec(`update items set item_code = 'HB-9' where id = ${itemId}`);
    await t.handle.runner.exec(`update items set item_code = 'HB-1' where id = ${other.data.id}`);
    updateTag.mockClear();
    expect(await restoreItemRevisionAction('id', { id: itemId, revisionId: listed.data.rows[0]!.id })).toEqual({
      ok: false,
      formError: id.revisions.errors.codeTaken.replace('{code}', 'HB-1'),
    });
    expect(updateTag).not.toHaveBeenCalled();
  });
});
