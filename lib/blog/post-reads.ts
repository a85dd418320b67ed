import 'server-only';
import { and, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogPosts } from '@/lib/db/schema';
import { countWords, readingTimeMinutes } from './reading-time';
import type { BlogCategoryBadge, BlogPostDetail, BlogPostSummary, BlogTagRef, StoredBlock } from './read-models';

// Uncached reads, one SQL statement each (categories, tags and blocks come back as JSON
// sub-selects). lib/blog/queries.ts wraps them in the data cache; tests call them directly.

// IMPORTANT: drizzle renders a column of a one-table select unqualified ("id"), which inside these
// sub-selects would bind to the inner table: the outer post id is spelled out.
const postIdRef = sql.raw('"blog_posts"."id"');

const categoriesJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'color', c.color) order by c.name), '[]'::json)
  from blog_post_categories pc join blog_categories c on c.id = pc.category_id
  where pc.blog_post_id = ${postIdRef}
)`;

const tagsJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name), '[]'::json)
  from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
  where pt.blog_post_id = ${postIdRef}
)`;

const blocksJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', b.id, 'type', b.block_type, 'content', b.content, 'sortOrder', b.sort_order) order by b.sort_order, b.id), '[]'::json)
  from blog_content_blocks b
  where b.blog_post_id = ${postIdRef}
)`;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  featuredImageUrl: blogPosts.featuredImageUrl,
  featuredImageAlt: blogPosts.featuredImageAlt,
  isFeatured: blogPosts.isFeatured,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  categories: categoriesJson,
};

type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  isFeatured: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  categories: unknown;
};

/** json columns arrive parsed from both drivers; a string is tolerated all the same. */
function jsonArray<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    author: row.author,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt,
    isFeatured: row.isFeatured,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt) ?? new Date(0).toISOString(),
    categories: jsonArray<BlogCategoryBadge>(row.categories),
  };
}

/**
 * What the public sees at `now` (issue 16): published, or scheduled and its time has come. The
 * clock is a parameter (the injection point tests use); the app passes the request's time.
 * TypeScript twin: `isPubliclyVisible` in lib/blog/post-status.ts.
 */
export const publicPostCondition = (now: Date): SQL =>
  or(eq(blogPosts.status, 'published'), and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, now)))!;
const newestFirst = [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id)];

/** Every published post, newest `published_at` first, with categories; no blocks. */
export async function selectPublishedPostSummaries(db: DbOrTx, now: Date = new Date()): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(publicPostCondition(now))
    .orderBy(...newestFirst);
  return rows.map(toSummary);
}

/** One published post with blocks (in `sort_order`), categories and tags, or null. */
export async function selectPublishedPostBySlug(db: DbOrTx, slug: string, now: Date = new Date()): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      tags: tagsJson,
      blocks: blocksJson,
    })
    .from(blogPosts)
    .where(and(publicPostCondition(now), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  const blocks = jsonArray<StoredBlock>(row.blocks);
  const wordCount = countWords(blocks);
  return {
    ...toSummary(row),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    tags: jsonArray<BlogTagRef>(row.tags),
    blocks,
    wordCount,
    readingMinutes: readingTimeMinutes(wordCount),
  };
}

/** SPEC section 7: published posts other than `postId`, newest first, `limit` (default 3). */
export async function selectRelatedPosts(db: DbOrTx, postId: string, limit = 3, now: Date = new Date()): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(publicPostCondition(now), ne(blogPosts.id, postId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * Where the public reads stand in the schedule at `now`: the latest scheduled time already passed
 * (it names the cache entries, so a post going live means new entries) and the next one to come
 * (the cached pages' lifetime ends there). Both null when nothing is scheduled. One statement on
 * the (status, published_at) index.
 */
export async function selectScheduleBounds(db: DbOrTx, now: Date): Promise<{ lastPassed: Date | null; next: Date | null }> {
  const [row] = await db
    .select({
      lastPassed: sql<Date | string | null>`max(${blogPosts.publishedAt}) filter (where ${lte(blogPosts.publishedAt, now)})`,
      next: sql<Date | string | null>`min(${blogPosts.publishedAt}) filter (where ${gt(blogPosts.publishedAt, now)})`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'scheduled'));
  const date = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  return { lastPassed: date(row?.lastPassed), next: date(row?.next) };
}
