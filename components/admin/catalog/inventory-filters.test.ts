import { describe, expect, it } from 'vitest';
import { filterInventory, inventoryQuery, readInventoryState } from './inventory-filters';

const item = (id: number, itemName: string, categoryId: number | null, categoryName: string | null, itemCode: string | null = null) => ({
  id,
  itemName,
  itemCode,
  categoryId,
  categoryName,
  mainPhotoUrl: null,
  specCount: 0,
});
const items = [
  item(1, 'Zeta box', 6, 'Hardbox', 'HB-001'),
  item(2, 'alpha bag', 42, 'Paper Bag', 'PB-7'),
  item(3, 'Beta', null, null),
  item(4, 'Gamma box', 6, 'Hardbox'),
];

describe('inventory filters', () => {
  it('round-trips the URL state with defaults omitted', () => {
    const state = readInventoryState(new URLSearchParams('q=box&category=6&sort=desc&view=table'));
    expect(state).toEqual({ q: 'box', category: '6', sort: 'desc', view: 'table', missing: '' });
    expect(inventoryQuery(state)).toBe('?q=box&category=6&sort=desc&view=table');
    expect(inventoryQuery(readInventoryState(new URLSearchParams('')))).toBe('');
  });

  it('groups by category with the uncategorised group last, A-Z inside', () => {
    const groups = filterInventory(items, readInventoryState(new URLSearchParams()), 'en');
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['Hardbox', [4, 1]],
      ['Paper Bag', [2]],
      [null, [3]],
    ]);
  });

  it('searches product and category names and filters No Category', () => {
    expect(
      filterInventory(items, readInventoryState(new URLSearchParams('q=paper')), 'en').flatMap((g) => g.items.map((i) => i.id)),
    ).toEqual([2]);
    expect(
      filterInventory(items, readInventoryState(new URLSearchParams('category=none')), 'en').flatMap((g) => g.items.map((i) => i.id)),
    ).toEqual([3]);
    expect(
      filterInventory(items, readInventoryState(new URLSearchParams('category=6&sort=desc')), 'en').flatMap((g) =>
        g.items.map((i) => i.id),
      ),
    ).toEqual([1, 4]);
  });

  it('finds a product by its code, ignoring case', () => {
    const ids = (q: string) =>
      filterInventory(items, { ...readInventoryState(new URLSearchParams()), q }, 'en').flatMap((g) => g.items.map((i) => i.id));
    expect(ids('hb-001')).toEqual([1]);
    expect(ids(' PB-7 ')).toEqual([2]);
    expect(ids('XX-404')).toEqual([]);
  });

  it("keeps ?missing= (a translation locale only) and filters on that locale's completeness", () => {
    const state = readInventoryState(new URLSearchParams('category=6&missing=zh-CN'));
    expect(state.missing).toBe('zh-CN');
    expect(inventoryQuery(state)).toBe('?category=6&missing=zh-CN');
    expect(readInventoryState(new URLSearchParams('missing=en')).missing).toBe('');
    expect(readInventoryState(new URLSearchParams('missing=fr')).missing).toBe('');
    const translated = [
      { ...items[0]!, translations: { id: { done: 4, total: 4, outdated: 0 }, 'zh-CN': { done: 1, total: 4, outdated: 0 } } },
      { ...items[1]!, translations: { id: { done: 0, total: 3, outdated: 0 }, 'zh-CN': { done: 3, total: 3, outdated: 0 } } },
      { ...items[3]!, translations: { id: { done: 1, total: 2, outdated: 1 }, 'zh-CN': { done: 2, total: 2, outdated: 0 } } },
    ];
    const ids = (query: string) =>
      filterInventory(translated, readInventoryState(new URLSearchParams(query)), 'en').flatMap((g) => g.items.map((i) => i.id));
    expect(ids('missing=zh-CN')).toEqual([1]);
    expect(ids('missing=id')).toEqual([2]);
    expect(ids('missing=id&category=6')).toEqual([]);
    expect(ids('').sort()).toEqual([1, 2, 4]);
    // An outdated field is translated: not "missing", but listed by "outdated in ID".
    expect(ids('missing=id-outdated')).toEqual([4]);
    expect(ids('missing=zh-CN-outdated')).toEqual([]);
    expect(inventoryQuery(readInventoryState(new URLSearchParams('missing=id-outdated')))).toBe('?missing=id-outdated');
    expect(readInventoryState(new URLSearchParams('missing=en-outdated')).missing).toBe('');
  });
});
