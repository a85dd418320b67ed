import 'server-only';
import { and, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { executeRows } from '@/lib/db/rows';
import { BLOG_POST_STATUSES, blogCategories, blogPosts, blogTags, type BlogPostStatus } from '@/lib/db/schema';
import { effectiveStatus } from '../post-status';
import { publicPostCondition } from '../post-reads';
import { isTranslationFilterValue, parseTranslationFilter } from '@/lib/i18n/translation-outdated';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { copySlug } from './slug';
import { isSlugTaken } from './slug-rule';
import { completenessForPosts } from './translation-queries';
import { missingTranslationCondition, outdatedTranslationCondition } from './translation-sql';
import type { AdminPostRow, BlogStats, EditorPost, PostFilters, PostPage, TaxonomyOption } from './read-models';

export const ADMIN_PAGE_SIZE = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const postIdRef = sql.raw('"blog_posts"."id"');
const categoriesJson = sql<unknown>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color) order by c.name), '[]'::json)
  from blog_post_categories pc join blog_categories c on c.id = pc.category_id
  where pc.blog_post_id = ${postIdRef}
)`;

function jsonArray<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/**
 * The list's status filter as the admin sees it: 'published' = what the public sees (scheduled
 * posts whose time has come included), 'scheduled' = still waiting.
 */
function statusCondition(status: BlogPostStatus, now: Date): SQL {
  if (status === 'published') return publicPostCondition(now);
  if (status === 'scheduled') return and(eq(blogPosts.status, 'scheduled'), gt(blogPosts.publishedAt, now))!;
  return eq(blogPosts.status, status);
}

/** SPEC 'Blog stats' in one statement ('Published' counts what the public sees). */
export async function getBlogStats(now: Date = new Date()): Promise<BlogStats> {
  const db = await getDb();
  const rows = await executeRows<Record<string, number | string>>(
    db,
    sql`
    select
      (select count(*) from blog_posts) as total,
      (select count(*) from blog_posts where status = 'published' or (status = 'scheduled' and published_at <= ${now.toISOString()}::timestamptz)) as published,
      (select count(*) from blog_posts where status = 'draft') as drafts,
      (select count(*) from blog_categories) as categories`,
  );
  const row = rows[0] ?? {};
  return {
    totalPosts: Number(row.total ?? 0),
    publishedPosts: Number(row.published ?? 0),
    draftPosts: Number(row.drafts ?? 0),
    totalCategories: Number(row.categories ?? 0),
  };
}

/** Normalises untrusted URL parameters into filters (unknown values mean 'all'). */
export function parsePostFilters(params: Record<string, string | string[] | undefined>): PostFilters {
  const one = (key: string) => {
    const v = params[key];
    return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  };
  const status = one('status');
  const category = one('category');
  const missing = one('missing');
  const page = Number.parseInt(one('page'), 10);
  return {
    q: one('q').slice(0, 200),
    status: (BLOG_POST_STATUSES as readonly string[]).includes(status) ? (status as BlogPostStatus) : null,
    category: isUuid(category) ? category : null,
    missing: isTranslationFilterValue(missing) ? missing : null,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The management list: filtered, newest first (drafts, which have no date, on top), 10 a page. */
export async function listAdminPosts(filters: PostFilters, now: Date = new Date()): Promise<PostPage> {
  const db = await getDb();
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    where.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.author, pattern))!);
  }
  if (filters.status) where.push(statusCondition(filters.status, now));
  if (filters.category) {
    where.push(
      sql`exists (select 1 from blog_post_categories f where f.blog_post_id = ${postIdRef} and f.category_id = ${filters.category})`,
    );
  }
  const translation = parseTranslationFilter(filters.missing);
  if (translation)
    where.push((translation.outdated ? outdatedTranslationCondition : missingTranslationCondition)(postIdRef, translation.locale));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      status: blogPosts.status,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      createdAt: blogPosts.createdAt,
      publishedAt: blogPosts.publishedAt,
      categories: categoriesJson,
      total: sql<number | string>`count(*) over ()`,
    })
    .from(blogPosts)
    .where(condition)
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((filters.page - 1) * ADMIN_PAGE_SIZE);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && filters.page > 1) {
    const [counted] = await db
      .select({ n: sql<number | string>`count(*)` })
      .from(blogPosts)
      .where(condition);
    total = Number(counted?.n ?? 0);
  }
  const translations = await completenessForPosts(rows.map((r) => r.id));
  const posts: AdminPostRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: effectiveStatus(r.status, r.publishedAt, now),
    excerpt: r.excerpt ?? '',
    author: r.author,
    createdAt: iso(r.createdAt)!,
    publishedAt: iso(r.publishedAt),
    categories: jsonArray(r.categories),
    translations: translations.get(r.id) ?? [],
  }));
  return { posts, total, page: filters.page, totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** Categories and tags for the filters and the editor, by name. */
export async function listBlogTaxonomy(): Promise<{ categories: TaxonomyOption[]; tags: TaxonomyOption[] }> {
  const db = await getDb();
  const [categories, tags] = await Promise.all([
    db
      .select({ id: blogCategories.id, name: blogCategories.name, color: blogCategories.color })
      .from(blogCategories)
      .orderBy(blogCategories.name),
    db.select({ id: blogTags.id, name: blogTags.name }).from(blogTags).orderBy(blogTags.name),
  ]);
  return { categories, tags: tags.map((t) => ({ ...t, color: null })) };
}

/** A post as the editor's form (blocks in order, category and tag ids), or null. */
export async function getPostForEditor(id: string): Promise<EditorPost | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      author: blogPosts.author,
      excerpt: blogPosts.excerpt,
      featuredImageUrl: blogPosts.featuredImageUrl,
      featuredImageAlt: blogPosts.featuredImageAlt,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      isFeatured: blogPosts.isFeatured,
      categories: sql<unknown>`(select coalesce(json_agg(pc.category_id), '[]'::json) from blog_post_categories pc where pc.blog_post_id = ${postIdRef})`,
      tags: sql<unknown>`(select coalesce(json_agg(pt.tag_id), '[]'::json) from blog_post_tags pt where pt.blog_post_id = ${postIdRef})`,
      blocks: sql<unknown>`(select coalesce(json_agg(json_build_object('id', b.id, 'type', b.block_type, 'content', b.content) order by b.sort_order, b.id), '[]'::json)
        from blog_content_blocks b where b.blog_post_id = ${postIdRef})`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    status: effectiveStatus(row.status, row.publishedAt, new Date()),
    publishedAt: iso(row.publishedAt),
    form: {
      title: row.title,
      slug: row.slug,
      author: row.author,
      excerpt: row.excerpt ?? '',
      featuredImageUrl: row.featuredImageUrl ?? '',
      featuredImageAlt: row.featuredImageAlt ?? '',
      metaTitle: row.metaTitle ?? '',
      metaDescription: row.metaDescription ?? '',
      isFeatured: row.isFeatured,
      categories: jsonArray<string>(row.categories),
      tags: jsonArray<string>(row.tags),
      blocks: jsonArray<{ id: string; type: string; content: Record<string, unknown> }>(row.blocks),
    },
  };
}

/** Duplicate: the post's form with title + ' (Copy)' and slug + '-copy', for the create screen. */
export async function getPostCopyForEditor(id: string): Promise<EditorPost['form'] | null> {
  const post = await getPostForEditor(id);
  if (!post) return null;
  const { form } = post;
  return {
    ...form,
    title: `${form.title} (Copy)`.slice(0, 200),
    slug: copySlug(form.slug),
    // A copy starts unfeatured: published later it would otherwise take the hero from the original.
    isFeatured: false,
    blocks: form.blocks.map((b, i) => ({ ...b, id: `copy-${i}` })),
  };
}

/** SPEC: free when no other post has it (the post being edited excluded); the rule is slug-rule.ts. */
export async function isSlugAvailable(slug: string, excludeId?: string | null): Promise<boolean> {
  const postId = excludeId && isUuid(excludeId) ? excludeId : null;
  return !(await isSlugTaken(await getDb(), { slug, locale: DEFAULT_LOCALE, postId }));
}
