'use client';

import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Pagination, pagerTarget } from '@/components/ui/pagination';
import {
  browseQuery,
  readBrowseState,
  type BrowsePage,
  type BrowseState,
  type CardItem,
  type CatalogItem,
} from '@/lib/catalog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';
import { fill, itemCountText, type BrowserLabels } from './labels';
import { CardDialogs, type OpenCardDialog } from './card-dialogs';
import { cardActionOf, ProductCard } from './product-card';
import type { PhotoLoad } from './product-photo';

/**
 * The first row of page 1 is above the fold (4 cards from 1024 px, 3 from 640, 2 on phones): the two
 * every viewport shows are preloaded at high priority (LCP), the other two load eagerly.
 */
export function firstRowLoad(page: number, index: number): PhotoLoad {
  if (page !== 1 || index >= 4) return 'lazy';
  return index < 2 ? 'preload' : 'eager';
}

type View = { state: BrowseState; result: BrowsePage<CardItem> };
// A pause in typing before the search is sent (each answer is one small page of JSON).
const TYPING_PAUSE_MS = 200;

/**
 * Heading and product count, search box, sort select, grid of cards (8 per page) and pagination.
 * The server renders the page of the URL (?q=&sort=&page=): without JavaScript the search is a GET
 * form and the pager plain links. Once hydrated, typing, sorting and paging fetch one page of JSON
 * from the category's `items` route and update the URL in place.
 */
