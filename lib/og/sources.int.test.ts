// @engine-independent: share card contents from the localised reads
import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTestPost, insertTestTag } from '@/lib/blog/test-fixtures';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import zh from '@/messages/zh-CN.json';

// What each page's card says and shows, read from the real database (PGlite, PostgreSQL in the
// int-postgres lane) and the real local photo storage: the page's language with the reads' per-field
// fallback to English, the photo only when it is a stored one.

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  updateTag: () => {},
  revalidateTag: () => {},
}));
const messages = { en, id, 'zh-CN': zh } as const;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: 'shareCard' }) =>
    createTranslator({ locale, messages: messages[locale], namespace }),
}));

const { cardSource } = await import('./sources');

let t: TestDatabase;
const ids = { gift: 0, external: 0, gone: 0, bare: 0 };
const run = <T>(sqlText: string, params: unknown[] = []) => t.handle.runner.query<T>(sqlText, params);

async function item(name: string, photoUrl: string | null, categoryId = 6): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into items (item_name, item_code, item_description, category_id, main_photo_url) values ($1, $2, '', $4, $3) returning id::int as id`,
    [name, `C-${name}`, photoUrl, categoryId],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  vi.stubEnv('DATA_DIR', t.dataDir);
  resetConfigForTests();
  await t.storage.upload('main/main-1-v1.jpg', fs.readFileSync(path.resolve('tests/fixtures/uploads/photo-a.jpg')), 'image/jpeg');
  await run(`insert into categories (id, name) overriding system value values (6, 'Hardbox'), (42, 'Paper Bag')`);
  await run(`insert into category_translations (category_id, locale, name) values (6, 'zh-CN', '精装硬盒')`);
  ids.gift = await item('Rigid Magnetic Gift Box', t.storage.publicUrl('main/main-1-v1.jpg'));
  ids.external = await item('External Photo Box', 'https://photos.example/box.jpg', 42);
  ids.gone = await item('Gone Photo Box', t.storage.publicUrl('main/main-404-v1.jpg'), 42);
  ids.bare = await item('Bare Box', null);
  await run(`insert into item_translations (item_id, locale, item_name) values ($1, 'zh-CN', '磁吸礼盒')`, [ids.gift]);
  const db = await getDb();
  const kraft = await insertTestTag(db, 'Kraft');
  await insertTestTag(db, 'Unused');
  await insertTestPost(db, { slug: 'kraft-boxes', title: 'Kraft Boxes', tagIds: [kraft] });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await t?.cleanup();
});

const found = async (...args: Parameters<typeof cardSource>) => {
  const source = await cardSource(...args);
  if (!source.found) throw new Error(`no card for ${args.join(' ')}`);
  return source.input;
};

describe('card sources', () => {
  it("a product card is in the page's language, with the stored photo made small", async () => {
    const card = await found('product', String(ids.gift), 'zh-CN');
    expect([card.title, card.kicker, card.locale]).toEqual(['磁吸礼盒', '精装硬盒', 'zh-CN']);
    const meta = await sharp(card.photo!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1000);
  });

  it('falls back to the English name where the language has none', async () => {
    const card = await found('product', String(ids.gift), 'id');
    expect([card.title, card.kicker]).toEqual(['Rigid Magnetic Gift Box', 'Hardbox']);
    expect((await found('product', String(ids.bare), 'zh-CN')).title).toBe('Bare Box');
  });

  it('goes without a photo that is missing, absent or not a stored one (never fetched)', async () => {
    for (const key of [ids.external, ids.gone, ids.bare]) expect((await found('product', String(key), 'en')).photo).toBeNull();
  });

  it('category and article cards', async () => {
    const category = await found('category', '6', 'zh-CN');
    expect([category.title, category.kicker]).toEqual(['精装硬盒', '产品类别']);
    // Its first product (A–Z) has no photo, the next one a stored photo.
    expect(category.photo).not.toBeNull();
    // Paper Bag's products have only an outside address and a missing file: no photo.
    expect((await found('category', '42', 'en')).photo).toBeNull();
    expect(await cardSource('category', '6', 'en')).toMatchObject({ found: true, key: '6' });
    const article = await found('article', 'kraft-boxes', 'zh-CN');
    expect([article.title, article.kicker, article.photo]).toEqual(['Kraft Boxes', '文章', null]);
  });

  it("a page without a photo (home, blog, quote, search) has its words in the page's language and the mark", async () => {
    const home = await found('page', 'home', 'zh-CN');
    expect([home.title, home.kicker, home.photo]).toEqual([zh.landing.metaTitle, zh.shareCard.site, null]);
    expect((await found('page', 'blog', 'id')).title).toBe(id.blog.heroTagline);
    expect((await found('page', 'quote', 'en')).title).toBe(en.Quote.page.title);
    expect((await found('page', 'search', 'en')).title).toBe(en.search.heading);
    expect(await cardSource('page', 'home', 'en')).toMatchObject({ found: true, key: 'home' });
  });

  it("a tag's card names the tag; a tag without a published post has none", async () => {
    const tag = await found('tag', 'kraft', 'id');
    expect([tag.title, tag.kicker, tag.photo]).toEqual(['#Kraft', id.blog.tagKicker, null]);
    expect((await cardSource('tag', 'unused', 'en')).found).toBe(false);
  });

  it('no card for what does not exist', async () => {
    for (const [kind, key] of [
      ['product', '999999'],
      ['product', 'x'],
      ['category', '77'],
      ['article', 'no-such-post'],
      ['user', '1'],
      ['product', `0${ids.gift}`],
      ['category', '06'],
      ['page', 'about'],
      ['tag', 'no-such-tag'],
    ] as const)
      expect((await cardSource(kind, key, 'en')).found).toBe(false);
  });
});
