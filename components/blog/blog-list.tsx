'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PostCardData } from '@/lib/blog/read-models';
import { listStateToQuery, parseListState, type ListState } from '@/lib/blog/search';
import { BlogListView, type BlogListHandlers, type BlogListLabels } from './blog-list-view';

/**
 * The interactive list. Search, category, view and page live in the URL (?q=&category=&view=&page=)
 * and are read here with useSearchParams, so the server page never reads searchParams and stays
 * cached. URL changes use history.pushState/replaceState, which Next syncs without a request.
 */
export function BlogList({
  posts,
  categories,
  hero,
  basePath,
  basePage,
  labels,
}: {
  posts: PostCardData[];
  categories: { name: string; slug: string }[];
  hero: ReactNode;
  basePath: string;
  /** 1 on /blog; N on the no-JavaScript page /blog/page/N. */
  basePage: number;
  labels: BlogListLabels;
}) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const fromUrl = parseListState(searchParams);
  const page = searchParams.has('page') ? fromUrl.page : pathname === basePath ? 1 : basePage;
  const [q, setQ] = useState(fromUrl.q);
  const deferredQ = useDeferredValue(q);
  const pendingFocus = useRef<string | null>(null);

  // After Load More, focus the first new card once it has rendered (the URL update that shows
  // it is processed by the router a moment later).
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
  };

  const handlers: BlogListHandlers = {
    onSearch(value) {
      setQ(value);
      go({ q: value, page: 1 }, 'replace');
    },
    onCategory(slug, event) {
      event.preventDefault();
      go({ category: slug, page: 1 });
    },
    onView(view) {
      go({ view });
    },
    onLoadMore(event, firstNewId) {
      event.preventDefault();
      go({ page: page + 1 });
      pendingFocus.current = firstNewId;
    },
    onClear() {
      setQ('');
      go({ q: '', category: '', page: 1 });
    },
  };

  return (
    <BlogListView
      posts={posts}
      categories={categories}
      state={{ ...fromUrl, q: deferredQ, page }}
      hero={hero}
      basePath={basePath}
      handlers={handlers}
      searchValue={q}
      labels={labels}
    />
  );
}
