import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { categories } from '@/lib/db/schema';
import { upsertAccount } from '@/lib/auth/local-accounts';
import { sessionTokenFor } from '@/tests/session';
import { stagedUpload } from '@/tests/staged-photos';
import { cookieJar } from '@/tests/request-mocks';

// Product codes (migration 0006): saved trimmed, blank = none, unique catalogue-wide ignoring
// case; the action answers with a translated field error and writes nothing; the index decides
// a race; a database that already holds duplicates still migrates.

vi.mock('next/headers', async () => (await import('@/tests/request-mocks')).nextHeadersModule());
vi.mock('next/cache', () => ({ updateTag: vi.fn(), revalidateTag: vi.fn() }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (arg: string | { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof arg === 'string' ? arg : arg.namespace) as 'adminCatalog' }),
}));

const { createItemAction, updateItemAction } = await import('./actions');
const { getAdminItem, listAdminItems } = await import('./admin-queries');
const { createItem } = await import('./mutations');
const { isItemCodeConflict } = await import('./item-code');

let t: TestDatabase;
let userId = '';
const taken = (code: string) => `Product code ${code} is already used by another product`;

function createForm(itemCode: string, categoryId = '6', photo?: string) {
  const f = new FormData();
  f.set('categoryId', categoryId);
  f.set('itemName', `Box ${itemCode}`);
  f.set('itemCode', itemCode);
  f.set('description', '');
  f.set('specs', '[]');
  if (photo) f.set('mainPhoto', photo);
  return f;
}

function updateForm(id: number, itemCode: string) {
  const f = createForm(itemCode);
  f.set('id', String(id));
  f.set('galleryPlan', '[]');
  return f;
}

async function create(itemCode: string, categoryId = '6'): Promise<number> {
  const result = await createItemAction('en', null, createForm(itemCode, categoryId));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

const count = async () => Number((await t.handle.runner.query<{ n: number }>('select count(*)::int as n from items'))[0]?.n);

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([
    { id: 6, name: 'Hardbox' },
    { id: 5, name: 'Softbox' },
  ]);
  const { account } = await upsertAccount(t.handle.db, 'codes@example.com', 'codes-password-1');
  userId = account.id;
  cookieJar.token = await sessionTokenFor(t.handle.db, account);
});
afterAll(async () => t?.cleanup());

describe('product codes', () => {
  it('saves the code trimmed and a blank code as none', async () => {
    const id = await create('  HB-100  ');
    expect((await getAdminItem(id))?.itemCode).toBe('HB-100');
    const none = await create('   ');
    const rows = await t.handle.runner.query<{ item_code: string | null }>('select item_code from items where id = $1', [none]);
    expect(rows[0]?.item_code).toBeNull();
    expect((await listAdminItems()).find((i) => i.id === id)?.itemCode).toBe('HB-100');
  });

  it('refuses a code another product has, in any category and any case, and writes nothing', async () => {
    await create('SB-200', '5');
    const photo = await stagedUpload(userId, 'catalogue');
    const before = { items: await count(), files: (await t.storage.list()).length };
    const result = await createItemAction('en', null, createForm(' sb-200 ', '6', photo));
    expect(result).toEqual({ ok: false, fieldErrors: { itemCode: taken('sb-200') }, formError: 'Please fix the highlighted fields' });
    expect({ items: await count(), files: (await t.storage.list()).length }).toEqual(before);
  });

  it('lets several products have no code, and an item keep or change its own code', async () => {
    await create('');
    await create('');
    const id = await create('PB-300');
    expect(await updateItemAction('en', null, updateForm(id, 'pb-300'))).toMatchObject({ ok: true });
    expect((await getAdminItem(id))?.itemCode).toBe('pb-300');
    expect(await updateItemAction('en', null, updateForm(id, ''))).toMatchObject({ ok: true });
    expect((await getAdminItem(id))?.itemCode).toBe('');
  });

  it('refuses an update to a code another product has, keeping the item as it was', async () => {
    await create('FP-400');
    const id = await create('FP-401');
    const result = await updateItemAction('en', null, updateForm(id, 'FP-400'));
    expect(result).toEqual({ ok: false, fieldErrors: { itemCode: taken('FP-400') }, formError: 'Failed to update item' });
    expect((await getAdminItem(id))?.itemCode).toBe('FP-401');
  });

  it('has the database refuse a duplicate that skipped the check (two saves racing)', async () => {
    await create('RC-500');
    const error = await createItem(
      { categoryId: 6, itemName: 'Racer', itemCode: 'rc-500 ', descriptionHtml: '', specs: [], gallery: [] },
      { db: t.handle.db, storage: t.storage },
    ).catch((e: unknown) => e);
    expect(isItemCodeConflict(error)).toBe(true);
    expect(isItemCodeConflict(new Error('other'))).toBe(false);
  });

  it('migrates a database that already holds duplicate codes (index created once they are fixed)', async () => {
    const sql = fs.readFileSync(path.resolve('lib/db/migrations/0006_item_code.sql'), 'utf8');
    const hasIndex = async () =>
      (await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from pg_indexes where indexname = 'items_item_code_key'`))[0]
        ?.n === 1;
    expect(await hasIndex()).toBe(true);
    await t.handle.runner.exec('drop index items_item_code_key');
    await t.handle.runner.exec(`insert into items (item_name, item_code) values ('Legacy A', 'DUP-1'), ('Legacy B', ' dup-1')`);
    await t.handle.runner.exec(sql);
    expect(await hasIndex()).toBe(false);
    await t.handle.runner.exec(`update items set item_code = 'DUP-2' where item_name = 'Legacy B'`);
    await t.handle.runner.exec(sql);
    expect(await hasIndex()).toBe(true);
  });
});
