import 'server-only';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db';
import { blogPosts, blogPostTranslations } from '@/lib/db/schema';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import type { TranslationLocale } from '@/lib/i18n/content-locales';

// The one rule for a post's URL slugs, used by the editor's save (and its live check), the
// translation save and a restore. A post shows its English slug in every locale it has no
// translation for, so:
// - an English slug may be no other post's English slug nor ANY of another post's translated slugs
//   (else `/id/blog/<slug>` would open the other post while this one's Indonesian URL is the same);
// - a slug translated into locale L may be no other post's English slug nor another post's slug in L.
// A post may reuse its own slugs freely (its translation may keep the English slug).

export type SlugUse = { slug: string; locale: typeof DEFAULT_LOCALE | TranslationLocale; postId: string | null };

/** True when another post already uses `use.slug` in a way the rule above forbids. */
export async function isSlugTaken(db: DbOrTx, use: SlugUse): Promise<boolean> {
  const other: SQL | undefined = use.postId ? ne(blogPosts.id, use.postId) : undefined;
  const translated =
    use.locale === DEFAULT_LOCALE
      ? eq(blogPostTranslations.slug, use.slug)
      : and(eq(blogPostTranslations.slug, use.slug), eq(blogPostTranslations.locale, use.locale));
  const [english] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, use.slug), other))
    .limit(1);
  if (english) return true;
  const [translation] = await db
    .select({ id: blogPostTranslations.blogPostId })
    .from(blogPostTranslations)
    .where(and(translated, use.postId ? ne(blogPostTranslations.blogPostId, use.postId) : undefined))
    .limit(1);
  return translation !== undefined;
}

/**
 * Serialises slug checks with the writes that follow them until the transaction ends: the unique
 * indexes cover one table each, so two saves racing across the English and translation tables
 * would otherwise both pass.
 */
export async function lockPostSlugs(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('blog-post-slugs', 0))`);
}

/** Checks every slug under the lock; the first one taken, or null. */
export async function firstTakenSlug(tx: DbOrTx, uses: SlugUse[]): Promise<SlugUse | null> {
  await lockPostSlugs(tx);
  for (const use of uses) if (await isSlugTaken(tx, use)) return use;
  return null;
}
