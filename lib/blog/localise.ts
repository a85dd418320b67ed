import { isFilled, resolveField } from '../i18n/content-fallback';
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from '../i18n/routing';
import { isBlockType } from './blocks/registry';
import { localiseBlock, type BlockTranslation } from './blocks/translation';
import type { PostVersion, StoredBlock } from './read-models';

// Public blog: the English post (the SPEC's tables) laid under its translation rows,
// per field and per block (pure; lib/blog/post-reads.ts reads the rows in one statement each).

/** A row of blog_post_translations as read (any locale). */
export type PostTranslationRow = {
  locale: string;
  title: string | null;
  slug: string | null;
  excerpt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImageAlt: string | null;
  /** When the row was last saved (the sitemap's lastmod of that language version). */
  updatedAt?: string | null;
};

/** A row of blog_content_block_translations as read (any locale). */
export type BlockTranslationRow = BlockTranslation & { locale: string; sortOrder: number };

export const POST_TEXT_FIELDS = ['title', 'excerpt', 'metaTitle', 'metaDescription', 'featuredImageAlt'] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];
type PostText = { [K in PostTextField]: K extends 'title' ? string : string | null };

/** Each text field in `locale` (or the default language's), and the locale each one came from. */
export function localisePostText<T extends PostText>(
  english: T,
  translation: Partial<PostTranslationRow> | null | undefined,
  locale: AppLocale,
): { text: T; lang: Record<PostTextField, AppLocale> } {
  const text = { ...english };
  const lang = {} as Record<PostTextField, AppLocale>;
  for (const field of POST_TEXT_FIELDS) {
    const r = resolveField<string | null, AppLocale>(english[field], translation?.[field], locale, DEFAULT_LOCALE);
    (text as Record<PostTextField, string | null>)[field] = r.value;
    lang[field] = r.locale;
  }
  return { text, lang };
}

/** The post's URL slug in `locale`: its own translated slug when it has one, else the English slug. */
export function slugIn(englishSlug: string, translation: Pick<PostTranslationRow, 'slug'> | null | undefined, locale: AppLocale): string {
  return locale !== DEFAULT_LOCALE && isFilled(translation?.slug) ? translation!.slug!.trim() : englishSlug;
}

/**
 * The blocks as shown in `locale`, per field: a block with no translated word is the English block
 * (`lang` names the default language); a half-translated one shows its translated fields and
 * names the English ones in `fieldLang`. Absent = the page's own language. An unknown type stays English.
 */
export function localiseBlocks(
  english: readonly StoredBlock[],
  translations: readonly BlockTranslationRow[],
  locale: AppLocale,
): StoredBlock[] {
  if (locale === DEFAULT_LOCALE) return english.map((b) => ({ ...b }));
  const bySort = new Map(translations.filter((t) => t.locale === locale).map((t) => [t.sortOrder, t]));
  return english.map((block) => {
    const content = (block.content ?? {}) as Record<string, unknown>;
    if (!isBlockType(block.type)) return { ...block, lang: DEFAULT_LOCALE };
    const shown = localiseBlock(block.type, content, bySort.get(block.sortOrder));
    if (shown.translated) return { ...block, content: shown.content };
    if (shown.covered === 0) return { ...block, lang: DEFAULT_LOCALE };
    const fieldLang = Object.fromEntries(shown.fallback.map((f) => [f, DEFAULT_LOCALE])) as Record<string, AppLocale>;
    return { ...block, content: shown.content, fieldLang };
  });
}

/**
 * The language versions a post has (hreflang, sitemap): the default language always, and each
 * translation locale whose title and every text-bearing block come from that locale, with its slug.
 */
export function postVersions(
  englishSlug: string,
  englishBlocks: readonly StoredBlock[],
  translations: readonly PostTranslationRow[],
  blockTranslations: readonly BlockTranslationRow[],
): PostVersion[] {
  const versions: PostVersion[] = [{ locale: DEFAULT_LOCALE, slug: englishSlug }];
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const tr = translations.find((t) => t.locale === locale);
    if (!tr || !isFilled(tr.title)) continue;
    // A language version needs every block wholly translated: a block showing some English
    // fields (per-field fallback) does not make the article that language's.
    if (localiseBlocks(englishBlocks, blockTranslations, locale).some((b) => b.lang !== undefined || b.fieldLang)) continue;
    versions.push({ locale, slug: slugIn(englishSlug, tr, locale) });
  }
  return versions;
}

/** A category or tag name in `locale`, falling back to the default language's. */
export function localiseName<T extends { name: string; trName?: string | null }>(
  row: T,
  locale: AppLocale,
): Omit<T, 'trName'> & { lang?: AppLocale } {
  const { trName, ...rest } = row;
  const r = resolveField<string, AppLocale>(rest.name, trName, locale, DEFAULT_LOCALE);
  return r.fallback ? { ...rest, name: r.value, lang: r.locale } : { ...rest, name: r.value };
}

type SeoSource = {
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  lang?: Partial<Record<PostTextField, AppLocale>>;
};

/**
 * The page title and description: meta_title / meta_description with title / excerpt fallbacks
 * (SPEC), except that a meta field fallen back to the default language gives way to a title or
 * excerpt in the reader's language (a Chinese heading under an English <title> would be worse).
 */
export function seoText(post: SeoSource): { title: string; description: string } {
  const lang = post.lang ?? {};
  const prefer = (meta: string | null, metaLang: AppLocale | undefined, base: string, baseLang: AppLocale | undefined) =>
    isFilled(meta) && !(metaLang === DEFAULT_LOCALE && baseLang !== undefined && baseLang !== DEFAULT_LOCALE) ? meta!.trim() : base;
  return {
    title: prefer(post.metaTitle, lang.metaTitle, post.title, lang.title),
    description: prefer(post.metaDescription, lang.metaDescription, post.excerpt, lang.excerpt) || post.title,
  };
}

/** The language of the post's main text (title + body) as read in `locale`: JSON-LD `inLanguage`. */
export function mainTextLanguage(versions: readonly PostVersion[] | undefined, locale: AppLocale): AppLocale {
  if (!versions) return locale;
  return versions.some((v) => v.locale === locale) ? locale : DEFAULT_LOCALE;
}

/** The `lang` an element needs when its text came from `source` inside a page in `pageLocale` (else none). */
export function fallbackLang(source: AppLocale | undefined, pageLocale: AppLocale): AppLocale | undefined {
  return source && source !== pageLocale ? source : undefined;
}
