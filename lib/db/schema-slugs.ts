import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppLocale } from '../i18n/routing';

// Mirrors migration 0021_catalog_slugs.sql: the readable part of a product's or category's address,
// per locale. `isCurrent` marks the slug the page answers under; the others are the slugs it had
// before, kept so no other page takes them (lib/catalog/slugs.ts). The foreign keys (on delete
// cascade) are in the SQL, as for the translation tables.

const locale = () => text('locale').$type<AppLocale>().notNull();

export const itemSlugs = pgTable(
  'item_slugs',
  {
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    locale: locale(),
    slug: text('slug').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.slug] }),
    uniqueIndex('item_slugs_current_idx')
      .on(t.itemId, t.locale)
      .where(sql`is_current`),
    index('item_slugs_item_idx').on(t.itemId),
  ],
);

export const categorySlugs = pgTable(
  'category_slugs',
  {
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    locale: locale(),
    slug: text('slug').notNull(),
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.slug] }),
    uniqueIndex('category_slugs_current_idx')
      .on(t.categoryId, t.locale)
      .where(sql`is_current`),
    index('category_slugs_category_idx').on(t.categoryId),
  ],
);
