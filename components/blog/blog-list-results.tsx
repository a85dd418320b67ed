import type { PostCardData } from '@/lib/blog/read-models';
import type { ListView } from '@/lib/blog/search';
import { FeaturedPostCard } from './featured-post-card';
import { LIST_ACTION } from './list-action';
import { PostCard } from './post-card';

/** The strings of the result area (a subset of the list's labels). */
export type BlogResultsLabels = Record<
  'emptyTitle' | 'emptyBody' | 'clearFilters' | 'featured' | 'readArticle' | 'noDate' | 'loadMore' | 'englishOnly',
  string
>;

/**
 * The featured card, the cards of pages 1..N and 'Load More', or the empty state. Pure and free of
 * handlers: the server renders it for the plain list (the cached HTML) and the client list renders
 * it for a filtered state; the client container handles its two controls by event delegation.
 */
export function BlogListResults({
  featured,
  cards,
  hasMore,
  page,
  nextCardId,
  view,
  basePath,
  pagePath = basePath,
  labels,
}: {
  featured: PostCardData | null;
  cards: readonly PostCardData[];
  hasMore: boolean;
  page: number;
  /** The first card 'Load More' reveals (focus moves there). */
  nextCardId: string | null;
  view: ListView;
  /** The localised /blog: posts are `${basePath}/{slug}`. */
  basePath: string;
  /** The list whose `/page/N` 'Load More' opens without JavaScript: the blog (default) or a tag page. */
  pagePath?: string;
  labels: BlogResultsLabels;
}) {
  if (!featured && cards.length === 0) {
    return (
      <div className="py-20 text-center" data-testid="blog-empty">
        <h2 className="text-xl font-semibold text-slate-900">{labels.emptyTitle}</h2>
        <p className="mt-2 text-slate-600">{labels.emptyBody}</p>
        <button
          type="button"
          data-list-action={LIST_ACTION.clear}
          className="mt-6 min-h-11 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
        >
          {labels.clearFilters}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-10">
      {featured && <FeaturedPostCard post={featured} basePath={basePath} labels={labels} />}
      {cards.length > 0 && (
        <div
          data-testid="post-collection"
          data-view={view}
          className={view === 'list' ? 'flex flex-col gap-5' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
        >
          {cards.map((post) => (
            <PostCard key={post.id} post={post} basePath={basePath} layout={view} noDate={labels.noDate} englishOnly={labels.englishOnly} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="text-center">
          <a
            href={`${pagePath}/page/${page + 1}`}
            data-list-action={LIST_ACTION.loadMore}
            data-next-card={nextCardId ?? undefined}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {labels.loadMore}
          </a>
        </div>
      )}
    </div>
  );
}

/** The result area's props for one state of the list (server and client compute it the same way). */
export function resultsFor(
  page: { featured: PostCardData | null; cards: PostCardData[]; hasMore: boolean; page: number },
  filtered: readonly PostCardData[],
) {
  // Load More moves focus to the first newly shown card.
  const nextCardId = page.hasMore ? (filtered.filter((p) => p !== page.featured)[page.cards.length]?.id ?? null) : null;
  return { ...page, nextCardId };
}
