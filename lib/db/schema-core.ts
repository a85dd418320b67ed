import 'server-only'; // lib/db never reaches a browser chunk; scripts run it under `tsx --conditions=react-server`
// The catalogue, blog, accounts and throttle tables; schema.ts gathers these and the other schema-*.ts files.
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
    /** Inner dimensions in mm (migration 0031): all three or none, each 1-3,000. */
    innerLengthMm: integer('inner_length_mm'),
    innerWidthMm: integer('inner_width_mm'),
    innerHeightMm: integer('inner_height_mm'),
    /** Lead time in working days (migration 0032): both or none, 1 <= min <= max <= 365. */
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    /** Codes of PRODUCT_CERTIFICATIONS (migration 0033), each once; none = empty. */
    certifications: text('certifications')
      .array()
      .$type<values.ProductCertification[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
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
