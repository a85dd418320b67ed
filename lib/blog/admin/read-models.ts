import type { BlogPostStatus } from '@/lib/db/schema';
import type { TranslationLocale } from '@/lib/i18n/content-locales';
import type { TranslationFilterValue } from '@/lib/i18n/translation-outdated';

/** Admin read models: plain JSON (dates as ISO strings) so they cross to client components. */

export type BlogStats = { totalPosts: number; publishedPosts: number; draftPosts: number; totalCategories: number };

export type PostFilters = {
  q: string;
  status: BlogPostStatus | null;
  category: string | null;
  /** Only posts whose translation in this locale is missing or incomplete ('id'), or outdated ('id-outdated'). */
  missing: TranslationFilterValue | null;
  page: number;
};

/** How much of a post one locale covers (lib/blog/admin/translation-completeness.ts). */
export type TranslationCompleteness = { locale: TranslationLocale; done: number; total: number; outdated: number };

export type AdminCategoryBadge = { id: string; name: string; color: string };

export type AdminPostRow = {
  id: string;
  title: string;
  slug: string;
  status: BlogPostStatus;
  excerpt: string;
  author: string;
  createdAt: string;
  publishedAt: string | null;
  categories: AdminCategoryBadge[];
  translations: TranslationCompleteness[];
};

export type PostPage = { posts: AdminPostRow[]; total: number; page: number; totalPages: number };

export type TaxonomyOption = { id: string; name: string; color: string | null };

/** The editor's form values (status comes from the button pressed). */
export type EditorFormValues = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  featuredImageUrl: string;
  featuredImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  /** Drives the blog's hero card; when several posts have it, the newest published one wins. */
  isFeatured: boolean;
  categories: string[];
  tags: string[];
  blocks: { id: string; type: string; content: Record<string, unknown> }[];
};

export type EditorPost = { id: string; status: BlogPostStatus; publishedAt: string | null; form: EditorFormValues };

/** One locale's words in the editor's translation view; `blocks[i]` = the English block i's text fields. */
export type TranslationDraft = {
  title: string;
  slug: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  featuredImageAlt: string;
  blocks: Record<string, unknown>[];
};
export type TranslationDrafts = Record<TranslationLocale, TranslationDraft>;

/**
 * The English words each locale's translation was saved against (null = saved before sources were
 * kept, counted current): the post's fields, and per English block in order its text fields.
 */
export type TranslationSource = { fields: Record<string, unknown> | null; blocks: (Record<string, unknown> | null)[] };
export type TranslationSources = Partial<Record<TranslationLocale, TranslationSource>>;
