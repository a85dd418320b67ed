import { describe, expect, it } from 'vitest';
import { filterAndSortItems, filterPresortedItems } from './browse';
import { langMap, listedLocales, localiseText, mainTextLocale, translatedLocales } from './localise';
import { catalogReadTags } from './read-tags';
import { mapCategoryWithItems, mapItemDetails, type RawItemDetails } from './read-models';

// The catalogue's per-field localisation, its cache tags and the locale's search and sort.

const raw: RawItemDetails = {
  id: 1,
  item_name: 'Rigid Magnetic Gift Box',
  tr_item_name: '磁吸礼盒',
  item_code: 'HB-001',
  item_description: '<p>A rigid gift box</p>',
  tr_item_description: '   ',
  category_id: 6,
  category_name: 'Hardbox',
  tr_category_name: '精装硬盒',
  main_photo_url: null,
  hover_photo_url: null,
  updated_at: null,
  translated_in: '["zh-CN","xx","id"]',
  specifications: [
    { id: 10, name: 'Material', value: 'Greyboard', tr_name: '材质', tr_value: '灰板' },
    { id: 11, name: 'Size', value: '30 x 22 cm', tr_name: '尺寸', tr_value: '' },
    { id: 12, name: 'MOQ', value: '500 pcs', tr_name: null, tr_value: null },
    { id: 13, name: 'Lead Time', value: '', tr_name: '交货期', tr_value: null },
  ],
  gallery: [],
};

describe('localiseText / langMap', () => {
  it('uses a filled translation, else the English text marked with its language', () => {
    expect(localiseText('Box', '盒', 'zh-CN')).toEqual({ value: '盒' });
    expect(localiseText('Box', ' ', 'zh-CN')).toEqual({ value: 'Box', lang: 'en' });
    expect(localiseText('Box', null, 'id')).toEqual({ value: 'Box', lang: 'en' });
    expect(localiseText('', null, 'id')).toEqual({ value: '' });
    // The default language ignores any translation row.
    expect(localiseText('Box', '盒', 'en')).toEqual({ value: 'Box' });
    expect(langMap({ name: { value: '盒' }, description: { value: 'x', lang: 'en' } })).toEqual({ description: 'en' });
    expect(langMap({ name: { value: '盒' } })).toBeUndefined();
  });
});

describe('localised read models', () => {
  it('resolves name, description, category and each spec field on its own (per field, never per page)', () => {
    const item = mapItemDetails(raw, 'zh-CN');
    expect(item).toMatchObject({
      name: '磁吸礼盒',
      description: '<p>A rigid gift box</p>',
      lang: { description: 'en' },
      categoryName: '精装硬盒',
      translatedIn: ['id', 'zh-CN'],
    });
    expect(item.categoryLang).toBeUndefined();
    expect(item.specifications).toEqual([
      { id: 10, name: '材质', value: '灰板' },
      { id: 11, name: '尺寸', value: '30 x 22 cm', lang: { value: 'en' } },
      { id: 12, name: 'MOQ', value: '500 pcs', lang: { name: 'en', value: 'en' } },
      { id: 13, name: '交货期', value: '' },
    ]);
  });

  it('reads English in the default language whatever the translation columns hold', () => {
    const item = mapItemDetails(raw, 'en');
    expect(item).toMatchObject({ name: 'Rigid Magnetic Gift Box', categoryName: 'Hardbox' });
    expect(item.lang).toBeUndefined();
    expect(item.specifications.map((s) => s.name)).toEqual(['Material', 'Size', 'MOQ', 'Lead Time']);
  });

  it('localises a category and its items', () => {
    const c = mapCategoryWithItems(
      { id: 6, name: 'Hardbox', tr_name: null, translated_in: [], items: [{ ...raw, tr_item_name: null }] },
      'id',
    );
    expect(c).toMatchObject({ name: 'Hardbox', lang: { name: 'en' }, translatedIn: [] });
    expect(c.items[0]).toMatchObject({ name: 'Rigid Magnetic Gift Box', lang: { name: 'en', description: 'en' } });
  });
});

describe('listing rules', () => {
  it('keeps known translation locales only, and lists the default language first', () => {
    expect(translatedLocales(['zh-CN', 'en', 'zh-CN', 'fr'])).toEqual(['zh-CN']);
    expect(translatedLocales(null)).toEqual([]);
    expect(listedLocales(['zh-CN'])).toEqual(['en', 'zh-CN']);
    expect(mainTextLocale('zh-CN', ['zh-CN'])).toBe('zh-CN');
    expect(mainTextLocale('id', ['zh-CN'])).toBe('en');
    expect(mainTextLocale('en', [])).toBe('en');
  });
});

describe('catalogue read tags per locale', () => {
  it('a translated read carries its base tags and their locale twins; a product also the categories twin', () => {
    expect(catalogReadTags.item(4, 'en')).toEqual(['item:4']);
    expect(catalogReadTags.item(4, 'zh-CN')).toEqual(['item:4', 'item:4@zh-CN', 'categories@zh-CN']);
    expect(catalogReadTags.category(6, 'id')).toEqual(['category:6', 'categories', 'category:6@id', 'categories@id']);
    expect(catalogReadTags.recommended(6, 4, 'zh-CN')).toContain('category:6@zh-CN');
    expect(catalogReadTags.sitemap()).toContain('catalog-translations');
  });
});

describe('search and sort in the locale', () => {
  const items = ['纸袋', '磁吸礼盒', '茶叶包装盒', '蜡烛纸盒'].map((name, i) => ({ name, code: `ZH-${i}` }));
  it('finds a Chinese substring and sorts by the locale (pinyin), not by code point', () => {
    const sorted = filterAndSortItems(items, '', 'asc', 'zh-CN');
    expect(sorted.map((i) => i.name)).toEqual(['茶叶包装盒', '磁吸礼盒', '蜡烛纸盒', '纸袋']);
    expect(filterPresortedItems(sorted, '礼盒', 'asc', 'zh-CN').map((i) => i.name)).toEqual(['磁吸礼盒']);
    expect(filterPresortedItems(sorted, '纸', 'desc', 'zh-CN').map((i) => i.name)).toEqual(['纸袋', '蜡烛纸盒']);
    expect(filterPresortedItems(sorted, 'zh-0', 'asc', 'zh-CN').map((i) => i.name)).toEqual(['纸袋']);
  });
});
