import 'server-only';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppLocale } from '../i18n/routing';
import { HOME_SECTIONS } from './column-values';

// The home page's content, re-exported by lib/db/schema.ts; mirrors migration 0030_home_content.sql,
// which also holds the foreign keys (on delete cascade) and the checks. English in the section and
// entry rows, the other languages in the translation rows (null or blank = English, per field).

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const locale = () => text('locale').$type<AppLocale>().notNull();
/** The English words the translation was saved against; null = counted current. */
const source = () => jsonb('source').$type<Record<string, unknown>>();

export const homeSections = pgTable('home_sections', {
  section: text('section', { enum: HOME_SECTIONS }).primaryKey(),
  kicker: text('kicker').notNull().default(''),
  title: text('title').notNull().default(''),
  body: text('body').notNull().default(''),
  photoUrl: text('photo_url'),
  photoAlt: text('photo_alt').notNull().default(''),
  updatedAt: updatedAt(),
});

export const homeSectionTranslations = pgTable(
  'home_section_translations',
  {
    section: text('section', { enum: HOME_SECTIONS })
      .notNull()
      .references(() => homeSections.section, { onDelete: 'cascade' }),
    locale: locale(),
    kicker: text('kicker'),
    title: text('title'),
    body: text('body'),
    photoAlt: text('photo_alt'),
    source: source(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.section, t.locale] })],
);

/** A section's entries in their order (`sort_order`, then id). */
export const homeItems = pgTable(
  'home_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    section: text('section', { enum: HOME_SECTIONS })
      .notNull()
      .references(() => homeSections.section, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    detail: text('detail').notNull().default(''),
    photoUrl: text('photo_url'),
    updatedAt: updatedAt(),
  },
  (t) => [index('home_items_section_idx').on(t.section, t.sortOrder, t.id)],
);

export const homeItemTranslations = pgTable(
  'home_item_translations',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => homeItems.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title'),
    body: text('body'),
    detail: text('detail'),
    source: source(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] })],
);
