import { browseQuery, readBrowseState, type BrowsePage, type BrowseState } from '@/lib/catalog/browse';
import type { CatalogItem } from '@/lib/catalog/read-models';

// The category browser's requests, URLs and URL changes. Loaded when the visitor first reaches for
// the search, sort, pager or a card (CategoryBrowser warms it), not with the page: the server
// renders the first view and its links (pagerHrefs), which work without it.

/** The pager's links for a page of results (the server renders the first ones). */
export type PagerHrefs = { prev: string; next: string };

export function pagerHrefs(path: string, state: BrowseState, page: number): PagerHrefs {
  return { prev: `${path}${browseQuery({ ...state, page: page - 1 })}`, next: `${path}${browseQuery({ ...state, page: page + 1 })}` };
}

/** One page of JSON from the category's `items` route; its full items are kept in `details` for the dialogs. */
export async function fetchBrowsePage(path: string, of: BrowseState, details: Map<number, CatalogItem>) {
  // The JSON route sits under the id, beside the slug: `/category/6/items`, not `/category/6/hardbox/items`.
  const response = await fetch(`${path.slice(0, path.lastIndexOf('/'))}/items${browseQuery(of)}`).catch(() => null);
  const page = response?.ok ? ((await response.json()) as BrowsePage<CatalogItem>) : null;
  for (const item of page?.items ?? []) details.set(item.id, item);
  return page;
}

/**
 * The grid's next view, with the URL changed once the answer is there (a visible URL always matches
 * the cards). Null when a later request overtook this one (`isLatest`), or when the answer failed:
 * then the server renders that URL instead (a full page load, no client router here).
 */
export async function nextView(
  path: string,
  next: BrowseState,
  history: 'push' | 'replace' | null,
  details: Map<number, CatalogItem>,
  isLatest: () => boolean,
) {
  const page = await fetchBrowsePage(path, next, details);
  if (!isLatest()) return null;
  const url = `${path}${browseQuery(next)}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (!page) return void window.location.assign(url);
  if (history === 'push') window.history.pushState(null, '', url);
  if (history === 'replace') window.history.replaceState(null, '', url);
  const state = { ...next, page: page.page };
  return { state, result: page, pager: pagerHrefs(path, state, page.page) };
}

/** The search, order and page of the URL the browser went back or forward to. */
export function locationBrowseState(): BrowseState {
  return readBrowseState(new URLSearchParams(window.location.search));
}
