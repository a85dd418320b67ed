import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '@/lib/start-up/seed';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { listAdminCategories, listAdminItems } from './admin-queries';

// Category names in the admin follow the admin's language (item list, filters, forms), falling
// back to the English name where a category has no translation.

let t: TestDatabase;
let translated: Map<string, Map<number, string>>;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.handle, t.storage);
  const rows = await t.handle.runner.query<{ category_id: string | number; locale: string; name: string }>(
    `select category_id, locale, name from category_translations where btrim(coalesce(name, '')) <> ''`,
  );
  translated = new Map();
  for (const r of rows) {
    const byId = translated.get(r.locale) ?? new Map<number, string>();
    byId.set(Number(r.category_id), r.name);
    translated.set(r.locale, byId);
  }
});
afterAll(async () => t?.cleanup());

describe('admin category names by language', () => {
  it('lists the translated names in Chinese and Indonesian, the English ones in English', async () => {
    const english = await listAdminCategories('en');
    for (const locale of ['id', 'zh-CN'] as const) {
      const names = translated.get(locale)!;
      expect(names.size, locale).toBeGreaterThan(0);
      const listed = await listAdminCategories(locale);
      expect(listed.map((c) => c.id)).toEqual(english.map((c) => c.id));
      for (const c of listed) expect(c.name, `${locale} ${c.id}`).toBe(names.get(c.id) ?? english.find((e) => e.id === c.id)!.name);
    }
    expect(english.some((c) => c.name === translated.get('zh-CN')!.get(c.id))).toBe(false);
  });

  it('names each item’s category in that language, and falls back to English for an untranslated one', async () => {
    const [first] = await listAdminCategories('en');
    await t.handle.runner.query(`delete from category_translations where category_id = ${first!.id} and locale = 'zh-CN'`);
    const items = await listAdminItems('zh-CN');
    const zh = translated.get('zh-CN')!;
    const withCategory = items.filter((i) => i.categoryId !== null);
    expect(withCategory.length).toBeGreaterThan(0);
    for (const item of withCategory) {
      const expected = item.categoryId === first!.id ? first!.name : (zh.get(item.categoryId!) ?? null);
      if (expected !== null) expect(item.categoryName, String(item.id)).toBe(expected);
    }
    expect(items.some((i) => i.categoryId === first!.id && i.categoryName === first!.name)).toBe(true);
  });
});
