import type { AdminItemSummary } from '@/lib/catalog/admin-queries';
import { isMissingIn, isOutdatedIn, type TranslationCompleteness } from '@/lib/catalog/translations/completeness';
import { isTranslationFilterValue, parseTranslationFilter, type TranslationFilterValue } from '@/lib/i18n/translation-outdated';

// The inventory's URL state (?q=&category=&sort=&view=&missing=) and the pure filtering/grouping on it.

/** An inventory row: the item and its per-locale translation completeness. */
export type InventoryItem = AdminItemSummary & { translations?: TranslationCompleteness };

export type InventoryView = 'grid' | 'table';
export type InventorySort = 'asc' | 'desc';
/** 'all', 'none' (No Category) or a category id. */
/**
 * `missing`: only items whose translation in that locale lacks a field English fills ('id'), or
 * has a field whose English changed since it was translated ('id-outdated'); '' = any.
 */
export type InventoryState = {
  q: string;
  category: string;
  sort: InventorySort;
  view: InventoryView;
  missing: TranslationFilterValue | '';
};

export function readInventoryState(params: URLSearchParams): InventoryState {
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? 'all',
    sort: params.get('sort') === 'desc' ? 'desc' : 'asc',
    view: params.get('view') === 'table' ? 'table' : 'grid',
    missing: isTranslationFilterValue(params.get('missing')) ? (params.get('missing') as TranslationFilterValue) : '',
  };
}

export function inventoryQuery(state: InventoryState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort === 'desc') params.set('sort', 'desc');
  if (state.view === 'table') params.set('view', 'table');
  if (state.missing) params.set('missing', state.missing);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type InventoryGroup = { key: string; name: string | null; items: InventoryItem[] };

/** Search matches the product name, product code or category name; groups by category (uncategorised last). */
export function filterInventory(items: InventoryItem[], state: InventoryState, locale: string): InventoryGroup[] {
  const q = state.q.trim().toLocaleLowerCase(locale);
  const translation = parseTranslationFilter(state.missing);
  const matches = items.filter((item) => {
    if (state.category === 'none' && item.categoryId !== null) return false;
    if (state.category !== 'all' && state.category !== 'none' && String(item.categoryId) !== state.category) return false;
    if (translation && !(translation.outdated ? isOutdatedIn : isMissingIn)(item.translations, translation.locale)) return false;
    if (!q) return true;
    return [item.itemName, item.itemCode ?? '', item.categoryName ?? ''].some((text) => text.toLocaleLowerCase(locale).includes(q));
  });
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const dir = state.sort === 'desc' ? -1 : 1;
  matches.sort((a, b) => dir * collator.compare(a.itemName, b.itemName) || a.id - b.id);
  const groups = new Map<string, InventoryGroup>();
  for (const item of matches) {
    const key = item.categoryId === null ? 'none' : String(item.categoryId);
    const group = groups.get(key) ?? { key, name: item.categoryName, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.key === 'none') return 1;
    if (b.key === 'none') return -1;
    return dir * collator.compare(a.name ?? '', b.name ?? '');
  });
}
