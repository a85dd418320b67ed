import type { MouseEvent, ReactNode } from 'react';
import type { ListState, ListView } from '@/lib/blog/search';
import type { BlogResultsLabels } from './blog-list-results';
import { ViewToggle } from './view-toggle';

/**
 * The list's strings, translated on the server (no next-intl runtime in the browser). `results[n]`
 * is the announcement for n matches (0..number of posts), formatted with the ICU plural there.
 */
export type BlogListLabels = BlogResultsLabels &
  Record<
    'searchLabel' | 'searchPlaceholder' | 'viewToggle' | 'viewGrid' | 'viewList' | 'categoriesLabel' | 'allCategories' | 'rssLink',
    string
  > & {
    results: string[];
  };

export type BlogListHandlers = {
  onSearch(q: string): void;
  onCategory(slug: string, event: MouseEvent<HTMLAnchorElement>): void;
  onView(view: ListView): void;
  /** Clicks inside the result area ('Load More', 'Clear filters': see LIST_ACTION). */
  onResultsClick(event: MouseEvent<HTMLDivElement>): void;
  /** The visitor is about to filter: a chance to fetch the post index early. */
  onIntent(): void;
};

/**
 * The list screen around its result area: search, view switch, hero, category chips, the results
 * (`results`, rendered by the server for the plain list or by the client for a filtered one) and
 * the RSS link. Pure: without handlers it is the no-JavaScript page.
 */
export function BlogListView({
  categories,
  state,
  hero,
  basePath,
  handlers,
  searchValue,
  announcement,
  results,
  busy,
  labels,
}: {
  categories: readonly { name: string; slug: string }[];
  state: Pick<ListState, 'q' | 'category' | 'view'>;
  hero: ReactNode;
  /** The localised /blog path (links are built on it). */
  basePath: string;
  handlers?: BlogListHandlers;
  /** The live search text (the filter may use a deferred copy). */
  searchValue?: string;
  /** 'N articles found', read by screen readers when it changes. */
  announcement?: string;
  results: ReactNode;
  /** The post index is still loading for a filtered state. */
  busy?: boolean;
  labels: BlogListLabels;
}) {
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    if (state.view === 'list') params.set('view', 'list');
    const s = params.toString();
    return s ? `${basePath}?${s}` : basePath;
  };

  return (
    <>
      <div className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:flex-nowrap sm:gap-4 sm:px-6">
          <form
            role="search"
            action={basePath}
            className="order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-auto"
            onSubmit={handlers ? (e) => e.preventDefault() : undefined}
          >
            <label htmlFor="blog-search" className="sr-only">
              {labels.searchLabel}
            </label>
            <input
              id="blog-search"
              name="q"
              type="search"
              value={handlers ? (searchValue ?? state.q) : undefined}
              defaultValue={handlers ? undefined : state.q}
              onChange={handlers ? (e) => handlers.onSearch(e.target.value) : undefined}
              onFocus={handlers?.onIntent}
              placeholder={labels.searchPlaceholder}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
            />
          </form>
          <ViewToggle
            view={state.view}
            onView={handlers?.onView}
            labels={{ group: labels.viewToggle, grid: labels.viewGrid, list: labels.viewList }}
          />
        </div>
      </div>
      {hero}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {categories.length > 0 && (
          <nav aria-label={labels.categoriesLabel} className="-mx-4 overflow-x-auto px-4 pb-2" onPointerEnter={handlers?.onIntent}>
            <ul className="flex gap-2">
              {[{ name: labels.allCategories, slug: '' }, ...categories].map((c) => {
                const active = state.category === c.slug;
                return (
                  <li key={c.slug || 'all'} className="flex-none">
                    <a
                      href={query(c.slug ? { category: c.slug } : {})}
                      aria-current={active ? 'true' : undefined}
                      onClick={handlers ? (e) => handlers.onCategory(c.slug, e) : undefined}
                      className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
                        active
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500'
                      }`}
                    >
                      {c.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {handlers && (
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
        )}
        {/* Delegated clicks of 'Load More' / 'Clear filters' (the server-rendered results have no handlers). */}
        <div onClick={handlers?.onResultsClick} aria-busy={busy || undefined}>
          {results}
        </div>
        <p className="mt-16 text-center text-sm">
          <a href={`${basePath}/rss.xml`} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {labels.rssLink}
          </a>
        </p>
      </div>
    </>
  );
}
