'use client';

import { useMemo, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Pagination, pagerTarget } from '@/components/ui/pagination';
import { filterPresortedItems, paginate, type CatalogItem, type SortOrder } from '@/lib/catalog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';
import { fill, itemCountText, type BrowserLabels } from './labels';
import { CardDialogs, type OpenCardDialog } from './card-dialogs';
import { cardActionOf, ProductCard } from './product-card';
import type { PhotoLoad } from './product-photo';

type State = { q: string; sort: SortOrder; page: number };

/**
 * The first row of page 1 is above the fold (4 cards from 1024 px, 3 from 640, 2 on phones): the two
 * every viewport shows are preloaded at high priority (LCP), the other two load eagerly.
 */
export function firstRowLoad(page: number, index: number): PhotoLoad {
  if (page !== 1 || index >= 4) return 'lazy';
  return index < 2 ? 'preload' : 'eager';
}

export function readState(search: string): State {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') === 'desc' ? 'desc' : 'asc';
  return { q: params.get('q') ?? '', sort, page: Number(params.get('page') ?? '1') || 1 };
}

// The query is read from `location.search` rather than useSearchParams: on this cached
// page useSearchParams bails out of server rendering, so the browser threw the server's grid away and
// built it again (every card and photo) at load. The server snapshot ('' = first page, A–Z) is what
// the server rendered, so the grid hydrates; a URL with a query re-renders once right after.
const SEARCH_CHANGE_EVENT = 'category-search-change';
function subscribeSearch(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(SEARCH_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(SEARCH_CHANGE_EVENT, listener);
  };
}
const readSearch = () => window.location.search;
const serverSearch = () => '';
const subscribeNothing = () => () => {};

function queryString(state: State): string {
  const p = new URLSearchParams();
  if (state.q) p.set('q', state.q);
  if (state.sort !== 'asc') p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  const s = p.toString();
  return s ? `?${s}` : '?';
}

/**
 * Reads ?q=&sort=&page= from the URL (client side, so the server page stays cached). Until hydrated
 * the search box is read-only and the sort disabled, as the server rendered them.
 */
export function CategoryBrowser(props: {
  /** sorted A–Z by the server (filterPresortedItems) */ items: CatalogItem[];
  /** the page's locale: the items' names are in it, so search and Z–A use its rules */ locale: AppLocale;
  labels: BrowserLabels;
  /** The page's <h1>: the count of products the search leaves sits beside it. */
  heading?: ReactNode;
}) {
  const search = useSyncExternalStore(subscribeSearch, readSearch, serverSearch);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return <CategoryBrowserView {...props} state={readState(search)} interactive={hydrated} />;
}

/** Heading and product count, search box, sort select, grid of cards (8 per page) and pagination. */
export function CategoryBrowserView({
  items,
  locale = 'en',
  labels,
  state,
  interactive = false,
  heading,
}: {
  items: CatalogItem[];
  locale?: AppLocale;
  labels: BrowserLabels;
  state: State;
  interactive?: boolean;
  heading?: ReactNode;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<OpenCardDialog | null>(null);
  const list = useMemo(() => filterPresortedItems(items, state.q, state.sort, locale), [items, state.q, state.sort, locale]);
  const paged = useMemo(() => paginate(list, state.page), [list, state.page]);
  const { items: pageItems, page, totalPages } = paged;
  // The cards render again only when the page of results changes: not when hydration turns the
  // search box on, nor when a dialog opens or closes.
  const cards = useMemo(
    () => (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {paged.items.map((item, index) => (
          <li key={item.id} className="flex">
            <ProductCard item={item} labels={labels} load={firstRowLoad(paged.page, index)} />
          </li>
        ))}
      </ul>
    ),
    [paged, labels],
  );

  // Native history updates (and the event below) re-read the URL without a server round trip.
  const go = (next: State, mode: 'push' | 'replace') => {
    const url = queryString(next);
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(SEARCH_CHANGE_EVENT));
  };
  // One listener for every card's buttons (see ProductCard).
  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const asked = cardActionOf(event.target);
    const item = asked && items.find((i) => i.id === asked.itemId);
    if (asked && item) setDialog({ action: asked.action, item, open: true });
  };
  // Pager links stay plain links (see Pagination); once hydrated, a click changes the page in place
  // and brings the top of the grid into view, as a full page load would.
  const onPagerClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = pagerTarget(event.target);
    if (!interactive || target === null || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window keeps its link
    event.preventDefault();
    go({ ...state, page: target }, 'push');
    gridRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6">
      {/* The count follows the search (a status: screen readers hear how many products are left). */}
      <div className="mt-4 mb-2 flex flex-wrap items-end justify-between gap-2">
        {heading}
        <p role="status" className="text-sm text-slate-600" data-testid="category-count">
          {itemCountText(labels.itemCount, list.length, locale)}
        </p>
      </div>
      <form role="search" className="flex flex-col gap-3 sm:flex-row sm:items-center" onSubmit={(e) => e.preventDefault()}>
        <label className="relative flex-1">
          <span className="sr-only">{labels.search}</span>
          <svg
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="9" cy="9" r="6" />
            <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            name="q"
            value={state.q}
            readOnly={!interactive}
            onChange={(e) => go({ ...state, q: e.target.value, page: 1 }, 'replace')}
            placeholder={labels.searchPlaceholder}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
          />
        </label>
        <label className="flex items-center gap-2">
          <span className="sr-only">{labels.sort}</span>
          <select
            name="sort"
            value={state.sort}
            disabled={!interactive}
            onChange={(e) => go({ ...state, sort: e.target.value === 'desc' ? 'desc' : 'asc', page: 1 }, 'push')}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none"
          >
            <option value="asc">{labels.sortAsc}</option>
            <option value="desc">{labels.sortDesc}</option>
          </select>
        </label>
      </form>

      {/* Clicks on the cards' buttons bubble here; the buttons themselves are the keyboard path. */}
      <div ref={gridRef} className="scroll-mt-24" onClick={onGridClick}>
        {pageItems.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600">{labels.noItems}</p>
        ) : (
          cards
        )}
      </div>

      {list.length > 0 && (
        <div onClick={onPagerClick}>
          <Pagination
            page={page}
            totalPages={totalPages}
            label={labels.pagination}
            previousLabel={labels.prev}
            nextLabel={labels.next}
            statusText={fill(labels.pageOf, { page, total: totalPages })}
            hrefFor={(p) => queryString({ ...state, page: p })}
          />
        </div>
      )}
      <CardDialogs dialog={dialog} labels={labels} onClose={() => setDialog((d) => d && { ...d, open: false })} />
    </div>
  );
}
