import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { categories } from '@/lib/db/schema';
import { createCategory, renameCategory } from './categories';
import { createItem, updateItem, type CreateItemData } from './mutations';
import { saveItemTranslation } from './translations/mutations';

// A slug change is an address change: Edit Item (English fields or a language tab) and the
// category dialog each write it into their audit entry as `slug_<locale>: [old, new]`.

let t: TestDatabase;
const owner = { userId: null, email: 'owner@example.com' };
const lastEntry = async (action: string) =>
  (
    await t.handle.runner.query<{ changes: Record<string, unknown> | string }>(
      `select changes from audit_log where action = $1 order by id desc limit 1`,
      [action],
    )
  ).map((r) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes))[0] as Record<string, unknown>;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([{ id: 6, name: 'Hardbox' }]);
});
afterAll(async () => t?.cleanup());

const item = (itemName: string): CreateItemData => ({ categoryId: 6, itemName, descriptionHtml: '', specs: [], gallery: [] });

describe('slug changes in the audit log', () => {
  it("Edit Item: a typed slug in one locale is logged with that locale's old and new slug, nothing else", async () => {
    const { id } = await createItem(item('Gift Box'));
    await withActor(owner, () => updateItem({ ...item('Gift Box'), id, gallery: [], slugs: { set: { 'zh-CN': 'li-he' } } }));
    expect(await lastEntry('item.update')).toEqual({ 'slug_zh-CN': ['gift-box', 'li-he'] });
  });

  it("Edit Item's language tab: a regenerated slug is logged with the words", async () => {
    const { id } = await createItem(item('Paper Bag'));
    await withActor(owner, () =>
      saveItemTranslation({ itemId: id, locale: 'id', name: 'Tas Kertas', descriptionHtml: '', specs: [], regenerateSlug: true }),
    );
    expect(await lastEntry('item.translate')).toMatchObject({ name: [null, 'Tas Kertas'], slug_id: ['paper-bag', 'tas-kertas'] });
  });

  it('the category dialog: a typed slug is logged per locale', async () => {
    const created = await withActor(owner, () =>
      createCategory({ name: 'Boxes', nameId: 'Kotak', nameZh: '', slugEn: '', slugId: '', slugZh: '', regenerateSlugs: false }),
    );
    const id = created.status === 'created' ? created.id : 0;
    await withActor(owner, () =>
      renameCategory(id, {
        name: 'Boxes',
        nameId: 'Kotak',
        nameZh: '',
        slugEn: '',
        slugId: 'kotak-kemasan',
        slugZh: '',
        regenerateSlugs: false,
      }),
    );
    expect(await lastEntry('category.update')).toEqual({ slug_id: ['kotak', 'kotak-kemasan'] });
  });
});
