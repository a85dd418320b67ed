import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { withActor } from '@/lib/history/actor';
import { categories } from '@/lib/db/schema';
import { createCategory, renameCategory } from './categories';
import { createItem, updateItem, type CreateItemData } from './mutations';
import { backfillSlugs, currentPages, readSlugs, saveSlugs, SlugError } from './slugs';
import { saveItemTranslation } from './translations/mutations';

// Slugs on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres): made from the
// name per locale, unique per locale, kept on rename, made anew on request with the old one kept.

let t: TestDatabase;
const owner = { userId: null, email: 'owner@example.com' };
const rows = (table: string, owner: string, id: number) =>
  t.handle.runner.query<{ locale: string; slug: string; is_current: boolean }>(
    `select locale, slug, is_current from ${table} where ${owner} = $1 order by locale, created_at, slug`,
    [id],
  );

beforeEach(async () => {
  t = await createTestDatabase();
  await t.handle.db.insert(categories).values([{ id: 6, name: 'Hardbox' }]);
});
afterEach(async () => t.cleanup());

const item = (itemName: string, extra: Partial<CreateItemData> = {}): CreateItemData => ({
  categoryId: 6,
  itemName,
  descriptionHtml: '',
  specs: [],
  gallery: [],
  ...extra,
});
const translate = (itemId: number, locale: 'id' | 'zh-CN', name: string, extra = {}) =>
  saveItemTranslation({ itemId, locale, name, descriptionHtml: '', specs: [], ...extra });

describe('product slugs', () => {
  it('a new product gets a slug per locale from its name; a translation saved later keeps it until regenerated', async () => {
    const { id } = await createItem(item('Magnetic Gift Box'));
    expect(await readSlugs(t.handle.db, 'item', id)).toEqual({
      en: 'magnetic-gift-box',
      id: 'magnetic-gift-box',
      'zh-CN': 'magnetic-gift-box',
    });
    await translate(id, 'zh-CN', '磁吸礼盒', { regenerateSlug: true });
    await translate(id, 'id', 'Kotak Hadiah Magnet', { regenerateSlug: true });
    expect(await readSlugs(t.handle.db, 'item', id)).toEqual({
      en: 'magnetic-gift-box',
      id: 'kotak-hadiah-magnet',
      'zh-CN': 'ci-xi-li-he',
    });
  });

  it('is unique per locale: a second product of the same name gets -2, in each locale on its own', async () => {
    const a = await createItem(item('Gift Box'));
    const b = await createItem(item('Gift Box'));
    expect((await readSlugs(t.handle.db, 'item', a.id)).en).toBe('gift-box');
    expect(await readSlugs(t.handle.db, 'item', b.id)).toEqual({ en: 'gift-box-2', id: 'gift-box-2', 'zh-CN': 'gift-box-2' });
    await translate(b.id, 'id', 'Kotak Kado', { regenerateSlug: true });
    expect((await readSlugs(t.handle.db, 'item', b.id)).id).toBe('kotak-kado');
  });

  it('stays when the name changes; regenerating makes a new one and keeps the old one as a former slug', async () => {
    const { id } = await createItem(item('Rigid Box'));
    const renamed = { ...item('Luxury Rigid Box'), id, gallery: [] };
    await withActor(owner, () => updateItem(renamed));
    expect((await readSlugs(t.handle.db, 'item', id)).en).toBe('rigid-box');
    const result = await withActor(owner, () => updateItem({ ...renamed, slugs: { regenerate: ['en'] } }));
    expect(result).toMatchObject({ found: true, slugChanges: [{ locale: 'en', from: 'rigid-box', to: 'luxury-rigid-box' }] });
    expect((await rows('item_slugs', 'item_id', id)).filter((r) => r.locale === 'en')).toEqual([
      { locale: 'en', slug: 'rigid-box', is_current: false },
      { locale: 'en', slug: 'luxury-rigid-box', is_current: true },
    ]);
    // A former slug stays this page's: another product of that name does not get it.
    const other = await createItem(item('Rigid Box'));
    expect((await readSlugs(t.handle.db, 'item', other.id)).en).toBe('rigid-box-2');
  });

  it('takes a typed slug, refuses one another product has, and refuses a malformed one', async () => {
    const a = await createItem(item('Paper Bag'));
    const b = await createItem(item('Tote'));
    await withActor(owner, () => updateItem({ ...item('Tote'), id: b.id, gallery: [], slugs: { set: { en: 'Tote-Bag-Large' } } }));
    expect((await readSlugs(t.handle.db, 'item', b.id)).en).toBe('tote-bag-large');
    const taken = await withActor(owner, () =>
      updateItem({ ...item('Tote'), id: b.id, gallery: [], slugs: { set: { en: 'paper-bag' } } }),
    ).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(SlugError);
    expect(taken).toMatchObject({ locale: 'en', reason: 'taken' });
    const bad = await t.handle.db.transaction((tx) => saveSlugs(tx, 'item', a.id, { set: { id: 'kotak--x' } })).catch((e: unknown) => e);
    expect(bad).toMatchObject({ locale: 'id', reason: 'format' });
    expect((await readSlugs(t.handle.db, 'item', b.id)).en).toBe('tote-bag-large');
  });

  it('back-fills rows written before slugs existed, Chinese names as pinyin', async () => {
    await t.handle.runner.query(`insert into items (id, item_name, category_id) overriding system value values (90, 'Kraft Box', 6)`);
    await t.handle.runner.query(`insert into item_translations (item_id, locale, item_name) values (90, 'zh-CN', '牛皮纸盒')`);
    expect(await backfillSlugs(t.handle.db)).toBe(2); // the category and the item
    expect(await readSlugs(t.handle.db, 'item', 90)).toEqual({ en: 'kraft-box', id: 'kraft-box', 'zh-CN': 'niu-pi-zhi-he' });
    expect(await readSlugs(t.handle.db, 'category', 6)).toEqual({ en: 'hardbox', id: 'hardbox', 'zh-CN': 'hardbox' });
    expect(await backfillSlugs(t.handle.db)).toBe(0);
  });
});