export function CategoryBrowser({
  initial,
  state,
  path,
  locale,
  labels,
  heading,
}: {
  initial: BrowsePage<CardItem>;
  state: BrowseState;
  /** The category page's path in this locale, e.g. '/id/category/6/hardbox-kotak-kaku'. */
  path: string;
  locale: AppLocale;
  labels: BrowserLabels;
  /** The page's <h1>: the count of products the search leaves sits beside it. */
  heading?: ReactNode;
}) {
  const [view, setView] = useState<View>({ state, result: initial });
  const [dialog, setDialog] = useState<OpenCardDialog | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Full items (description, specifications, gallery) from the JSON answers, for the dialogs.
  const details = useRef(new Map<number, CatalogItem>());
  const { result } = view;

  // Only the answer to the last request is shown (an earlier one may arrive after it).
  const fetchPage = async (of: BrowseState) => {
    // The JSON route sits under the id, beside the slug: `/category/6/items`, not `/category/6/hardbox/items`.
    const response = await fetch(`${path.slice(0, path.lastIndexOf('/'))}/items${browseQuery(of)}`).catch(() => null);
    const page = response?.ok ? ((await response.json()) as BrowsePage<CatalogItem>) : null;
    for (const item of page?.items ?? []) details.current.set(item.id, item);
    return page;
  };
  // The URL changes with the grid, once the answer is there (a visible URL always matches the cards).
  const show = async (next: BrowseState, history: 'push' | 'replace' | null) => {
    const ticket = ++latest.current;
    const page = await fetchPage(next);
    if (ticket !== latest.current) return;
    const url = `${path}${browseQuery(next)}`;
    // The answer failed: the server renders that URL instead (a full page load, no client router here).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!page) return window.location.assign(url);
    if (history === 'push') window.history.pushState(null, '', url);
    if (history === 'replace') window.history.replaceState(null, '', url);
    setView({ state: { ...next, page: page.page }, result: page });
  };
  const go = (next: BrowseState, mode: 'push' | 'replace') => {
    clearTimeout(typing.current);
    if (mode === 'replace') typing.current = setTimeout(() => void show(next, mode), TYPING_PAUSE_MS);
    else void show(next, mode);
  };
  const current = (): BrowseState => ({
    q: searchRef.current?.value ?? view.state.q,
    sort: sortRef.current?.value === 'desc' ? 'desc' : 'asc',
    page: 1,
  });

  // What was typed or chosen before the page hydrated (the fields work without JavaScript) is
  // searched as soon as it has.
  useEffect(() => {
    const typed = current();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after a fetch, not synchronously
    if (typed.q !== state.q || typed.sort !== state.sort) go(typed, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // Back and forward: the fields and the grid follow the URL.
  useEffect(() => {
    const onPop = () => {
      const next = readBrowseState(new URLSearchParams(window.location.search));
      if (searchRef.current) searchRef.current.value = next.q;
      if (sortRef.current) sortRef.current.value = next.sort;
      void show(next, null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });

  // The cards render again only when the page of results changes, not when a dialog opens or closes.
  const cards = useMemo(
    () => (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {result.items.map((item, index) => (
          <li key={item.id} className="flex">
            <ProductCard item={item} labels={labels} load={firstRowLoad(result.page, index)} />
          </li>
        ))}
      </ul>
    ),
    [result, labels],
  );

  // One listener for every card's buttons (see ProductCard).
  // The page came with the cards' fields only: the first dialog fetches this page's full items.
  const onGridClick = async (event: MouseEvent<HTMLDivElement>) => {
    const asked = cardActionOf(event.target);
    if (!asked || !result.items.some((i) => i.id === asked.itemId)) return;
    if (!details.current.has(asked.itemId)) await fetchPage(view.state);
    const item = details.current.get(asked.itemId);
    if (item) setDialog({ action: asked.action, item, open: true });
  };
  // Pager links stay plain links (see Pagination); a click changes the page in place and brings
  // the top of the grid into view, as a full page load would.
  const onPagerClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = pagerTarget(event.target);
    if (target === null || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window keeps its link
    event.preventDefault();
    go({ ...view.state, page: target }, 'push');
    gridRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="flex flex-col gap-6">
      {/* The count follows the search (a status: screen readers hear how many products are left). */}
      <div className="mt-4 mb-2 flex flex-wrap items-end justify-between gap-2">
        {heading}
        <p role="status" className="text-sm text-slate-600" data-testid="category-count">
          {itemCountText(labels.itemCount, result.total, locale)}
        </p>
      </div>
      <form
        role="search"
        action={path}
        className="flex flex-col gap-3 sm:flex-row sm:items-center"
        onSubmit={(e) => {
          e.preventDefault();
          go(current(), 'push');
        }}
      >
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
          {/* Uncontrolled: what is typed before the page hydrates stays, and is sent with the form. */}
          <input
            ref={searchRef}
            type="search"
            name="q"
            defaultValue={state.q}
            onChange={() => go(current(), 'replace')}
            placeholder={labels.searchPlaceholder}
            className="search-field"
          />
        </label>
        <label className="flex items-center gap-2">
          <span className="sr-only">{labels.sort}</span>
          <select ref={sortRef} name="sort" defaultValue={state.sort} onChange={() => go(current(), 'push')} className="sort-field">
            <option value="asc">{labels.sortAsc}</option>
            <option value="desc">{labels.sortDesc}</option>
          </select>
        </label>
        {/* Without JavaScript the sort applies with this button (Enter in the search box works too). */}
        <noscript>
          <button type="submit" className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-base font-medium text-slate-900">
            {labels.apply}
          </button>
        </noscript>
      </form>

      {/* Clicks on the cards' buttons bubble here; the buttons themselves are the keyboard path. */}
      <div ref={gridRef} className="scroll-mt-24" onClick={(event) => void onGridClick(event)}>
        {result.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600">{labels.noItems}</p>
        ) : (
          cards
        )}
      </div>

      {result.total > 0 && (
        <div onClick={onPagerClick}>
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            label={labels.pagination}
            previousLabel={labels.prev}
            nextLabel={labels.next}
            statusText={fill(labels.pageOf, { page: result.page, total: result.totalPages })}
            hrefFor={(p) => `${path}${browseQuery({ ...view.state, page: p })}`}
          />
        </div>
      )}
      <CardDialogs dialog={dialog} labels={labels} onClose={() => setDialog((d) => d && { ...d, open: false })} />
    </div>
  );
}
