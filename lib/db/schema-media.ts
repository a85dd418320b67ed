import 'server-only';
import { bigint, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The blog's media library, re-exported by lib/db/schema.ts (mirrors migration 0014); see lib/blog/media.

export const blogMedia = pgTable(
  'blog_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    objectPath: text('object_path').notNull().unique(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name'),
    sourceUrl: text('source_url'),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_media_created_idx').on(t.createdAt.desc(), t.id.desc()), index('blog_media_source_url_idx').on(t.sourceUrl)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// Photos uploaded before a product or home-section save names them (mirrors migration 0034); see
// lib/catalog/staged-photos.ts.
export const stagedPhotos = pgTable(
  'staged_photos',
  {
    token: uuid('token').primaryKey(),
    userId: text('user_id').notNull(),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull().default(''),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staged_photos_created_idx').on(t.createdAt), index('staged_photos_user_idx').on(t.userId, t.createdAt)],
);