describe('category slugs', () => {
  const names = (name: string, nameId = '', nameZh = '', extra = {}) => ({
    name,
    nameId,
    nameZh,
    slugEn: '',
    slugId: '',
    slugZh: '',
    regenerateSlugs: false,
    ...extra,
  });

  it('are made per locale on create, kept on rename, made anew on request with the old ones kept', async () => {
    const created = await withActor(owner, () => createCategory(names('Gift Box', 'Kotak Hadiah', '礼盒')));
    const id = created.status === 'created' ? created.id : 0;
    expect(await readSlugs(t.handle.db, 'category', id)).toEqual({ en: 'gift-box', id: 'kotak-hadiah', 'zh-CN': 'li-he' });
    await withActor(owner, () => renameCategory(id, names('Gift Boxes', 'Kotak Kado', '礼品盒')));
    expect(await readSlugs(t.handle.db, 'category', id)).toEqual({ en: 'gift-box', id: 'kotak-hadiah', 'zh-CN': 'li-he' });
    const result = await withActor(owner, () => renameCategory(id, names('Gift Boxes', 'Kotak Kado', '礼品盒', { regenerateSlugs: true })));
    expect(result).toMatchObject({
      status: 'renamed',
      slugChanges: expect.arrayContaining([{ locale: 'zh-CN', from: 'li-he', to: 'li-pin-he' }]),
    });
    expect(await readSlugs(t.handle.db, 'category', id)).toEqual({ en: 'gift-boxes', id: 'kotak-kado', 'zh-CN': 'li-pin-he' });
    expect(
      (await rows('category_slugs', 'category_id', id))
        .filter((r) => !r.is_current)
        .map((r) => r.slug)
        .sort(),
    ).toEqual(['gift-box', 'kotak-hadiah', 'li-he']);
  });

  it('never takes a fixed child of the category address, and a typed slug is unique among categories', async () => {
    const created = await withActor(owner, () => createCategory(names('Browse')));
    const id = created.status === 'created' ? created.id : 0;
    expect((await readSlugs(t.handle.db, 'category', id)).en).toBe(`browse-${id}`);
    const second = await withActor(owner, () => createCategory(names('Tubes', '', '', { slugEn: `browse-${id}` }))).catch(
      (e: unknown) => e,
    );
    expect(second).toMatchObject({ locale: 'en', reason: 'taken' });
  });
});

describe('the addresses a CDN purge names', () => {
  it('lists each product and category under its current slug in every locale, not its old one', async () => {
    const { id } = await createItem(item('Magnetic Gift Box'));
    await translate(id, 'zh-CN', '磁吸礼盒', { regenerateSlug: true });
    await backfillSlugs(t.handle.db); // the category was inserted bare, as before migration 0021
    const pages = await currentPages(t.handle.db, { itemIds: [id], categoryIds: [6] });
    expect(pages).toEqual(
      expect.arrayContaining([
        `/product/${id}/magnetic-gift-box`,
        `/id/product/${id}/magnetic-gift-box`,
        `/zh-CN/product/${id}/ci-xi-li-he`,
      ]),
    );
    expect(pages).not.toContain(`/zh-CN/product/${id}/magnetic-gift-box`);
    expect(pages.filter((p) => p.includes('/category/6/'))).toHaveLength(3);
    expect(await currentPages(t.handle.db, {})).toEqual([]);
  });
});
