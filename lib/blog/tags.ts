import { revalidateTag, updateTag } from 'next/cache';

/** Cache tags of the public blog, defined once. */
export const BLOG_TAGS = {
  /** Every list-shaped read: the list page, related posts, the feed, the sitemap. */
  posts: 'posts',
  /** One article by slug (also tags a cached "not found"). */
  post: (slug: string) => `post:${slug}`,
  /**
   * Carried by reads whose lifetime ends at a scheduled post's time: the cache handlers end such a
   * page hard at that moment instead of serving it stale once more (lib/cache/hard-lifetime.cjs
   * holds the same string). Never revalidated itself.
   */
  scheduleEdge: 'lifetime:hard',
} as const;

function tagsFor(slugs: readonly (string | null | undefined)[]): string[] {
  const unique = new Set(slugs.filter((s): s is string => !!s));
  return [BLOG_TAGS.posts, ...[...unique].map(BLOG_TAGS.post)];
}

/**
 * For server actions that change posts: the list, feed and the given articles are fresh on the
 * very next request. Pass the old AND the new slug when a slug changes.
 */
export function revalidateBlogPosts(...slugs: (string | null | undefined)[]): void {
  for (const tag of tagsFor(slugs)) updateTag(tag);
}

/** The same from a route handler or script, where `updateTag` is not allowed. */
export function expireBlogPosts(...slugs: (string | null | undefined)[]): void {
  for (const tag of tagsFor(slugs)) revalidateTag(tag, { expire: 0 });
}
