import { describe, expect, it } from 'vitest';
import { fieldValues } from '@/lib/product-fields/registry';
import {
  filterAndSortItems,
  filterPresortedItems,
  itemPhotos,
  mapCategoryWithItems,
  mapItemDetails,
  paginate,
  parseRouteId,
  type RawItemDetails,
} from './read-models';

const raw: RawItemDetails = {
  id: '7',
  item_name: '  Magnetic Hardbox ',
  item_code: ' ',
  item_description: '<p>Box</p>',
  category_id: '6',
  category_name: 'Hardbox',
  main_photo_url: '/storage/itemphotos/main-7-a.jpg',
  hover_photo_url: '',
  updated_at: new Date('2026-01-02T03:04:05Z'),
  specifications: JSON.stringify([
    { id: 3, name: 'Size', value: '20 x 15 cm' },
    { id: 1, name: 'Material', value: null },
    { id: 2, name: '  ', value: 'dropped: no name' },
  ]),
  gallery: [
    { id: '9', url: '/g/2.jpg' },
    { id: '4', url: '/g/1.jpg' },
    { id: '5', url: null },
  ],
  slugs: '{"en": "magnetic-hardbox", "zh-CN": "ci-xi-ying-he"}',
  category_slug: 'hardbox',
};

describe('mapItemDetails', () => {
  it('maps a row with json columns (text or parsed) to the typed read model', () => {
    expect(mapItemDetails(raw)).toEqual({
      id: 7,
      slug: '',
      slugs: { en: 'magnetic-hardbox', id: '', 'zh-CN': 'ci-xi-ying-he' },
      categorySlug: 'hardbox',
      name: 'Magnetic Hardbox',
      code: null,
      description: '<p>Box</p>',
      mainPhotoUrl: '/storage/itemphotos/main-7-a.jpg',
      hoverPhotoUrl: null,
      specifications: [
        { id: 1, name: 'Material', value: '' },
        { id: 3, name: 'Size', value: '20 x 15 cm' },
      ],
      gallery: ['/g/1.jpg', '/g/2.jpg'],
      fields: fieldValues(),
      categoryId: 6,
      categoryName: 'Hardbox',
      updatedAt: '2026-01-02T03:04:05.000Z',
      translatedIn: [],
    });
  });

  it('handles an item without category, photos, specs or gallery', () => {
    const item = mapItemDetails({
      ...raw,
      category_id: null,
      category_name: null,
      main_photo_url: null,
      specifications: null,
      gallery: '[]',
      updated_at: null,
    });
    expect(item.categoryId).toBeNull();
    expect(item.categoryName).toBe('');
    expect(item.specifications).toEqual([]);
    expect(item.gallery).toEqual([]);
    expect(itemPhotos(item)).toEqual([]);
  });

  it('reads the minimum order from its columns (integers may come as strings)', () => {
    const withColumns = (columns: Record<string, unknown>) => ({ ...raw, ...columns }) as typeof raw;
    expect(mapItemDetails(withColumns({ moq_quantity: '400', moq_unit: 'pcs' })).fields.moq).toEqual({ quantity: 400, unit: 'pcs' });
    expect(mapItemDetails(withColumns({ moq_quantity: 400, moq_unit: null })).fields.moq).toEqual({ quantity: 400, unit: null });
    // A stored value the rules refuse reads as none.
    expect(mapItemDetails(withColumns({ moq_quantity: 0, moq_unit: 'pcs' })).fields.moq).toBeNull();
  });
});

describe('mapCategoryWithItems', () => {
  it('maps the nested items of a category', () => {
    const c = mapCategoryWithItems({ id: '42', name: 'Paper Bag', items: [{ ...raw, id: 1, specifications: [], gallery: [] }] });
    expect(c.id).toBe(42);
    expect(c.items).toHaveLength(1);
    expect(c.items[0]).toMatchObject({ id: 1, name: 'Magnetic Hardbox', specifications: [], gallery: [] });
  });
  it('maps a category without items', () => {
    expect(mapCategoryWithItems({ id: 5, name: 'Softbox', items: null })).toEqual({
      id: 5,
      name: 'Softbox',
      slugs: { en: '', id: '', 'zh-CN': '' },
      translatedIn: [],
      items: [],
    });
  });
});

describe('itemPhotos', () => {
  it('lists main, hover, then gallery without duplicates', () => {
    expect(itemPhotos({ mainPhotoUrl: '/a', hoverPhotoUrl: '/b', gallery: ['/c', '/a'] })).toEqual(['/a', '/b', '/c']);
  });
});

describe('filterAndSortItems / paginate', () => {
  const list = ['banana box', 'Apple bag', 'cherry tube', 'apricot'].map((name, i) => ({ name, code: `C-${i}` }));
  it('sorts A-Z and Z-A ignoring case', () => {
    expect(filterAndSortItems(list, '', 'asc').map((i) => i.name)).toEqual(['Apple bag', 'apricot', 'banana box', 'cherry tube']);
    expect(filterAndSortItems(list, '', 'desc').map((i) => i.name)).toEqual(['cherry tube', 'banana box', 'apricot', 'Apple bag']);
  });
  it('searches name and code', () => {
    expect(filterAndSortItems(list, 'AP', 'asc').map((i) => i.name)).toEqual(['Apple bag', 'apricot']);
    expect(filterAndSortItems(list, 'c-2', 'asc').map((i) => i.name)).toEqual(['cherry tube']);
  });
  it('filters a server-sorted list to the same result as sorting the original (ties keep their order)', () => {
    // Ties under the collator (case, numeric): 'Box 2' / 'box 2' / 'BOX 02' compare equal.
    const names = ['box 2', 'Kraft bag', 'BOX 02', 'box 10', 'Box 2', 'apple', 'Kraft Bag'];
    const original = names.map((name, i) => ({ name, code: `K-${i}` }));
    const sortedAsc = filterAndSortItems(original, '', 'asc');
    for (const query of ['', 'box', 'BAG', 'k-3', 'none']) {
      for (const sort of ['asc', 'desc'] as const) {
        expect(filterPresortedItems(sortedAsc, query, sort)).toEqual(filterAndSortItems(original, query, sort));
      }
    }
  });
  it('pages by 8 and clamps the page', () => {
    const many = Array.from({ length: 17 }, (_, i) => i);
    expect(paginate(many, 1)).toMatchObject({ page: 1, totalPages: 3, items: [0, 1, 2, 3, 4, 5, 6, 7] });
    expect(paginate(many, 3).items).toEqual([16]);
    expect(paginate(many, 99).page).toBe(3);
    expect(paginate([], 2)).toMatchObject({ page: 1, totalPages: 1, items: [] });
  });
});

describe('parseRouteId', () => {
  it('accepts positive integers only', () => {
    expect(parseRouteId('42')).toBe(42);
    for (const bad of ['abc', '1.5', '-3', '0', '', '1e3', '99999999999999999999', '06', '0006', '+6', ' 6', '6 ', '0x6'])
      expect(parseRouteId(bad), bad).toBeNull();
  });
});
