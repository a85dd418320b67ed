import type { BlogPostSummary } from './read-models';

export const LIST_PAGE_SIZE = 12;
export type ListView = 'grid' | 'list';
export type ListState = { q: string; category: string; view: ListView; page: number };

type Searchable = Pick<BlogPostSummary, 'title' | 'excerpt' | 'author'>;
/** The fields filtering and paging need (summaries and client card data both have them). */
export type ListablePost = Searchable & { isFeatured: boolean; categories: readonly { slug: string }[] };

/** SPEC: the search matches title, excerpt or author, case-insensitively. Blank matches everything. */
export function matchesSearch(post: Searchable, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [post.title, post.excerpt, post.author].some((field) => (field ?? '').toLocaleLowerCase().includes(q));
}

export function filterPosts<T extends ListablePost>(posts: readonly T[], state: Pick<ListState, 'q' | 'category'>): T[] {
  return posts.filter((p) => matchesSearch(p, state.q) && (state.category === '' || p.categories.some((c) => c.slug === state.category)));
}

/**
 * Featured card = the first featured post of the filtered list; pages count every post
 * (12 per page, the featured card included), and page N shows pages 1..N (Load More).
 */
export function paginatePosts<T extends ListablePost>(filtered: readonly T[], page: number) {
  const totalPages = Math.max(1, Math.ceil(filtered.length / LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const featured = filtered.find((p) => p.isFeatured) ?? null;
  const visible = filtered.slice(0, current * LIST_PAGE_SIZE);
  // The featured post shows as the big card even when it is further down the list.
  const cards = visible.filter((p) => p !== featured);
  if (featured && !visible.includes(featured)) cards.pop();
  return { featured, cards, totalPages, page: current, hasMore: current < totalPages };
}

/**
 * N of a list's no-JavaScript page `/…/page/N` (the blog, a tag) holding `postCount` posts: from 2
 * up to its last page, else null (a 404: page 1 is the list's own address).
 */
export function listPageNumber(raw: string, postCount: number): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  const page = Number(raw);
  const total = Math.max(1, Math.ceil(postCount / LIST_PAGE_SIZE));
  return page >= 2 && page <= total ? page : null;
}

export function parseListState(params: { get(name: string): string | null }): ListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** `?q=&view=&category=&page=` with defaults left out (so the plain list stays `/blog`). */
export function listStateToQuery(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Distinct categories used by the given posts, by (the locale's) name in the locale's collation. */
export function categoriesOf(posts: readonly BlogPostSummary[], locale?: string): BlogPostSummary['categories'] {
  const bySlug = new Map<string, BlogPostSummary['categories'][number]>();
  for (const p of posts) for (const c of p.categories) if (!bySlug.has(c.slug)) bySlug.set(c.slug, c);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}
