import type { AppLocale } from '../i18n/routing';
import type { Block } from './blocks';
import type { PostTextField } from './localise';

/**
 * Public read models: plain JSON (dates as ISO strings) so they survive the data cache.
 * Read in a locale, every text is that locale's where translated, else the default
 * language's; `lang` says where each came from (a `lang` on a name or block appears only on a
 * fallback). The optional fields are always set by the public reads (the editor's preview, which
 * builds a post by hand, leaves them out: everything is then in the page's language).
 */

export type BlogCategoryBadge = { id: string; name: string; slug: string; color: string; lang?: AppLocale };
export type BlogTagRef = { id: string; name: string; slug: string; lang?: AppLocale };
/** One language version of a post: where /{locale}/blog/{slug} shows it translated. */
export type PostVersion = { locale: AppLocale; slug: string };

/** A card in the list, the feed and 'More Articles': no content blocks. */
export type BlogPostSummary = {
  id: string;
  /** The slug in the read's locale (its translated slug, else the English one). */
  slug: string;
  /** The default language's slug (cache tags, bookmarks across languages). */
  defaultSlug?: string;
  title: string;
  excerpt: string;
  author: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  isFeatured: boolean;
  publishedAt: string | null;
  updatedAt: string;
  categories: BlogCategoryBadge[];
  /** The locale each text field came from. */
  lang?: Record<PostTextField, AppLocale>;
};

/**
 * A summary as the (client) card components receive it: the date already formatted on the server
 * (no hydration drift) instead of the raw timestamps. Built by `toPostCard` in ./format.
 */
export type PostCardData = Omit<BlogPostSummary, 'publishedAt' | 'updatedAt' | 'lang' | 'defaultSlug'> & {
  dateLabel: string | null;
  /** Set only when the title / excerpt fell back to another language than the card's page. */
  titleLang?: AppLocale;
  excerptLang?: AppLocale;
};

/** A stored block as read (content not yet validated: the renderer parses each one). */
export type StoredBlock = {
  id: string;
  type: string;
  content: unknown;
  sortOrder: number;
  lang?: AppLocale;
  /** Fields of a half-translated block still shown in another language (field -> its language). */
  fieldLang?: Record<string, AppLocale>;
};

export type BlogPostDetail = BlogPostSummary & {
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: StoredBlock[];
  tags: BlogTagRef[];
  wordCount: number;
  readingMinutes: number;
  /** The default language and every locale the post is translated in (title + every text block). */
  versions?: PostVersion[];
};

export type { Block };
