import type { BlockType } from '../../../blog/blocks';

// Typed shape of the seed's translations (written by the seed through rows.ts). English stays in the
// seed's own data (catalog-data.ts, blog-data.ts, blog-blocks.ts); these modules hold only the other
// locales' text, keyed by stable keys that exist in the English seed:
//   catalogue categories: English name · items: English item name (unique; codes are sometimes null)
//   blog posts: English slug · blog categories and tags: English slug.
// `status: 'full'` promises every translatable field; `status: 'partial'` is a deliberate gap so the
// per-field fallback to English is visible in the demo, and says in `missing` what is left out.

export type ContentLocale = 'id' | 'zh-CN';

/** A specification row: [name, value], in the English row's order. An empty English value stays empty. */
export type SpecTranslation = readonly [name: string, value: string];

export type FullItemTranslation = {
  status: 'full';
  name: string;
  /** HTML with the English description's tags (p, strong, ul, li). */
  description: string;
  specs: readonly SpecTranslation[];
};

export type PartialItemTranslation = {
  status: 'partial';
  /** Why it is partial, for the reader of the data (e.g. "description and specs left in English"). */
  missing: string;
  name?: string;
  description?: string;
  specs?: readonly SpecTranslation[];
};

export type ItemTranslation = FullItemTranslation | PartialItemTranslation;

/**
 * The words of one content block, in the English block's order. Only text fields are here; the
 * non-text fields (URLs, alignment, level, width, styles, colours, the quote's author name) are
 * copied from the English block by `localiseBlocks` (blocks.ts), so they can never drift.
 */
export type BlockText =
  | { blockType: 'text'; content: string }
  | { blockType: 'heading'; content: string }
  | { blockType: 'image'; alt: string; caption: string }
  | { blockType: 'list'; items: readonly string[] }
  | { blockType: 'quote'; content: string }
  | { blockType: 'divider' }
  | { blockType: 'cta'; title: string; description: string; buttonText: string };

// Compile-time check that BlockText covers exactly the registry's block types.
type _Covers = [BlockType] extends [BlockText['blockType']] ? ([BlockText['blockType']] extends [BlockType] ? true : never) : never;
export const BLOCK_TEXT_COVERS_EVERY_TYPE: _Covers = true;

export type FullPostTranslation = {
  status: 'full';
  title: string;
  /** Latin letters, digits and hyphens; unique per locale. */
  slug: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  /** Null exactly when the English post has no featured image. */
  featuredImageAlt: string | null;
  blocks: readonly BlockText[];
};

export type PartialPostTranslation = {
  status: 'partial';
  missing: string;
  title?: string;
  slug?: string;
  excerpt?: string;
  metaTitle?: string;
  metaDescription?: string;
  featuredImageAlt?: string | null;
  blocks?: readonly BlockText[];
};

export type PostTranslation = FullPostTranslation | PartialPostTranslation;

export type CatalogTranslations = {
  locale: ContentLocale;
  /** English category name → translated name. */
  categories: Readonly<Record<string, string>>;
  /** English item name → translation. */
  items: Readonly<Record<string, ItemTranslation>>;
};

export type BlogTranslations = {
  locale: ContentLocale;
  /** English blog category slug → translated name. */
  categories: Readonly<Record<string, string>>;
  /** English tag slug → translated name. */
  tags: Readonly<Record<string, string>>;
  /** English post slug → translation. */
  posts: Readonly<Record<string, PostTranslation>>;
};
