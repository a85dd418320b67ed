import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts, selectScheduleBounds } from './post-reads';
import type { BlogPostDetail, BlogPostSummary } from './read-models';
import { scheduleEpoch, scheduleLifetimeSeconds } from './schedule-cache';
import { BLOG_TAGS } from './tags';

export type { BlogPostDetail, BlogPostSummary } from './read-models';

export const RELATED_POSTS_LIMIT = 3;
export const FEED_SIZE = 20;

/**
 * Where this render stands in the publishing schedule (issue 16, DESIGN-NOTES "Scheduled
 * publishing"): one indexed statement per render, never per visitor (the pages are cached).
 * - `epoch` goes into every key: once a scheduled time passes, reads use new entries, so no
 *   instance and no shared store can serve a list filled before it;
 * - `revalidate` (only while a post waits) ends the entries, and through them the pages, feed and
 *   sitemap that read them, at the next scheduled time; with nothing scheduled the options are
 *   exactly the tags, as before.
 */
const scheduleWindow = cache(async () => {
  const now = new Date();
  const bounds = await selectScheduleBounds(await getDb(), now);
  return { now, epoch: scheduleEpoch(bounds.lastPassed), revalidate: scheduleLifetimeSeconds(bounds.next, now) };
});

function cacheOptions(tags: string[], revalidate: number | undefined): { tags: string[]; revalidate?: number } {
  // The extra tag marks a lifetime that must end hard (no stale copy served while it re-renders):
  // read by lib/cache/hard-lifetime.cjs in both cache handlers.
  return revalidate === undefined ? { tags } : { tags: [...tags, BLOG_TAGS.scheduleEdge], revalidate };
}

/** All published posts (no blocks), cached under the `posts` tag: the list, feed and sitemap read this. */
export const listPublishedPosts = cache(async (): Promise<BlogPostSummary[]> => {
  const { now, epoch, revalidate } = await scheduleWindow();
  return unstable_cache(
    async () => selectPublishedPostSummaries(await getDb(), now),
    ['blog', 'published-posts', epoch],
    cacheOptions([BLOG_TAGS.posts], revalidate),
  )();
});

/** A published post by slug, cached under `post:{slug}` (a miss is cached too, under the same tag). */
export const getPublishedPost = cache(async (slug: string): Promise<BlogPostDetail | null> => {
  const { now, epoch, revalidate } = await scheduleWindow();
  return unstable_cache(
    async () => selectPublishedPostBySlug(await getDb(), slug, now),
    ['blog', 'post', slug, epoch],
    cacheOptions([BLOG_TAGS.post(slug)], revalidate),
  )();
});

/** 'More Articles': the newest published posts other than this one. */
export const listRelatedPosts = cache(async (postId: string): Promise<BlogPostSummary[]> => {
  const { now, epoch, revalidate } = await scheduleWindow();
  return unstable_cache(
    async () => selectRelatedPosts(await getDb(), postId, RELATED_POSTS_LIMIT, now),
    ['blog', 'related', postId, epoch],
    cacheOptions([BLOG_TAGS.posts], revalidate),
  )();
});
