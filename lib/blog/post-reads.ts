import 'server-only';
import { and, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogPosts } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/routing';
import { localiseBlocks, localiseName, localisePostText, postVersions, slugIn, type PostTranslationRow } from './localise';
import {
  blockTranslationRows,
  blockTranslationsJson,
  blocksJson,
  categoriesJson,
  jsonArray,
  parseJson,
  postIdRef,
  tagsJson,
  translationJson,
  translationRows,
  translationsJson,
} from './post-sql';
import { readingTime } from './reading-time';
import type { BlogCategoryBadge, BlogPostDetail, BlogPostSummary, BlogTagRef, StoredBlock } from './read-models';

// Uncached reads, one SQL statement each (categories, tags, blocks and the translation
// rows come back as JSON sub-selects, lib/blog/post-sql.ts). lib/blog/queries.ts wraps them in the
// data cache; tests call them directly. `locale` picks the language of every text, with fallback to
// the default language per field and per block (lib/blog/localise.ts).

export const summaryColumns = (locale: AppLocale) => ({
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
  categories: categoriesJson(locale),
  translation: translationJson(locale),
});

export type SummaryRow = {
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
  translation: unknown;
};

type NameRow = { name: string; trName?: string | null };

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toSummary(row: SummaryRow, locale: AppLocale, translation?: PostTranslationRow | null): BlogPostSummary {
  const tr = translation === undefined ? (parseJson(row.translation) as PostTranslationRow | null) : translation;
  const english = {
    title: row.title,
    excerpt: row.excerpt ?? '',
    metaTitle: null,
    metaDescription: null,
    featuredImageAlt: row.featuredImageAlt,
  };
  const { text, lang } = localisePostText(english, tr, locale);
  return {
    id: row.id,
    slug: slugIn(row.slug, tr, locale),
    defaultSlug: row.slug,
    title: text.title,
    excerpt: text.excerpt ?? '',
    author: row.author,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: text.featuredImageAlt,
    isFeatured: row.isFeatured,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt) ?? new Date(0).toISOString(),
    categories: jsonArray<BlogCategoryBadge & NameRow>(row.categories).map((c) => localiseName(c, locale)),
    lang,
  };
}

/**
 * What the public sees at `now`: published, or scheduled and its time has come. The
 * clock is a parameter (the injection point tests use); the app passes the request's time.
 * TypeScript twin: `isPubliclyVisible` in lib/blog/post-status.ts.
 */
export const publicPostCondition = (now: Date): SQL =>
  or(eq(blogPosts.status, 'published'), and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, now)))!;
export const newestFirst = [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id)];

/** Every published post, newest `published_at` first, with categories; no blocks. Texts in `locale`. */
export async function selectPublishedPostSummaries(
  db: DbOrTx,
  now: Date = new Date(),
  locale: AppLocale = DEFAULT_LOCALE,
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns(locale))
    .from(blogPosts)
    .where(publicPostCondition(now))
    .orderBy(...newestFirst);
  return rows.map((row) => toSummary(row, locale));
}

/**
 * One published post by its default-language slug, with blocks (in `sort_order`), categories and
 * tags, in `locale`, and the language versions it has (hreflang); or null.
 */
export async function selectPublishedPostBySlug(
  db: DbOrTx,
  slug: string,
  now: Date = new Date(),
  locale: AppLocale = DEFAULT_LOCALE,
): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns(locale),
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      tags: tagsJson(locale),
      blocks: blocksJson,
      translations: translationsJson,
      blockTranslations: blockTranslationsJson,
    })
    .from(blogPosts)
    .where(and(publicPostCondition(now), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!row) return null;
  const translations = translationRows(row.translations);
  const blockTranslations = blockTranslationRows(row.blockTranslations);
  const tr = locale === DEFAULT_LOCALE ? null : (translations.find((t) => t.locale === locale) ?? null);
  const english = {
    title: row.title,
    excerpt: row.excerpt,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    featuredImageAlt: null,
  };
  const meta = localisePostText(english, tr, locale);
  const englishBlocks = jsonArray<StoredBlock>(row.blocks);
  const blocks = localiseBlocks(englishBlocks, blockTranslations, locale);
  const summary = toSummary(row, locale, tr);
  return {
    ...summary,
    metaTitle: meta.text.metaTitle,
    metaDescription: meta.text.metaDescription,
    lang: { ...summary.lang!, metaTitle: meta.lang.metaTitle, metaDescription: meta.lang.metaDescription },
    tags: jsonArray<BlogTagRef & NameRow>(row.tags).map((t) => localiseName(t, locale)),
    blocks,
    ...readingTime(blocks),
    versions: postVersions(row.slug, englishBlocks, translations, blockTranslations),
  };
}

/**
 * How much a post has in common with `postId`: its shared tags plus its shared categories (the
 * link tables' primary keys cover both lookups).
 */
const sharedWith = (postId: string): SQL => sql`(
  (select count(*) from blog_post_tags a join blog_post_tags b on b.tag_id = a.tag_id
    where a.blog_post_id = ${postId} and b.blog_post_id = ${postIdRef})
  + (select count(*) from blog_post_categories a join blog_post_categories b on b.category_id = a.category_id
    where a.blog_post_id = ${postId} and b.blog_post_id = ${postIdRef})
)`;

/**
 * 'More Articles' (SPEC section 7): published posts other than `postId`, those sharing a tag or a
 * category with it first (most in common first), then the newest; `limit` (default 3), in `locale`.
 */
export async function selectRelatedPosts(
  db: DbOrTx,
  postId: string,
  limit = 3,
  now: Date = new Date(),
  locale: AppLocale = DEFAULT_LOCALE,
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns(locale))
    .from(blogPosts)
    .where(and(publicPostCondition(now), ne(blogPosts.id, postId)))
    .orderBy(sql`${sharedWith(postId)} desc`, ...newestFirst)
    .limit(limit);
  return rows.map((row) => toSummary(row, locale));
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
