import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { selectPublishedPostBySlug, selectPublishedPostSummaries, selectRelatedPosts } from './post-reads';
import type { BlogPostDetail, BlogPostSummary } from './read-models';
import { BLOG_TAGS } from './tags';

export type { BlogPostDetail, BlogPostSummary } from './read-models';

export const RELATED_POSTS_LIMIT = 3;
export const FEED_SIZE = 20;

/** All published posts (no blocks), cached under the `posts` tag: the list, feed and sitemap read this. */
export const listPublishedPosts = cache(
  unstable_cache(async (): Promise<BlogPostSummary[]> => selectPublishedPostSummaries(await getDb()), ['blog', 'published-posts'], {
    tags: [BLOG_TAGS.posts],
  }),
);

/** A published post by slug, cached under `post:{slug}` (a miss is cached too, under the same tag). */
export const getPublishedPost = cache((slug: string): Promise<BlogPostDetail | null> =>
  unstable_cache(async () => selectPublishedPostBySlug(await getDb(), slug), ['blog', 'post', slug], {
    tags: [BLOG_TAGS.post(slug)],
  })(),
);

/** 'More Articles': the newest published posts other than this one. */
export const listRelatedPosts = cache((postId: string): Promise<BlogPostSummary[]> =>
  unstable_cache(async () => selectRelatedPosts(await getDb(), postId, RELATED_POSTS_LIMIT), ['blog', 'related', postId], {
    tags: [BLOG_TAGS.posts],
  })(),
);
