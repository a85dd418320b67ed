import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { createCategory, deleteCategory, moveCategory, renameCategory } from './categories';
import { listCategoriesWithCounts, loadMenuCategories } from './categories-queries';
import { loadCategoryWithItems, loadItemWithDetails } from './queries';

// The category writes on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
// each with its audit entry, the menu's order, and delete-with-move as one transaction.

let t: TestDatabase;
const q = <T = Record<string, unknown>>(text: string) => t.handle.runner.query<T>(text);
const owner = { userId: null, email: 'owner@example.com' };
const names = (name: string, nameId = '', nameZh = '') => ({ name, nameId, nameZh });

beforeEach(async () => {
  t = await createTestDatabase();
  await q(
    `insert into categories (id, name, sort_order) overriding system value values (6, 'Hardbox', 1), (5, 'Softbox', 2), (42, 'Paper Bag', 3)`,
  );
  await q(`select setval(pg_get_serial_sequence('categories', 'id'), 42)`);
  await q(
    `insert into items (id, item_name, category_id) overriding system value values (1, 'Rigid box', 6), (2, 'Soft box', 5), (3, 'Tote', 5)`,
  );
});
afterEach(async () => t.cleanup());

const audit = () =>
  q<{ action: string; target_type: string; target_id: string; actor_email: string }>(
    `select action, target_type, target_id, actor_email from audit_log order by id`,
  );

describe('product category writes', () => {
  it('creates a category last in the order with its translated names, and the zh-CN menu shows the Chinese name', async () => {
    const created = await withActor(owner, () => createCategory(names('Gift Box', 'Kotak Hadiah', '礼盒')));
    expect(created.status).toBe('created');
    const id = created.status === 'created' ? created.id : 0;
    expect((await loadMenuCategories('zh-CN')).map((c) => c.name)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '礼盒',
    ]);
    expect((await loadMenuCategories('id')).at(-1)).toEqual({ id, slug: 'kotak-hadiah', name: 'Kotak Hadiah' });
    expect(await audit()).toEqual([
      { action: 'category.create', target_type: 'category', target_id: String(id), actor_email: 'owner@example.com' },
    ]);
    // English names are unique (the CSV import finds a category by its name).
    expect(await createCategory(names(' gift box '.trim()))).toEqual({ status: 'nameTaken' });
  });

  it('a blank translation falls back to English, marked as English for the page', async () => {
    await createCategory(names('Mailer Box'));
    expect((await loadMenuCategories('zh-CN')).at(-1)).toMatchObject({ name: 'Mailer Box', lang: 'en' });
  });

  it('renames in every language at once; the category page and the product breadcrumb read the new names', async () => {
    const result = await withActor(owner, () => renameCategory(5, names('Soft Box', 'Kotak Lunak', '软盒')));
    expect(result).toMatchObject({ status: 'renamed', categoryIds: [5], itemIds: [2, 3], locales: ['id', 'zh-CN'] });
    expect((await loadCategoryWithItems(5, 'zh-CN'))?.name).toBe('软盒');
    expect((await loadItemWithDetails(2, 'en'))?.categoryName).toBe('Soft Box');
    const [entry] = await q<{ changes: Record<string, unknown> }>(`select changes from audit_log where action = 'category.update'`);
    expect(entry!.changes).toEqual({ name: ['Softbox', 'Soft Box'], nameId: [null, 'Kotak Lunak'], nameZh: [null, '软盒'] });
    // Clearing a translation removes it (English shows again).
    await renameCategory(5, names('Soft Box', '', '软盒'));
    expect((await loadMenuCategories('id')).find((c) => c.id === 5)).toMatchObject({ name: 'Soft Box', lang: 'en' });
    expect(await renameCategory(999, names('X'))).toEqual({ status: 'notFound' });
    expect(await renameCategory(5, names('hardbox'))).toEqual({ status: 'nameTaken' });
  });

  it('moves a category up and down; the menu follows; the ends do not move', async () => {
    expect(await moveCategory(42, 'up')).toEqual({ status: 'moved' });
    expect((await loadMenuCategories('en')).map((c) => c.id)).toEqual([6, 42, 5]);
    expect(await moveCategory(6, 'up')).toEqual({ status: 'unchanged' });
    expect(await moveCategory(5, 'down')).toEqual({ status: 'unchanged' });
    expect(await moveCategory(6, 'down')).toEqual({ status: 'moved' });
    expect((await listCategoriesWithCounts()).map((c) => [c.id, c.itemCount])).toEqual([
      [42, 0],
      [6, 1],
      [5, 2],
    ]);
    expect((await audit()).filter((a) => a.action === 'category.reorder')).toHaveLength(2);
  });

  it('refuses to delete a category with products unless they move, then moves and deletes in one transaction', async () => {
    expect(await deleteCategory(5, null)).toEqual({ status: 'hasItems', count: 2 });
    expect(await deleteCategory(5, 999)).toEqual({ status: 'targetMissing' });
    expect((await listCategoriesWithCounts()).map((c) => c.id)).toEqual([6, 5, 42]);
    const result = await withActor(owner, () => deleteCategory(5, 42));
    expect(result).toMatchObject({ status: 'deleted', moved: 2, categoryIds: [5, 42], itemIds: [2, 3] });
    expect((await listCategoriesWithCounts()).map((c) => [c.id, c.itemCount])).toEqual([
      [6, 1],
      [42, 2],
    ]);
    const [entry] = await q<{ detail: unknown }>(`select detail from audit_log where action = 'category.delete'`);
    expect(entry!.detail).toEqual({ moved: 2, movedTo: 'Paper Bag', movedToId: 42 });
    expect(await deleteCategory(5, 42)).toEqual({ status: 'notFound' });
    // An empty category goes without a target; its translations go with it.
    await renameCategory(42, names('Paper Bag', 'Tas Kertas', '纸袋'));
    await q(`update items set category_id = 6`);
    expect(await deleteCategory(42, null)).toMatchObject({ status: 'deleted', moved: 0 });
    expect(await q(`select * from category_translations where category_id = 42`)).toEqual([]);
  });

  it('a failed move-and-delete leaves the products and the category as they were', async () => {
    // The audit insert fails inside the transaction: the move and the delete must roll back with it.
    await q(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`);
    await q(`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    await expect(deleteCategory(5, 42)).rejects.toThrow();
    expect((await listCategoriesWithCounts()).map((c) => [c.id, c.itemCount])).toEqual([
      [6, 1],
      [5, 2],
      [42, 0],
    ]);
  });

  it('two administrators at once: a product assigned while the category is deleted is counted, not orphaned', async () => {
    const db = t.handle.db;
    // Admin A puts product 1 into Paper Bag and holds the transaction open a moment; admin B
    // deletes Paper Bag meanwhile. The delete waits for A's lock, then sees the product.
    const assign = db.transaction(async (tx) => {
      await tx.execute(sql`update items set category_id = 42 where id = 1`);
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [, deleted] = await Promise.all([assign, deleteCategory(42, null)]);
    expect(deleted).toEqual({ status: 'hasItems', count: 1 });
    expect(await q(`select id, category_id from items where category_id is null`)).toEqual([]);
    // With a target, the same race moves the product instead.
    const again = db.transaction(async (tx) => {
      await tx.execute(sql`update items set category_id = 42 where id = 2`);
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [, moved] = await Promise.all([again, deleteCategory(42, 6)]);
    expect(moved).toMatchObject({ status: 'deleted', moved: 2 });
    expect((await q<{ n: number }>(`select count(*)::int as n from items where category_id is null or category_id = 42`))[0]!.n).toBe(0);
  });
});
