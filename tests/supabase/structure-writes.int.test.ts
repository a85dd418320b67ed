import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../lib/db/client';
import { setDbHandleForTests } from '../../lib/db';
import { deleteCategory, moveCategory } from '../../lib/catalog/categories';
import { loadMenuCategories } from '../../lib/catalog/categories-queries';
import { mergeTags, saveTaxonomy } from '../../lib/blog/taxonomy';
import { taxonomyFormSchema } from '../../lib/blog/taxonomy-schema';
import { attempt, createSupabaseLikeDatabase, supabaseLikeUnavailable, type SupabaseLikeDatabase } from './harness';
import { CALLERS } from './seed';

// The owner's structure screens on a Supabase deployment: product categories (order, move-and-
// delete) and blog tags (merge) are written by the server through DATABASE_URL, as items and posts
// are, so they work with supabase/policies.sql applied; no Data API caller, an app_metadata admin
// included, can write them directly; and the public menu order (categories.sort_order) is readable.
const skipReason = supabaseLikeUnavailable();

describe.skipIf(skipReason !== null)(`Supabase: category and taxonomy writes${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let db: SupabaseLikeDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    db = await createSupabaseLikeDatabase();
    await db.applyPolicies();
    handle = await openDatabase({ kind: 'postgres', url: db.url, max: 2 });
    setDbHandleForTests(handle);
    await db.sql`insert into categories (id, name, sort_order) overriding system value values (6, 'Hardbox', 1), (5, 'Softbox', 2)`;
    await db.sql`insert into items (item_name, category_id) values ('Rigid box', 5)`;
  }, 120_000);
  afterAll(async () => {
    setDbHandleForTests(undefined);
    await handle?.close();
    await db?.cleanup();
  });

  it('the server reorders, and moves-and-deletes a category, with its audit entries', async () => {
    expect(await moveCategory(5, 'up')).toEqual({ status: 'moved' });
    expect((await loadMenuCategories('en')).map((c) => c.id)).toEqual([5, 6]);
    expect(await deleteCategory(5, 6)).toMatchObject({ status: 'deleted', moved: 1 });
    const audit = await db.sql`select action from audit_log order by id`;
    expect(audit.map((r) => r.action)).toEqual(['category.reorder', 'category.delete']);
  });

  it('the server creates and merges tags', async () => {
    const a = await saveTaxonomy(taxonomyFormSchema.parse({ kind: 'tag', name: 'Eco', slug: 'eco' }));
    const b = await saveTaxonomy(taxonomyFormSchema.parse({ kind: 'tag', name: 'Green', slug: 'green' }));
    if (a.status !== 'saved' || b.status !== 'saved') throw new Error('tags not saved');
    expect(await mergeTags(a.id, b.id)).toMatchObject({ status: 'merged' });
    expect((await db.sql`select slug from blog_tags`).map((r) => r.slug)).toEqual(['green']);
  });

  for (const caller of Object.values(CALLERS)) {
    it(`${caller.name} reads the menu order but cannot reorder, rename or add categories and tags`, async () => {
      const order = await attempt(db.sql, caller, 'select id, sort_order from public.categories order by sort_order, id');
      expect(order.ok).toBe(true);
      for (const statement of [
        'update public.categories set sort_order = 0',
        `update public.category_translations set name = 'x'`,
        `insert into public.categories (name) values ('Injected')`,
        `insert into public.blog_tags (name, slug) values ('Injected', 'injected')`,
        'delete from public.blog_tags',
      ]) {
        const outcome = await attempt(db.sql, caller, statement);
        expect(outcome.ok ? `allowed (${outcome.count} rows)` : outcome.code, `${caller.name}: ${statement}`).toMatch(
          /^(42501|allowed \(0 rows\))$/,
        );
      }
    });
  }
});
