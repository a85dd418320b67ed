import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogPosts, blogTags } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import { localiseName } from './localise';
import { newestFirst, publicPostCondition, summaryColumns, toSummary } from './post-reads';
import { postIdRef } from './post-sql';
import type { BlogPostSummary, BlogTagRef } from './read-models';

// The public page of one blog tag (/blog/tag/{slug}): the tag in the page's language and its
// published posts, newest first. Uncached; lib/blog/queries.ts wraps it in the data cache.

export type BlogTagPage = { tag: BlogTagRef; posts: BlogPostSummary[] };

/** The tag with this slug and its posts visible at `now`, texts in `locale`; null for an unknown slug. */
export async function selectTagPage(db: DbOrTx, slug: string, now: Date, locale: AppLocale): Promise<BlogTagPage | null> {
  const [tag] = await db
    .select({
      id: blogTags.id,
      name: blogTags.name,
      slug: blogTags.slug,
      // Spelled out: drizzle writes a one-table select's columns unqualified (see post-sql.ts).
      trName: sql<
        string | null
      >`(select tt.name from blog_tag_translations tt where tt.tag_id = "blog_tags"."id" and tt.locale = ${locale})`,
    })
    .from(blogTags)
    .where(eq(blogTags.slug, slug))
    .limit(1);
  if (!tag) return null;
  const rows = await db
    .select(summaryColumns(locale))
    .from(blogPosts)
    .where(
      and(
        publicPostCondition(now),
        sql`exists (select 1 from blog_post_tags pt where pt.blog_post_id = ${postIdRef} and pt.tag_id = ${tag.id})`,
      ),
    )
    .orderBy(...newestFirst);
  return { tag: localiseName(tag, locale), posts: rows.map((row) => toSummary(row, locale)) };
}
