import { revalidateTag, updateTag } from 'next/cache';
import { purgeCdnForTags } from '../cache/cdn-purge';
import { localeTag, type TranslationLocale } from '../i18n/content-locales';

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
  /**
   * Beside `scheduleEdge`: the moment (ms since 1970) that lifetime ends. A page is stored after its
   * render, so "stored at + revalidate" ends late by the render's duration; the cache handlers end
   * the page at this time instead (lib/cache/hard-lifetime.cjs, lib/cache/edge-page-cache.ts).
   */
  scheduleUntil: (at: Date) => `lifetime:until:${at.getTime()}`,
  /** Reads that say which locales each post is translated in (the sitemap). */
  translations: 'blog-translations',
} as const;

/*
 * A read in a translated locale also carries each tag's locale twin (`posts@id`,
 * `post:{slug}@id`; `tagsInLocale` in lib/i18n/content-locales.ts), and a read by slug that finds
 * a post also carries `post:{its English slug}` (and twin), whatever slug it was asked for. So a
 * default-language write (old and new English slug) refreshes the post in every locale, and a
 * translation write refreshes the post's pages everywhere (their hreflang changes), its locale's
 * lists, a cached miss of the new translated slug, and the sitemap.
 */
export function tagsForPostTranslationWrite(
  locale: TranslationLocale,
  englishSlug: string,
  ...translatedSlugs: (string | null | undefined)[]
): string[] {
  const slugs = new Set([englishSlug, ...translatedSlugs.filter((s): s is string => !!s)]);
  return [
    BLOG_TAGS.post(englishSlug),
    BLOG_TAGS.translations,
    localeTag(BLOG_TAGS.posts, locale),
    ...[...slugs].map((s) => localeTag(BLOG_TAGS.post(s), locale)),
  ];
}

/** After saving one post's translation in `locale` (server actions only); pass the old and new translated slug. */
export function revalidatePostTranslation(
  locale: TranslationLocale,
  englishSlug: string,
  ...translatedSlugs: (string | null | undefined)[]
): void {
  const tags = tagsForPostTranslationWrite(locale, englishSlug, ...translatedSlugs);
  for (const tag of tags) updateTag(tag);
  purgeCdnForTags(tags);
}

function tagsFor(slugs: readonly (string | null | undefined)[]): string[] {
  const unique = new Set(slugs.filter((s): s is string => !!s));
  return [BLOG_TAGS.posts, ...[...unique].map(BLOG_TAGS.post)];
}

/**
 * For server actions that change posts: the list, feed and the given articles are fresh on the
 * very next request. Pass the old AND the new slug when a slug changes.
 */
export function revalidateBlogPosts(...slugs: (string | null | undefined)[]): void {
  const tags = tagsFor(slugs);
  for (const tag of tags) updateTag(tag);
  purgeCdnForTags(tags);
}

/** The same from a route handler or script, where `updateTag` is not allowed. */
export function expireBlogPosts(...slugs: (string | null | undefined)[]): void {
  const tags = tagsFor(slugs);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  purgeCdnForTags(tags);
}
