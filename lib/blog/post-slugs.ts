import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogPosts } from '@/lib/db/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import { postVersions, slugIn, type PostTranslationRow } from './localise';
import { iso, newestFirst, publicPostCondition } from './post-reads';
import {
  blockTranslationRows,
  blockTranslationsJson,
  blocksJson,
  jsonArray,
  parseJson,
  postIdRef,
  translationJson,
  translationRows,
  translationsJson,
} from './post-sql';
import type { PostVersion, StoredBlock } from './read-models';

// Which post a URL slug names in a locale (redirects), and the language versions of every
// published post (the sitemap). Uncached; lib/blog/queries.ts caches them.

/** Which post a /{locale}/blog/{slug} URL means, and the slug that locale shows it under. */
export type PostSlugTarget = { id: string; defaultSlug: string; slug: string };

/**
 * The published post `slug` names as seen from `locale`: the locale's own translated slug first,
 * then a default-language slug, then another locale's translated slug. `slug` in the answer is the
 * post's slug in `locale`; when it differs from the one asked, the page redirects there.
 */
export async function selectPostSlugTarget(
  db: DbOrTx,
  slug: string,
  locale: AppLocale,
  now: Date = new Date(),
): Promise<PostSlugTarget | null> {
  const [row] = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, translation: translationJson(locale) })
    .from(blogPosts)
    .where(
      and(
        publicPostCondition(now),
        or(
          eq(blogPosts.slug, slug),
          sql`exists (select 1 from blog_post_translations t where t.blog_post_id = ${postIdRef} and t.slug = ${slug})`,
        ),
      ),
    )
    .orderBy(
      sql`case when exists (select 1 from blog_post_translations t where t.blog_post_id = ${postIdRef} and t.locale = ${locale} and t.slug = ${slug}) then 0
        when ${blogPosts.slug} = ${slug} then 1 else 2 end`,
      ...newestFirst,
    )
    .limit(1);
  if (!row) return null;
  const tr = parseJson(row.translation) as PostTranslationRow | null;
  return { id: row.id, defaultSlug: row.slug, slug: slugIn(row.slug, tr, locale) };
}

/**
 * Every published post's language versions (the sitemap), newest first; `lastModified` per version:
 * the post's updated_at, or its translation row's when later.
 */
export async function selectPublishedPostVersions(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<{ id: string; updatedAt: string; versions: (PostVersion & { lastModified: string })[] }[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      updatedAt: blogPosts.updatedAt,
      blocks: blocksJson,
      translations: translationsJson,
      blockTranslations: blockTranslationsJson,
    })
    .from(blogPosts)
    .where(publicPostCondition(now))
    .orderBy(...newestFirst);
  return rows.map((row) => {
    const updatedAt = iso(row.updatedAt) ?? new Date(0).toISOString();
    const translations = translationRows(row.translations);
    const versions = postVersions(row.slug, jsonArray<StoredBlock>(row.blocks), translations, blockTranslationRows(row.blockTranslations));
    return {
      id: row.id,
      updatedAt,
      versions: versions.map((v) => {
        const saved = translations.find((t) => t.locale === v.locale)?.updatedAt;
        const translated = saved ? new Date(saved).toISOString() : null;
        return { ...v, lastModified: translated && translated > updatedAt ? translated : updatedAt };
      }),
    };
  });
}
