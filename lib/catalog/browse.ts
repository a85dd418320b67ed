import type { AppLocale } from '../i18n/routing';

/**
 * Client-side search and sort of a category's items (the URL holds q, sort and page). The
 * items carry the page locale's text (with per-field fallback), so search matches the localised
 * name (and the code) and the sort compares names with that locale's collation (pinyin order in
 * Chinese). Substring search needs no word segmentation: "礼盒" is found in "磁吸礼盒".
 */
export type SortOrder = 'asc' | 'desc';
export const CATEGORY_PAGE_SIZE = 8;

type Searchable = { name: string; code?: string | null };

/** Items whose name or code contains the query (case-insensitive); all of them for a blank query. */
function filterByQuery<T extends Searchable>(list: readonly T[], query: string, locale: AppLocale): T[] {
  const q = query.trim().toLocaleLowerCase(locale);
  if (!q) return [...list];
  return list.filter((i) => i.name.toLocaleLowerCase(locale).includes(q) || (i.code ?? '').toLocaleLowerCase(locale).includes(q));
}

export function filterAndSortItems<T extends Searchable>(
  list: readonly T[],
  query: string,
  sort: SortOrder,
  locale: AppLocale = 'en',
): T[] {
  const filtered = filterByQuery(list, query, locale);
  const collator = nameCollator(locale);
  filtered.sort((a, b) => (sort === 'desc' ? -1 : 1) * collator.compare(a.name, b.name));
  return filtered;
}

// Built on first use: an Intl.Collator costs ~15 ms of main thread in the browser (ICU data).
const collators = new Map<string, Intl.Collator>();
function nameCollator(locale: AppLocale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
  return collator;
}

/**
 * Same result as `filterAndSortItems(original, query, sort, locale)` for a list the server already
 * sorted with `filterAndSortItems(original, '', 'asc', locale)`: filtering keeps that order, so the
 * default view (and any search in A–Z order) needs no collator in the browser at load.
 * Z–A sorts the filtered list again; the sort is stable, so ties keep the original order as before.
 */
export function filterPresortedItems<T extends Searchable>(
  sortedAsc: readonly T[],
  query: string,
  sort: SortOrder,
  locale: AppLocale = 'en',
): T[] {
  const filtered = filterByQuery(sortedAsc, query, locale);
  return sort === 'asc' ? filtered : filterAndSortItems(filtered, '', 'desc', locale);
}
