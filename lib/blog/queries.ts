import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { tagsInLocale } from '@/lib/i18n/content-locales';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts, selectScheduleBounds } from './post-reads';
import { selectPostSlugTarget, selectPublishedPostVersions, type PostSlugTarget } from './post-slugs';
import type { BlogPostDetail, BlogPostSummary } from './read-models';
import { scheduleEpoch, scheduleLifetimeSeconds } from './schedule-cache';
import { parseRouteSlug } from './route-slug';
import { selectTagPage, type BlogTagPage } from './tag-reads';
import { BLOG_TAGS } from './tags';

export type { BlogPostDetail, BlogPostSummary } from './read-models';

export const RELATED_POSTS_LIMIT = 3;
export const FEED_SIZE = 20;

/**
 * Where this render stands in the publishing schedule (docs/decisions/026-scheduled-publishing-without-a-scheduler.md):
 * one indexed statement per render, never per visitor (the pages are cached).
 * - `epoch` goes into every key: once a scheduled time passes, reads use new entries, so no
 *   instance and no shared store can serve a list filled before it;
 * - `revalidate` (only while a post waits) ends the entries, and through them the pages, feed and
 *   sitemap that read them, at the next scheduled time; with nothing scheduled the options are
 *   exactly the tags, as before.
 */
const scheduleWindow = cache(async () => {
  const now = new Date();
  const bounds = await selectScheduleBounds(await getDb(), now);
  const revalidate = scheduleLifetimeSeconds(bounds.next, now);
  return { now, epoch: scheduleEpoch(bounds.lastPassed), revalidate, next: bounds.next };
});

type Lifetime = { revalidate: number | undefined; next: Date | null };

function cacheOptions(tags: string[], { revalidate, next }: Lifetime): { tags: string[]; revalidate?: number } {
  // The extra tags mark a lifetime that must end hard (no stale copy served while it re-renders)
  // and when: read by lib/cache/hard-lifetime.cjs in both Node cache handlers and on the Worker.
  if (revalidate === undefined || next === null) return { tags };
  return { tags: [...tags, BLOG_TAGS.scheduleEdge, BLOG_TAGS.scheduleUntil(next)], revalidate };
}

/** All published posts (no blocks) in `locale`, cached under `posts` (+ its locale twin): the list, feed and sitemap read this. */
export const listPublishedPosts = cache(async (locale: AppLocale = DEFAULT_LOCALE): Promise<BlogPostSummary[]> => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectPublishedPostSummaries(await getDb(), now, locale),
    ['blog', 'published-posts', locale, epoch],
    cacheOptions(tagsInLocale([BLOG_TAGS.posts], locale), lifetime),
  )();
});

/**
 * Which post a URL slug means in `locale` (its own slug, an English slug or another locale's), and
 * its slug in `locale`. Tagged `post:{slug}` (a cached miss too), `posts` (any default-language
 * post write, e.g. an English slug change) and `blog-translations` (any translation write, e.g. a
 * translated slug change), with locale twins: the entry is one indexed statement, so a broad
 * refresh is cheap, and a stale mapping could send a reader to a 404.
 */
export const resolvePostSlug = cache(async (slug: string, locale: AppLocale): Promise<PostSlugTarget | null> => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectPostSlugTarget(await getDb(), slug, locale, now),
    ['blog', 'post-slug', locale, slug, epoch],
    cacheOptions(tagsInLocale([BLOG_TAGS.post(slug), BLOG_TAGS.posts, BLOG_TAGS.translations], locale), lifetime),
  )();
});

/**
 * A published post by its default-language slug, in `locale`, cached under `post:{that slug}` and
 * its locale twin (lib/blog/tags.ts): reached through `resolvePostSlug`, a read by any slug that
 * finds a post carries its English slug's tags. A miss is cached too, under the same tags.
 */
export const getPublishedPost = cache(async (defaultSlug: string, locale: AppLocale = DEFAULT_LOCALE): Promise<BlogPostDetail | null> => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectPublishedPostBySlug(await getDb(), defaultSlug, now, locale),
    ['blog', 'post', locale, defaultSlug, epoch],
    cacheOptions(tagsInLocale([BLOG_TAGS.post(defaultSlug)], locale), lifetime),
  )();
});

/** 'More Articles': published posts other than this one, those sharing a tag or category first, in `locale`. */
export const listRelatedPosts = cache(async (postId: string, locale: AppLocale = DEFAULT_LOCALE): Promise<BlogPostSummary[]> => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectRelatedPosts(await getDb(), postId, RELATED_POSTS_LIMIT, now, locale),
    ['blog', 'related', locale, postId, epoch],
    cacheOptions(tagsInLocale([BLOG_TAGS.posts], locale), lifetime),
  )();
});

/**
 * A tag's page: the tag and its published posts, in `locale`. Tagged `posts` (+ its locale twin):
 * every post write and every taxonomy save, delete or merge (lib/blog/taxonomy-actions.ts) refresh
 * it. An unknown slug is null, which the page caches never keep.
 */
export const getTagPage = cache(async (slug: string, locale: AppLocale): Promise<BlogTagPage | null> => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectTagPage(await getDb(), slug, now, locale),
    ['blog', 'tag-page', locale, slug, epoch],
    cacheOptions(tagsInLocale([BLOG_TAGS.posts], locale), lifetime),
  )();
});

/** The tag page a URL's slug names, or null (404): a slug no tag can have, an unknown tag, a tag without a published post. */
export async function loadTagPage(rawSlug: string, locale: AppLocale): Promise<BlogTagPage | null> {
  const slug = parseRouteSlug(rawSlug);
  const page = slug === null ? null : await getTagPage(slug, locale);
  return page && page.posts.length > 0 ? page : null;
}

/** Every published post's language versions (the sitemap); any post or translation write refreshes it. */
export const listPostVersions = cache(async () => {
  const { now, epoch, ...lifetime } = await scheduleWindow();
  return unstable_cache(
    async () => selectPublishedPostVersions(await getDb(), now),
    ['blog', 'post-versions', epoch],
    cacheOptions([BLOG_TAGS.posts, BLOG_TAGS.translations], lifetime),
  )();
});
