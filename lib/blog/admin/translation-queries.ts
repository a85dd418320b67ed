import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db';
import { blogContentBlocks, blogContentBlockTranslations, blogPosts, blogPostTranslations } from '@/lib/db/schema';
import { isTranslationLocale, TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/i18n/content-locales';
import type { BlockTranslation } from '../blocks/translation';
import type { TranslationCompleteness, TranslationDrafts, TranslationSources } from './read-models';
import { postCompleteness, type EnglishPostWords, type TranslatedPostWords } from './translation-completeness';
import { TRANSLATION_TEXT_FIELDS, type TranslationTextField } from './translation-schema';
import { outdatedTranslationCondition } from './translation-sql';

/** One locale's stored words of a post, as the editor's translation view starts from them. */
export type StoredPostTranslation = { [K in TranslationTextField]: string } & {
  /** By the English block's sort_order: the stored type, text fields and English source. */
  blocks: Record<number, BlockTranslation & { source?: Record<string, unknown> | null }>;
  /** The English fields this locale was saved against (null = before sources were kept). */
  source?: Record<string, unknown> | null;
};
export type StoredPostTranslations = Partial<Record<TranslationLocale, StoredPostTranslation>>;

type TranslationRows = {
  fields: (typeof blogPostTranslations.$inferSelect)[];
  blocks: (typeof blogContentBlockTranslations.$inferSelect)[];
};

async function readTranslationRows(db: DbOrTx, postIds: string[]): Promise<TranslationRows> {
  const [fields, blocks] = await Promise.all([
    db.select().from(blogPostTranslations).where(inArray(blogPostTranslations.blogPostId, postIds)),
    db.select().from(blogContentBlockTranslations).where(inArray(blogContentBlockTranslations.blogPostId, postIds)),
  ]);
  return { fields, blocks };
}

/** Every translated locale's words of one post (a locale with no row and no block is absent). */
export async function getPostTranslations(postId: string, db?: DbOrTx): Promise<StoredPostTranslations> {
  const rows = await readTranslationRows(db ?? (await getDb()), [postId]);
  const out: StoredPostTranslations = {};
  const entry = (locale: TranslationLocale): StoredPostTranslation =>
    (out[locale] ??= { title: '', slug: '', excerpt: '', metaTitle: '', metaDescription: '', featuredImageAlt: '', blocks: {} });
  for (const row of rows.fields) {
    if (!isTranslationLocale(row.locale)) continue;
    const target = entry(row.locale);
    for (const field of TRANSLATION_TEXT_FIELDS) target[field] = row[field] ?? '';
    target.source = row.source;
  }
  for (const row of rows.blocks) {
    if (isTranslationLocale(row.locale))
      entry(row.locale).blocks[row.sortOrder] = { blockType: row.blockType, content: row.content, source: row.source };
  }
  return out;
}

/** Completeness per translation locale of each given post (the management list's page). */
export async function completenessForPosts(postIds: string[]): Promise<Map<string, TranslationCompleteness[]>> {
  const result = new Map<string, TranslationCompleteness[]>();
  if (postIds.length === 0) return result;
  const db = await getDb();
  const [posts, blocks, translations] = await Promise.all([
    db.select().from(blogPosts).where(inArray(blogPosts.id, postIds)),
    db.select().from(blogContentBlocks).where(inArray(blogContentBlocks.blogPostId, postIds)).orderBy(asc(blogContentBlocks.sortOrder)),
    readTranslationRows(db, postIds),
  ]);
  for (const post of posts) {
    const english: EnglishPostWords = {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      featuredImageAlt: post.featuredImageAlt,
      blocks: blocks
        .filter((b) => b.blogPostId === post.id)
        .map((b) => ({ sortOrder: b.sortOrder, type: b.blockType, content: b.content })),
    };
    const perLocale = TRANSLATION_LOCALES.map((locale): TranslationCompleteness => {
      const fields = translations.fields.find((r) => r.blogPostId === post.id && r.locale === locale) ?? null;
      const translated: TranslatedPostWords = {
        fields,
        blocks: new Map(
          translations.blocks
            .filter((r) => r.blogPostId === post.id && r.locale === locale)
            .map((r) => [r.sortOrder, { blockType: r.blockType, content: r.content, source: r.source }]),
        ),
      };
      const c = postCompleteness(english, translated);
      return { locale, ...c };
    });
    result.set(post.id, perLocale);
  }
  return result;
}

/**
 * The editor's starting point: every translation locale's words laid out over the stored English
 * blocks in order (a stored block translation whose type no longer matches is left out: the
 * translator sees an empty field there, as the public page shows English there).
 */
export async function getTranslationDrafts(
  postId: string,
): Promise<{ drafts: TranslationDrafts; englishTypes: string[]; sources: TranslationSources }> {
  const db = await getDb();
  const [english, stored] = await Promise.all([
    db
      .select({ sortOrder: blogContentBlocks.sortOrder, type: blogContentBlocks.blockType })
      .from(blogContentBlocks)
      .where(eq(blogContentBlocks.blogPostId, postId))
      .orderBy(asc(blogContentBlocks.sortOrder), asc(blogContentBlocks.id)),
    getPostTranslations(postId, db),
  ]);
  const drafts = {} as TranslationDrafts;
  const sources: TranslationSources = {};
  for (const locale of TRANSLATION_LOCALES) {
    const tr = stored[locale];
    sources[locale] = {
      fields: tr?.source ?? null,
      blocks: english.map((b) => {
        const block = tr?.blocks[b.sortOrder];
        return block && block.blockType === b.type ? (block.source ?? null) : null;
      }),
    };
    drafts[locale] = {
      title: tr?.title ?? '',
      slug: tr?.slug ?? '',
      excerpt: tr?.excerpt ?? '',
      metaTitle: tr?.metaTitle ?? '',
      metaDescription: tr?.metaDescription ?? '',
      featuredImageAlt: tr?.featuredImageAlt ?? '',
      blocks: english.map((b) => {
        const block = tr?.blocks[b.sortOrder];
        return block && block.blockType === b.type ? block.content : {};
      }),
    };
  }
  return { drafts, englishTypes: english.map((b) => b.type), sources };
}

/** How many posts have at least one outdated field or block in `locale` (the admin overview). */
export async function countOutdatedPosts(locale: TranslationLocale, db?: DbOrTx): Promise<number> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select({ n: sql<number | string>`count(*)` })
    .from(blogPosts)
    .where(outdatedTranslationCondition(sql`${blogPosts.id}`, locale));
  return Number(row?.n ?? 0);
}
