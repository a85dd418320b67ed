'use client';

import { useCallback, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import type { PostCardData } from '@/lib/blog/read-models';
import { filterPosts, listStateToQuery, paginatePosts, parseListState, type ListState } from '@/lib/blog/search';
import { LIST_ACTION } from './list-action';
import { BlogListView, type BlogListHandlers, type BlogListLabels } from './blog-list-view';

// The list state lives in the URL (?q=&category=&view=&page=). It is read from `location` after
// hydration (not with useSearchParams, which would need a Suspense fallback: a second copy of
// every card in the cached HTML). During the server render and hydration the state is the plain
// list, which the server rendered as `initialResults`.
type ResultsModule = typeof import('./blog-list-results');
const NAVIGATE = 'blog-list:navigate';
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE, onChange);
  };
}
const currentUrl = () => window.location.pathname + window.location.search;
const serverUrl = () => null;

/**
 * The interactive list. The plain state (no search, no category, grid, the page's own N) shows
 * the server's cards; any other state filters the post index (`indexUrl`, a cached JSON route)
 * fetched on the first sign of interest, so the page itself carries no post data.
 */
export function BlogList({
  initialResults,
  categories,
  hero,
  basePath,
  basePage,
  indexUrl,
  postCount,
  labels,
}: {
  initialResults: ReactNode;
  categories: { name: string; slug: string }[];
  hero: ReactNode;
  basePath: string;
  /** 1 on /blog; N on the no-JavaScript page /blog/page/N. */
  basePage: number;
  indexUrl: string;
  postCount: number;
  labels: BlogListLabels;
}) {
  const url = useSyncExternalStore(subscribe, currentUrl, serverUrl);
  const location = url === null ? null : new URL(url, 'http://localhost');
  const params = location?.searchParams ?? new URLSearchParams();
  const pathname = location?.pathname ?? basePath;
  const fromUrl = parseListState(params);
  const page = params.has('page') ? fromUrl.page : pathname === basePath ? 1 : basePage;
  const [typed, setTyped] = useState<string | null>(null);
  const q = typed ?? fromUrl.q;
  const deferredQ = useDeferredValue(q);
  // The post index and the card renderer arrive together, on the first sign of interest (the plain
  // list's cards are the server's, so neither is in the page's first-load JavaScript).
  const [index, setIndex] = useState<{ posts: PostCardData[]; view: ResultsModule } | null>(null);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  // Results are announced once the visitor has changed something (not on page load).
  const [interacted, setInteracted] = useState(false);
  const pendingFocus = useRef<string | null>(null);

  const loadIndex = useCallback(() => {
    if (index || inFlight.current) return;
    inFlight.current = true;
    Promise.all([
      fetch(indexUrl).then((r) => (r.ok ? (r.json() as Promise<PostCardData[]>) : Promise.reject(new Error(String(r.status))))),
      import('./blog-list-results'),
    ])
      .then(([posts, view]) => setIndex({ posts, view }))
      // A failed fetch leaves the server's cards in place; the next interaction tries again.
      .catch(() => setFailed(true))
      .finally(() => {
        inFlight.current = false;
      });
  }, [indexUrl, index]);

  const plain = deferredQ.trim() === '' && fromUrl.category === '' && fromUrl.view === 'grid' && page === basePage;
  useEffect(() => {
    if (!plain) loadIndex();
  }, [plain, loadIndex]);

  // After Load More, focus the first new card once it has rendered.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const card = document.getElementById(`post-${pendingFocus.current}`);
    if (card) {
      card.focus();
      pendingFocus.current = null;
    }
  });

  const go = (next: Partial<ListState>, mode: 'push' | 'replace' = 'push') => {
    const state: ListState = { ...fromUrl, q, page, ...next };
    // Always /blog (not /blog/page/N) once the visitor changes something; page stays explicit.
    window.history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', `${basePath}${listStateToQuery(state)}`);
    window.dispatchEvent(new Event(NAVIGATE));
    setInteracted(true);
    loadIndex();
  };

  const handlers: BlogListHandlers = {
    onSearch(value) {
      setTyped(value);
      go({ q: value, page: 1 }, 'replace');
    },
    onCategory(slug, event) {
      event.preventDefault();
      go({ category: slug, page: 1 });
    },
    onView(view) {
      go({ view });
    },
    onResultsClick(event: MouseEvent<HTMLDivElement>) {
      const control = (event.target as Element).closest<HTMLElement>('[data-list-action]');
      if (!control) return;
      event.preventDefault();
      if (control.dataset.listAction === LIST_ACTION.loadMore) {
        pendingFocus.current = control.dataset.nextCard ?? null;
        go({ page: page + 1 });
      } else {
        setTyped('');
        go({ q: '', category: '', page: 1 });
      }
    },
    onIntent: loadIndex,
  };

  let results = initialResults;
  let count = postCount;
  if (!plain && index) {
    const { BlogListResults, resultsFor } = index.view;
    const filtered = filterPosts(index.posts, { q: deferredQ, category: fromUrl.category });
    count = filtered.length;
    results = (
      <BlogListResults {...resultsFor(paginatePosts(filtered, page), filtered)} view={fromUrl.view} basePath={basePath} labels={labels} />
    );
  }

  return (
    <BlogListView
      categories={categories}
      state={{ ...fromUrl, q: deferredQ }}
      hero={hero}
      basePath={basePath}
      handlers={handlers}
      searchValue={q}
      announcement={interacted ? (labels.results[count] ?? labels.results.at(-1)) : undefined}
      results={results}
      busy={!plain && !index && !failed}
      labels={labels}
    />
  );
}
