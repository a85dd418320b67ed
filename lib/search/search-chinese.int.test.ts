import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { insertTestPost } from '@/lib/blog/test-fixtures';
import { searchSite, type SearchHit } from './search';

// Chinese words apart in a name (lib/search/chinese.ts, docs/decisions/082-chinese-search.md) and the
// order of translated and English-only results, on the lane's engine (PGlite, or PostgreSQL with
// TEST_DATABASE=postgres). The names are the demo seed's (lib/start-up/seed/translations/catalog-zh).

let t: TestDatabase;
const run = <R = { id: number }>(text: string, params: unknown[] = []) => t.handle.runner.query<R>(text, params);
const labelOf = (h: SearchHit) => (h.kind === 'product' ? h.name.value : h.title.value);
const search = async (q: string, locale: 'en' | 'id' | 'zh-CN' = 'zh-CN') => searchSite(q, locale, 1, t.handle.db);
const labels = async (q: string, locale: 'en' | 'id' | 'zh-CN' = 'zh-CN') => (await search(q, locale)).hits.map(labelOf);

async function item(name: string, translations: Partial<Record<'id' | 'zh-CN', string>> = {}) {
  const [row] = await run(`insert into items (item_name) values ($1) returning id::int as id`, [name]);
  for (const [locale, translated] of Object.entries(translations))
    await run(`insert into item_translations (item_id, locale, item_name) values ($1, $2, $3)`, [row!.id, locale, translated]);
  return row!.id;
}

const id: Record<string, number | string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  id.kraft = await item('Kraft Twisted Handle Bag', { 'zh-CN': '牛皮纸扭绳手提袋' });
  id.magnetic = await item('Magnetic Gift Box', { 'zh-CN': '磁吸礼盒', id: 'Kotak Hadiah Magnet' });
  id.clasp = await item('Magnetic Clasp Carton', { 'zh-CN': '磁力吸附纸盒' });
  id.alpha = await item('Alpha gift box');
  id.zeta = await item('Zeta gift box', { id: 'Zeta kotak hadiah' });
  // The seed's article on paper bags: 牛皮纸袋 side by side in its Chinese excerpt, not in its title.
  id.bags = await insertTestPost(t.handle.db, {
    slug: 'why-paper-bags',
    title: 'Why paper bags are the sustainable choice',
    excerpt: 'Kraft paper bags are recyclable.',
  });
  await run(`insert into blog_post_translations (blog_post_id, locale, title, slug, excerpt) values ($1, 'zh-CN', $2, 'zhidai', $3)`, [
    id.bags,
    '为什么纸袋是零售业的环保之选',
    '牛皮纸袋可回收、可降解且结实耐用。',
  ]);
  // Characters of 磁吸盒 in order, but only in an excerpt: in-order matching is for names and titles.
  await insertTestPost(t.handle.db, { slug: 'lids', title: 'Lids that close', excerpt: 'Lids.' }).then((post) =>
    run(`insert into blog_post_translations (blog_post_id, locale, title, slug, excerpt) values ($1, 'zh-CN', '盖子', 'gaizi', $2)`, [
      post,
      '磁铁吸住盖子的礼品盒',
    ]),
  );
  id.ribbons = await insertTestPost(t.handle.db, { slug: 'ribbons', title: 'About gift box ribbons' });
  id.wrapping = await insertTestPost(t.handle.db, { slug: 'wrapping', title: 'Zen gift box wrapping' });
  await run(`insert into blog_post_translations (blog_post_id, locale, title, slug) values ($1, 'zh-CN', '礼盒包装 gift box', 'lihe')`, [
    id.wrapping,
  ]);
});
afterAll(async () => t?.cleanup());

