import 'server-only'; // lib/db never reaches a browser chunk; scripts run it under `tsx --conditions=react-server`
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as values from './column-values';
import { blockSearch, itemAndCodeSearch, postSearch, specSearch } from './schema-search-columns';

// Mirrors lib/db/migrations/*.sql (the source of truth; this file types the queries). Names are the SPEC's.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const blogPostId = () =>
  uuid('blog_post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** The menu's order (migration 0016), lowest first; ties by id. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_sort_order_idx').on(t.sortOrder, t.id)],
);

export const items = pgTable(
  'items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemName: text('item_name').notNull(),
    itemCode: text('item_code'),
    ...itemAndCodeSearch(),
    itemDescription: text('item_description'),
    categoryId: bigint('category_id', { mode: 'number' }).references(() => categories.id, { onDelete: 'set null' }),
    mainPhotoUrl: text('main_photo_url'),
    hoverPhotoUrl: text('hover_photo_url'),
    /** Minimum order (migration 0013): 1-10,000,000, null = any quantity. */
    moqQuantity: integer('moq_quantity'),
    /** One of MOQ_UNITS (lib/catalog/moq.ts); null = no unit word. */
    moqUnit: text('moq_unit').$type<values.MoqUnit>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('items_category_id_idx').on(t.categoryId), index('items_item_name_idx').on(t.itemName)],
);

export const itemSpecifications = pgTable(
  'item_specifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    specName: text('spec_name').notNull(),
    specValue: text('spec_value').notNull().default(''),
    ...specSearch(),
  },
  (t) => [index('item_specifications_item_id_idx').on(t.itemId)],
);

export const itemGallery = pgTable(
  'item_gallery',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url').notNull(),
  },
  (t) => [index('item_gallery_item_id_idx').on(t.itemId)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    color: text('color').notNull().default('#3B82F6'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blog_tags_slug_key').on(t.slug)],
);

// Re-exported for server code that reads the statuses with the table.
export { BLOG_POST_STATUSES, type BlogPostStatus } from './column-values';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    author: text('author').notNull(),
    excerpt: text('excerpt'),
    featuredImageUrl: text('featured_image_url'),
    featuredImageAlt: text('featured_image_alt'),
    status: text('status', { enum: values.BLOG_POST_STATUSES }).notNull().default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    viewsCount: integer('views_count').notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    ...postSearch(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_status_published_at_idx').on(t.status, t.publishedAt.desc())],
);

export const blogContentBlocks = pgTable(
  'blog_content_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogPostId: blogPostId(),
    blockType: text('block_type').notNull(),
    content: jsonb('content')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    ...blockSearch(),
  },
  (t) => [index('blog_content_blocks_post_idx').on(t.blogPostId, t.sortOrder)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    blogPostId: blogPostId(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogPostId, t.categoryId] }), index('blog_post_categories_category_idx').on(t.categoryId)],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    blogPostId: blogPostId(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogPostId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  sessionVersion: integer('session_version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  role: text('role', { enum: values.ADMIN_ROLES }).notNull().default('owner'), // lib/auth/roles.ts, migration 0017
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

// Inquiries (lib/db/migrations/0007_inquiries.sql). Statuses live in lib/inquiries/contract.ts.
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull(),
    status: text('status', { enum: values.INQUIRY_STATUSES }).notNull().default('new'),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    message: text('message').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailStatus: text('mail_status', { enum: values.INQUIRY_MAIL_STATUSES }).notNull().default('none'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailError: text('mail_error'),
    // Migration 0026: the sample shipment (null when no line asks for a sample).
    sampleStatus: text('sample_status', { enum: values.SAMPLE_STATUSES }),
    sampleTracking: text('sample_tracking').notNull().default(''),
    sampleSentAt: timestamp('sample_sent_at', { withTimezone: true }),
    sampleReceivedAt: timestamp('sample_received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('inquiries_reference_key').on(t.reference), index('inquiries_created_at_idx').on(t.createdAt.desc())],
);

export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).references(() => items.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    itemCode: text('item_code').notNull().default(''),
    categoryName: text('category_name').notNull().default(''),
    itemPath: text('item_path').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    kind: text('kind', { enum: values.INQUIRY_LINE_KINDS }).notNull().default('quote'),
  },
  (t) => [uniqueIndex('inquiry_lines_position_key').on(t.inquiryId, t.position)],
);

export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_notes_inquiry_id_idx').on(t.inquiryId, t.createdAt)],
);

// The rest in their own files: the history (audit log, revisions); the other locales' words; blog media;
// raw-SQL-only tables (sessions, view counts) so the schema covers all; slugs per locale; quotations.
export * from './schema-history';
export * from './schema-translations';
export * from './schema-media';
export * from './schema-sql-only';
export * from './schema-slugs';
export * from './schema-quotations';
