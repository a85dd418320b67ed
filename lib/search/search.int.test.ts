import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { SEARCH_PAGE_SIZE } from './query';
import { searchSite, type SearchHit } from './search';

// The site search on the lane's engine (PGlite, or PostgreSQL with TEST_DATABASE=postgres): the
// folded substring match of migration 0019, its ranking, the language fallback and what never shows.

let t: TestDatabase;
const run = (text: string, params: unknown[] = []) => t.handle.runner.query<{ id: number }>(text, params);
const labelOf = (h: SearchHit) => (h.kind === 'product' ? h.name.value : h.title.value);
const search = async (q: string, locale: 'en' | 'id' | 'zh-CN' = 'en', page = 1) => searchSite(q, locale, page, t.handle.db);

async function item(name: string, code: string | null, categoryId: number | null, specs: [string, string][] = []) {
  const [row] = await run(`insert into items (item_name, item_code, category_id) values ($1, $2, $3) returning id::int as id`, [
    name,
    code,
    categoryId,
  ]);
  for (const [n, v] of specs)
    await run(`insert into item_specifications (item_id, spec_name, spec_value) values ($1, $2, $3)`, [row!.id, n, v]);
  return row!.id;
}

const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  await run(`insert into categories (id, name) overriding system value values (6, 'Hardbox'), (7, 'Paper Bag')`);
  await run(`insert into category_translations (category_id, locale, name) values (6, 'zh-CN', '精装硬盒'), (7, 'id', 'Tas Kertas')`);
  id.magnetic = await item('Magnetic Gift Box', 'HB-100', 6, [['Material', 'Art carton 210gsm']]);
  id.drawer = await item('Drawer Box', 'HB-1001', 6, [['Finish', 'Crème matte lamination']]);
  id.kraft = await item('Kraft Shopping Bag', 'PB-200', 7, [['Handle', 'Twisted paper']]);
  id.mailer = await item('Mailer with gift box insert', 'MB-300', null);
  await run(
    `insert into item_translations (item_id, locale, item_name) values ($1, 'zh-CN', '磁吸礼盒'), ($1, 'id', 'Kotak Hadiah Magnet')`,
    [id.magnetic],
  );
  await run(`insert into item_translations (item_id, locale, item_name) values ($1, 'zh-CN', '  ')`, [id.drawer]);
  await run(
    `insert into item_specification_translations (item_id, locale, position, spec_name, spec_value) values ($1, 'id', 0, 'Pegangan', 'Tali kertas pilin')`,
    [id.kraft],
  );
  await insertTestPost(t.handle.db, {
    slug: 'choosing-a-gift-box',
    title: 'Choosing a gift box',
    excerpt: 'What to ask a supplier.',
    blocks: [{ type: 'paragraph', content: { text: '<p>Rigid boxes with a <strong>magnetic</strong> flap feel premium.</p>' } }],
  });
  const translated = await insertTestPost(t.handle.db, {
    slug: 'kraft-guide',
    title: 'A guide to kraft paper',
    excerpt: 'Café-grade sacks.',
  });
  await run(
    `insert into blog_post_translations (blog_post_id, locale, title, slug) values ($1, 'id', 'Panduan kertas kraf', 'panduan-kraf')`,
    [translated],
  );
  await insertTestPost(t.handle.db, { slug: 'draft-gift', title: 'Draft gift box notes', status: 'draft', publishedAt: null });
  await insertTestPost(t.handle.db, { slug: 'archived-gift', title: 'Archived gift box notes', status: 'archived' });
  await insertTestPost(t.handle.db, {
    slug: 'future-gift',
    title: 'Future gift box notes',
    status: 'scheduled',
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  await insertTestPost(t.handle.db, {
    slug: 'past-scheduled-gift',
    title: 'Scheduled gift box notes, now live',
    status: 'scheduled',
    publishedAt: new Date(Date.now() - 60_000),
  });
});
afterAll(async () => t?.cleanup());

describe('searchSite', () => {
  it('finds a Chinese name by a substring (礼盒 in 磁吸礼盒), shown in Chinese', async () => {
    const { hits } = await search('礼盒', 'zh-CN');
    expect(hits.map(labelOf)).toEqual(['磁吸礼盒']);
    expect(hits[0]).toMatchObject({ kind: 'product', id: id.magnetic, name: { fallback: false } });
  });

  it('finds a translated category name and falls back to English for an untranslated name', async () => {
    const { hits } = await search('硬盒', 'zh-CN');
    expect(hits.map(labelOf).sort()).toEqual(['Drawer Box', '磁吸礼盒']);
    const drawer = hits.find((h) => h.kind === 'product' && h.id === id.drawer);
    expect(drawer).toMatchObject({ name: { value: 'Drawer Box', locale: 'en', fallback: true }, category: { value: '精装硬盒' } });
  });

  it('ignores diacritics and Latin case, both ways', async () => {
    expect((await search('CREME')).hits.map(labelOf)).toEqual(['Drawer Box']);
    expect((await search('cafe')).hits.map(labelOf)).toEqual(['A guide to kraft paper']);
    expect((await search('Cáfé-GRADE')).hits.map(labelOf)).toEqual(['A guide to kraft paper']);
  });

  it('matches a product code exactly first, then by prefix', async () => {
    expect((await search('hb-100')).hits.map(labelOf)).toEqual(['Magnetic Gift Box', 'Drawer Box']);
    expect((await search('HB-1001')).hits.map(labelOf)).toEqual(['Drawer Box']);
    expect((await search('PB-')).hits.map(labelOf)).toEqual(['Kraft Shopping Bag']);
  });

  it('ranks name and title matches before category, excerpt, specification and text matches', async () => {
    const labels = (await search('magnetic')).hits.map(labelOf);
    expect(labels).toEqual(['Magnetic Gift Box', 'Choosing a gift box']);
    const gift = (await search('gift box')).hits.map(labelOf);
    // Every title or name containing the words, products first, then A–Z; drafts, archived and future posts never.
    expect(gift).toEqual(['Magnetic Gift Box', 'Mailer with gift box insert', 'Choosing a gift box', 'Scheduled gift box notes, now live']);
  });

  it('searches the visitor language and English, and links a post by its translated slug', async () => {
    const { hits } = await search('panduan', 'id');
    expect(hits).toMatchObject([{ kind: 'post', slug: 'panduan-kraf', title: { value: 'Panduan kertas kraf', fallback: false } }]);
    expect((await search('kraft', 'id')).hits.map(labelOf)).toEqual(['Kraft Shopping Bag', 'Panduan kertas kraf']);
    expect((await search('pilin', 'id')).hits.map(labelOf)).toEqual(['Kraft Shopping Bag']);
    // Another language's words are not searched: an English visitor does not find the Indonesian title.
    expect((await search('panduan', 'en')).hits).toEqual([]);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await search('%')).hits).toEqual([]);
    expect((await search('_')).hits).toEqual([]);
  });

  it('pages past the first page with the same total', async () => {
    for (let n = 0; n < SEARCH_PAGE_SIZE + 3; n++) await item(`Pouch ${String(n).padStart(2, '0')}`, `PO-${n}`, null);
    const first = await search('pouch');
    const second = await search('pouch', 'en', 2);
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 3);
    expect(second.total).toBe(SEARCH_PAGE_SIZE + 3);
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(second.hits.map(labelOf)).toEqual(['Pouch 10', 'Pouch 11', 'Pouch 12']);
    expect(await search('pouch', 'en', 3)).toEqual({ hits: [], total: SEARCH_PAGE_SIZE + 3 });
  });
});