describe('a Chinese query whose words are apart in the name', () => {
  it('牛皮纸袋 finds the kraft bag 牛皮纸扭绳手提袋 first, before the article that has the word side by side', async () => {
    const { hits, total } = await search('牛皮纸袋');
    expect(hits.map(labelOf)).toEqual(['牛皮纸扭绳手提袋', '为什么纸袋是零售业的环保之选']);
    expect(total).toBe(2);
    expect(hits[0]).toMatchObject({ kind: 'product', id: id.kraft, name: { value: '牛皮纸扭绳手提袋', fallback: false } });
    expect(hits[1]).toMatchObject({ kind: 'post', id: id.bags });
  });

  it('磁吸盒 finds 磁吸礼盒, and ranks it before a name that has the characters but none of its pairs', async () => {
    // A–Z alone would put 磁力吸附纸盒 first on this engine: the order below is the closeness's.
    const [order] = await run<{ first: string }>(`select min(n) as first from unnest(array['磁吸礼盒', '磁力吸附纸盒']) n`);
    expect(order!.first).toBe('磁力吸附纸盒');
    expect(await labels('磁吸盒')).toEqual(['磁吸礼盒', '磁力吸附纸盒']);
  });

  it('does not match the same characters in an unrelated order', async () => {
    // Every character is in a name, in another order: no result, not even a low one.
    for (const [q, name] of [
      ['袋纸皮牛', '牛皮纸扭绳手提袋'],
      ['盒吸磁', '磁吸礼盒'],
      ['纸皮牛袋', '牛皮纸扭绳手提袋'],
    ] as const) {
      expect(Array.from(q).every((ch) => name.includes(ch))).toBe(true);
      expect(await search(q), q).toEqual({ hits: [], total: 0 });
    }
  });

  it('finds a contiguous name first, then names with the characters apart; spaced words in any order', async () => {
    // 纸袋 side by side in the article's title outranks the product that has 纸 and 袋 apart.
    expect(await labels('纸袋')).toEqual(['为什么纸袋是零售业的环保之选', '牛皮纸扭绳手提袋']);
    expect(await labels('手提袋 牛皮纸')).toEqual(['牛皮纸扭绳手提袋']);
    // Only the visitor's language and English are searched: an English visitor does not match the Chinese name.
    expect(await labels('扭绳袋')).toEqual(['牛皮纸扭绳手提袋']);
    expect(await labels('扭绳袋', 'en')).toEqual([]);
  });

  it('leaves excerpts and article texts to the contiguous match', async () => {
    expect((await search('磁吸盒')).hits.every((h) => h.kind === 'product')).toBe(true);
    expect(await labels('吸住盖子')).toEqual(['盖子']);
  });
});

describe('translated and English-only results', () => {
  it('ranks what is translated into the visitor language before English-only results of the same rank', async () => {
    // Products first, then posts (as before); within each, translated first, then A–Z.
    expect(await labels('gift box', 'id')).toEqual([
      'Kotak Hadiah Magnet',
      'Zeta kotak hadiah',
      'Alpha gift box',
      'About gift box ribbons',
      'Zen gift box wrapping',
    ]);
    expect(await labels('gift box', 'zh-CN')).toEqual([
      '磁吸礼盒',
      'Alpha gift box',
      'Zeta gift box',
      '礼盒包装 gift box',
      'About gift box ribbons',
    ]);
    // In English nothing is a fallback: A–Z as before.
    expect(await labels('gift box', 'en')).toEqual([
      'Alpha gift box',
      'Magnetic Gift Box',
      'Zeta gift box',
      'About gift box ribbons',
      'Zen gift box wrapping',
    ]);
  });

  it('says which results are shown in English only', async () => {
    const { hits } = await search('gift box', 'zh-CN');
    const byLabel = new Map(hits.map((h) => [labelOf(h), h.kind === 'product' ? h.name : h.title]));
    expect(byLabel.get('磁吸礼盒')).toEqual({ value: '磁吸礼盒', locale: 'zh-CN', fallback: false });
    expect(byLabel.get('Alpha gift box')).toEqual({ value: 'Alpha gift box', locale: 'en', fallback: true });
    expect(byLabel.get('About gift box ribbons')).toEqual({ value: 'About gift box ribbons', locale: 'en', fallback: true });
    expect(byLabel.get('礼盒包装 gift box')).toMatchObject({ fallback: false });
    const english = await search('gift box', 'en');
    expect(english.hits.every((h) => !(h.kind === 'product' ? h.name : h.title).fallback)).toBe(true);
  });
});
