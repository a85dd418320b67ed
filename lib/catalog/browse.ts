import type { AppLocale } from '../i18n/routing';

/**
 * Search, sort and paging of a category's items, on the server (the URL holds q, sort and page). The
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

/** What a category page shows: the search, the order and the page number (?q=&sort=&page=). */
export type BrowseState = { q: string; sort: SortOrder; page: number };
export const FIRST_BROWSE_PAGE: BrowseState = { q: '', sort: 'asc', page: 1 };
// A search longer than any product name finds nothing; the cap keeps a made-up URL cheap to answer.
const MAX_QUERY = 100;

type QueryValues = URLSearchParams | Record<string, string | string[] | undefined>;

/** Reads ?q=&sort=&page= (a page's searchParams or a request's URLSearchParams); anything odd falls back. */
export function readBrowseState(params: QueryValues): BrowseState {
  const get = (key: string) => {
    if (params instanceof URLSearchParams) return params.get(key);
    const value = params[key];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const page = Number(get('page'));
  return {
    q: (get('q') ?? '').slice(0, MAX_QUERY),
    sort: get('sort') === 'desc' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** '?q=box&sort=desc&page=2' without the defaults ('' for the first page A–Z). */
export function browseQuery(state: BrowseState): string {
  const p = new URLSearchParams();
  if (state.q) p.set('q', state.q);
  if (state.sort !== 'asc') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** One page of a category's search: its items, how many the search leaves, the page (clamped) and the page count. */
export type BrowsePage<T> = { items: T[]; total: number; page: number; totalPages: number };

/**
 * Searches, sorts and pages on the server, so a category page carries its eight items whatever
 * the size of the category. `sortedAsc` is `filterAndSortItems(all, '', 'asc', locale)`.
 */
export function browsePage<T extends Searchable>(sortedAsc: readonly T[], state: BrowseState, locale: AppLocale = 'en'): BrowsePage<T> {
  const list = filterPresortedItems(sortedAsc, state.q, state.sort, locale);
  const totalPages = Math.max(1, Math.ceil(list.length / CATEGORY_PAGE_SIZE));
  const page = Math.min(state.page, totalPages);
  return { items: list.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE), total: list.length, page, totalPages };
}
