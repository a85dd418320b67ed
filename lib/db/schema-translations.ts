import 'server-only';
import type { AppLocale } from '../i18n/routing';
import { blockSearch, itemSearch, postSearch, specSearch } from './schema-search-columns';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Content translations, re-exported by lib/db/schema.ts; mirrors migration
// 0011_content_translations.sql, which also holds the foreign keys (on delete cascade from the
// parent row). One row per (parent, locale); every translated column is nullable and a null or
// blank value falls back to the default language's column, per field.

// The locale's type is LOCALES' (the SQL checks are held to the same list by lib/db/schema-drift.int.test.ts).
const locale = () => text('locale').$type<AppLocale>().notNull();
/** The English words a translation row was saved against (migration 0015); null = saved before it, counted current. */
const source = () => jsonb('source').$type<Record<string, unknown>>();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categoryTranslations = pgTable(
  'category_translations',
  { categoryId: bigint('category_id', { mode: 'number' }).notNull(), locale: locale(), name: text('name'), updatedAt: updatedAt() },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const itemTranslations = pgTable(
  'item_translations',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    locale: locale(),
    itemName: text('item_name'),
    itemDescription: text('item_description'),
    source: source(),
    ...itemSearch(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] }), index('item_translations_locale_idx').on(t.locale)],
);

/** `position` = the English specification row's 0-based rank by id. */
export const itemSpecificationTranslations = pgTable(
  'item_specification_translations',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    locale: locale(),
    position: integer('position').notNull(),
    specName: text('spec_name'),
    specValue: text('spec_value'),
    source: source(),
    ...specSearch(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale, t.position] })],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    blogPostId: uuid('blog_post_id').notNull(),
    locale: locale(),
    title: text('title'),
    slug: text('slug'),
    excerpt: text('excerpt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featuredImageAlt: text('featured_image_alt'),
    source: source(),
    updatedAt: updatedAt(),
    ...postSearch(),
  },
  (t) => [
    primaryKey({ columns: [t.blogPostId, t.locale] }),
    uniqueIndex('blog_post_translations_locale_slug_idx').on(t.locale, t.slug),
    index('blog_post_translations_slug_idx').on(t.slug),
  ],
);

/** `sortOrder` = the English block's sort_order; `content` holds only the block's text fields. */
export const blogContentBlockTranslations = pgTable(
  'blog_content_block_translations',
  {
    blogPostId: uuid('blog_post_id').notNull(),
    locale: locale(),
    sortOrder: integer('sort_order').notNull(),
    blockType: text('block_type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    source: source(),
    ...blockSearch(),
  },
  (t) => [primaryKey({ columns: [t.blogPostId, t.locale, t.sortOrder] })],
);

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  { categoryId: uuid('category_id').notNull(), locale: locale(), name: text('name') },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const blogTagTranslations = pgTable(
  'blog_tag_translations',
  { tagId: uuid('tag_id').notNull(), locale: locale(), name: text('name') },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
);
