// @engine-independent: what the page renders from the cached category read
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { createCategory, deleteCategory, moveCategory, renameCategory } from '@/lib/catalog/categories';
import { loadMenuCategories } from '@/lib/catalog/categories-queries';
import { catalogReadTags } from '@/lib/catalog/read-tags';
import { tagsForCategoryWrite } from '@/lib/catalog/tags';
import { landingTiles } from './landing-tiles';

// The landing page's category tiles follow the owner's categories on the lane's engine: new ones
// appear, deleted ones go, the order and the translated names are the owner's, links are slug addresses.

let t: TestDatabase;
const q = (text: string) => t.handle.runner.query(text);
const names = (name: string, nameId = '', nameZh = '') => ({ name, nameId, nameZh });
const tiles = async (locale: 'en' | 'id' | 'zh-CN') => landingTiles(await loadMenuCategories(locale));

beforeEach(async () => {
  t = await createTestDatabase();
  await q(
    `insert into categories (id, name, sort_order) overriding system value values (6, 'Hardbox', 1), (5, 'Softbox', 2), (42, 'Paper Bag', 3)`,
  );
  await q(`select setval(pg_get_serial_sequence('categories', 'id'), 42)`);
  await q(`insert into category_slugs (category_id, locale, slug) values (6, 'en', 'hardbox'), (6, 'zh-CN', 'ying-he')`);
});
afterEach(async () => t.cleanup());

describe('landing category tiles', () => {
  it('show an owner-created category in the page language, linking its slug address; the starting three keep their texts', async () => {
    const created = await createCategory(names('Gift Box', 'Kotak Hadiah', '礼盒'));
    if (created.status !== 'created') throw new Error('not created');
    const zh = await tiles('zh-CN');
    expect(zh.map((x) => x.id)).toEqual([6, 5, 42, created.id]);
    expect(zh.at(-1)).toMatchObject({ name: '礼盒', variant: 'hardbox', textKey: 'categoryText' });
    expect(zh.at(-1)!.href).toMatch(new RegExp(`^/category/${created.id}/.+`));
    expect((await tiles('id')).at(-1)).toMatchObject({ name: 'Kotak Hadiah', href: `/category/${created.id}/kotak-hadiah` });
    // No Chinese name for the starting ones: English stands in, marked as English.
    expect(zh[1]).toMatchObject({ id: 5, href: '/category/5' }); // no slug yet: the bare address still answers
    expect(zh[0]).toMatchObject({
      id: 6,
      name: 'Hardbox',
      lang: 'en',
      variant: 'hardbox',
      textKey: 'hardboxText',
      href: '/category/6/ying-he',
    });
    expect(zh[2]).toMatchObject({ id: 42, variant: 'paperBag', textKey: 'paperBagText' });
  });

  it('follow renames, the owner’s order and deletes', async () => {
    await renameCategory(5, names('Soft Box', 'Kotak Lunak', '软盒'));
    await moveCategory(42, 'up');
    expect((await tiles('zh-CN')).map((x) => x.name)).toEqual(['Hardbox', 'Paper Bag', '软盒']);
    expect(await deleteCategory(42, null)).toMatchObject({ status: 'deleted' });
    expect((await tiles('en')).map((x) => [x.name, x.href])).toEqual([
      ['Hardbox', '/category/6/hardbox'],
      ['Soft Box', '/category/5/soft-box'],
    ]);
  });

  it('are read under tags every category write refreshes', () => {
    const written = new Set(tagsForCategoryWrite([], []));
    // A translated page's read carries the base tag too, so a write in any language reaches it.
    for (const locale of ['en', 'id', 'zh-CN'] as const)
      expect(catalogReadTags.otherCategories(locale).some((tag) => written.has(tag))).toBe(true);
  });
});
