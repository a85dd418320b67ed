// A pure module (no database code), so client components can use the statuses: importing them from
// lib/db/schema.ts put the Drizzle table definitions into the admin blog list's browser chunk.
// The statuses themselves are a stored column's values (lib/db/column-values.ts, equally pure).
import type { BlogPostStatus } from '../db/column-values';

export { BLOG_POST_STATUSES, type BlogPostStatus } from '../db/column-values';

/**
 * The one rule of what the public sees: published, or scheduled and its time
 * (`published_at`, UTC) has come. The SQL twin is `publicPostCondition` in lib/blog/post-reads.ts.
 */
export function isPubliclyVisible(status: BlogPostStatus, publishedAt: Date | string | null, now: Date): boolean {
  if (status === 'published') return true;
  if (status !== 'scheduled' || publishedAt === null) return false;
  return new Date(publishedAt).getTime() <= now.getTime();
}

/**
 * What the admin list shows: a scheduled post whose time has passed is published (nobody has to
 * touch it); one still waiting is 'scheduled'.
 */
export function effectiveStatus(status: BlogPostStatus, publishedAt: Date | string | null, now: Date): BlogPostStatus {
  return status === 'scheduled' && isPubliclyVisible(status, publishedAt, now) ? 'published' : status;
}
