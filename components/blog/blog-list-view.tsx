import type { MouseEvent, ReactNode } from 'react';
import type { PostCardData } from '@/lib/blog/read-models';
import { filterPosts, paginatePosts, type ListState, type ListView } from '@/lib/blog/search';
import { FeaturedPostCard } from './featured-post-card';
import { PostCard } from './post-card';
import { ViewToggle } from './view-toggle';

/**
 * The list's strings, translated on the server (no next-intl runtime in the browser). `results[n]`
 * is the announcement for n matches (0..number of posts), formatted with the ICU plural there.
 */
export type BlogListLabels = Record<
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'viewToggle'
  | 'viewGrid'
  | 'viewList'
  | 'categoriesLabel'
  | 'allCategories'
  | 'emptyTitle'
  | 'emptyBody'
  | 'clearFilters'
  | 'featured'
  | 'readArticle'
  | 'noDate'
  | 'loadMore'
  | 'rssLink',
  string
> & { results: string[] };

export type BlogListHandlers = {
  onSearch(q: string): void;
  onCategory(slug: string, event: MouseEvent<HTMLAnchorElement>): void;
  onView(view: ListView): void;
  onLoadMore(event: MouseEvent<HTMLAnchorElement>, firstNewId: string | null): void;
  onClear(): void;
};

/**
 * The list screen for a given state. Pure: the server renders it as the no-JavaScript fallback
 * (no handlers) and the client container renders it interactively (with handlers).
 */
export function BlogListView({
  posts,
  categories,
  state,
  hero,
  basePath,
  handlers,
  searchValue,
  labels,
}: {
  posts: readonly PostCardData[];
  categories: readonly { name: string; slug: string }[];
  state: ListState;
  hero: ReactNode;
  /** The localised /blog path (links are built on it). */
  basePath: string;
  handlers?: BlogListHandlers;
  /** The live search text (the filter may use a deferred copy). */
  searchValue?: string;
  labels: BlogListLabels;
}) {
  const t = (key: Exclude<keyof BlogListLabels, 'results'>) => labels[key];
  const filtered = filterPosts(posts, state);
  const { featured, cards, hasMore, page } = paginatePosts(filtered, state.page);
  // Load More moves focus to the first newly shown card.
  const nextCardId = hasMore ? (filtered.filter((p) => p !== featured)[cards.length]?.id ?? null) : null;
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
              {t('searchLabel')}
            </label>
            <input
              id="blog-search"
              name="q"
              type="search"
              value={handlers ? (searchValue ?? state.q) : undefined}
              defaultValue={handlers ? undefined : state.q}
              onChange={handlers ? (e) => handlers.onSearch(e.target.value) : undefined}
              placeholder={t('searchPlaceholder')}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500"
            />
          </form>
          <ViewToggle
            view={state.view}
            onView={handlers?.onView}
            labels={{ group: t('viewToggle'), grid: t('viewGrid'), list: t('viewList') }}
          />
        </div>
      </div>
      {hero}
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {categories.length > 0 && (
          <nav aria-label={t('categoriesLabel')} className="-mx-4 overflow-x-auto px-4 pb-2">
            <ul className="flex gap-2">
              {[{ name: t('allCategories'), slug: '' }, ...categories].map((c) => {
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
            {labels.results[filtered.length] ?? labels.results.at(-1)}
          </p>
        )}
        {filtered.length === 0 ? (
          <div className="py-20 text-center" data-testid="blog-empty">
            <h2 className="text-xl font-semibold text-slate-900">{t('emptyTitle')}</h2>
            <p className="mt-2 text-slate-600">{t('emptyBody')}</p>
            <button
              type="button"
              onClick={handlers?.onClear}
              className="mt-6 min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
            >
              {t('clearFilters')}
            </button>
          </div>
        ) : (
          <div className="mt-6 space-y-10">
            {featured && (
              <FeaturedPostCard
                post={featured}
                basePath={basePath}
                labels={{ featured: t('featured'), readArticle: t('readArticle'), noDate: t('noDate') }}
              />
            )}
            {cards.length > 0 && (
              <div
                data-testid="post-collection"
                data-view={state.view}
                className={state.view === 'list' ? 'flex flex-col gap-5' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
              >
                {cards.map((post) => (
                  <PostCard key={post.id} post={post} basePath={basePath} layout={state.view} noDate={t('noDate')} />
                ))}
              </div>
            )}
            {hasMore && (
              <div className="text-center">
                <a
                  href={`${basePath}/page/${page + 1}`}
                  onClick={handlers ? (e) => handlers.onLoadMore(e, nextCardId) : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('loadMore')}
                </a>
              </div>
            )}
          </div>
        )}
        <p className="mt-16 text-center text-sm">
          <a href={`${basePath}/rss.xml`} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
            {t('rssLink')}
          </a>
        </p>
      </div>
    </>
  );
}
