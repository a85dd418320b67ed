'use client';

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Pagination, pagerTarget } from '@/components/ui/pagination';
import type { BrowsePage, BrowseState } from '@/lib/catalog/browse';
import type { CardItem, CatalogItem } from '@/lib/catalog/read-models';
import type { AppLocale } from '@/lib/i18n/routing';
import { fill, itemCountText, type BrowserLabels } from './labels';
import { CardDialogs, type OpenCardDialog } from './card-dialogs';
import { cardActionOf, ProductCard } from './product-card';
import type { PagerHrefs } from './category-fetch';
import type { PhotoLoad } from './product-photo';

const NotFoundView = lazy(() => import('./category-not-found').then((m) => ({ default: m.CategoryNotFoundView })));

/**
 * The category segment's not-found boundary (app/[locale]/(site)/category/[category]/not-found.tsx
 * renders it), in this module because every category page loads its script anyway: a boundary file
 * with 'use client' of its own was one more script on every category page. The page itself
 * (./category-not-found.tsx) is fetched when shown.
 */
export function CategoryNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}

/**
 * The first row of page 1 is above the fold (4 cards from 1024 px, 3 from 640, 2 on phones): the two
 * every viewport shows are preloaded at high priority (LCP), the other two load eagerly.
 */
export function firstRowLoad(page: number, index: number): PhotoLoad {
  if (page !== 1 || index >= 4) return 'lazy';
  return index < 2 ? 'preload' : 'eager';
}

type View = { state: BrowseState; result: BrowsePage<CardItem>; pager: PagerHrefs };
// A pause in typing before the search is sent (each answer is one small page of JSON).
const TYPING_PAUSE_MS = 200;
// The requests and URL changes load on first use (the page's client JavaScript is budgeted), fetched
// as soon as the visitor points at or focuses the browser, so the first keystroke does not wait.
const loadFetch = () => import('./category-fetch');
const warmUp = () => void loadFetch().catch(() => {});

/**
 * Heading and product count, search box, sort select, grid of cards (8 per page) and pagination.
 * The server renders the page of the URL (?q=&sort=&page=): without JavaScript the search is a GET
 * form and the pager plain links. Once hydrated, typing, sorting and paging fetch one page of JSON
 * from the category's `items` route and update the URL in place.
 */
export function CategoryBrowser({
  initial,
  state,
  pager,
  path,
  locale,
  labels,
  heading,
  searchIcon,
  applyButton,
}: {
  initial: BrowsePage<CardItem>;
  state: BrowseState;
  /** `pagerHrefs(path, state, initial.page)`: the first pager links, rendered on the server. */
  pager: PagerHrefs;
  /** The category page's path in this locale, e.g. '/id/category/6/hardbox-kotak-kaku'. */
  path: string;
  locale: AppLocale;
  labels: BrowserLabels;
  /** The page's <h1>: the count of products the search leaves sits beside it. */
  heading?: ReactNode;
  /** The search box's icon and the form's no-JavaScript submit button, static markup rendered on the server. */
  searchIcon: ReactNode;
  applyButton: ReactNode;
}) {
  const [view, setView] = useState<View>({ state, result: initial, pager });
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
  const show = async (next: BrowseState, history: 'push' | 'replace' | null) => {
    const ticket = ++latest.current;
    const browse = await loadFetch().catch(() => null);
    // The script did not load: the server renders that search instead (the form's no-JavaScript URL).
    const { q, sort, page } = next;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!browse) return window.location.assign(`${path}?${new URLSearchParams({ q, sort, page: String(page) })}`);
    const shown = await browse.nextView(path, next, history, details.current, () => ticket === latest.current);
    if (shown) setView(shown);
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
    if (typed.q !== state.q || typed.sort !== state.sort) go(typed, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // Back and forward: the fields and the grid follow the URL (if the script cannot load, a reload
  // has the server render the new URL).
  useEffect(() => {
    const onPop = () =>
      void loadFetch().then(
        (browse) => {
          const next = browse.locationBrowseState();
          if (searchRef.current) searchRef.current.value = next.q;
          if (sortRef.current) sortRef.current.value = next.sort;
          void show(next, null);
        },
        () => window.location.reload(),
      );
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });

  // The cards render again only when the page of results changes, not when a dialog opens or closes.
  const cards = useMemo(
    () => (
      <ul className="card-grid">
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
    if (!details.current.has(asked.itemId)) {
      const browse = await loadFetch().catch(() => null);
      await browse?.fetchBrowsePage(path, view.state, details.current);
    }
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
    <div className="browse" onPointerEnter={warmUp} onFocus={warmUp}>
      {/* The count follows the search (a status: screen readers hear how many products are left). */}
      <div className="browse-head">
        {heading}
        <p role="status" className="browse-count" data-testid="category-count">
          {itemCountText(labels.itemCount, result.total, locale)}
        </p>
      </div>
      <form
        role="search"
        action={path}
        className="browse-form"
        onSubmit={(e) => {
          e.preventDefault();
          go(current(), 'push');
        }}
      >
        <label className="relative flex-1">
          <span className="sr-only">{labels.search}</span>
          {searchIcon}
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
        {applyButton}
      </form>

      {/* Clicks on the cards' buttons bubble here; the buttons themselves are the keyboard path. */}
      <div ref={gridRef} className="scroll-mt-24" onClick={(event) => void onGridClick(event)}>
        {result.items.length === 0 ? <p className="browse-empty">{labels.noItems}</p> : cards}
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
            hrefFor={(p) => (p < result.page ? view.pager.prev : view.pager.next)}
          />
        </div>
      )}
      <CardDialogs dialog={dialog} labels={labels} onClose={() => setDialog((d) => d && { ...d, open: false })} />
    </div>
  );
}
