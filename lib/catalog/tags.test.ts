import { describe, expect, it } from 'vitest';
import { CATALOG_TAGS, tagsForItemTranslationWrite, tagsForItemWrite } from './tags';

describe('catalogue cache tags', () => {
  it('an item write touches its page, every category it was or is in, and the lists', () => {
    expect(tagsForItemWrite(7, [6, null, 42, 6]).sort()).toEqual(['categories', 'category:42', 'category:6', 'item:7', 'items']);
    expect(tagsForItemWrite(7)).toEqual(['items', 'categories', 'item:7']);
  });
  it('builds the per-entity tags', () => {
    expect(CATALOG_TAGS.item(3)).toBe('item:3');
    expect(CATALOG_TAGS.category('6')).toBe('category:6');
  });
  it('a translation write touches its locale’s twins, the product page in every locale and the sitemap', () => {
    expect(tagsForItemTranslationWrite(7, 'zh-CN', [6]).sort()).toEqual(
      ['catalog-translations', 'categories@zh-CN', 'category:6@zh-CN', 'item:7', 'item:7@zh-CN', 'items@zh-CN'].sort(),
    );
  });
});
