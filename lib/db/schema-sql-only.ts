import 'server-only';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables that only hand-written SQL reads and writes (sessions, view counting): declared here all
// the same, so the Drizzle schema describes every table and lib/db/schema-drift.int.test.ts holds
// them to the migrations (0003, 0004, 0005), which also hold their foreign keys.

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

// One-time set-password links of the team screen (migration 0017; lib/team/password-links.ts).
export const adminPasswordLinks = pgTable(
  'admin_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_password_links_user_idx').on(t.userId)],
);

export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id').notNull(),
    viewDate: date('view_date').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewDate, t.visitorHash] }), index('blog_post_views_view_date_idx').on(t.viewDate)],
);

export const blogViewQuota = pgTable(
  'blog_view_quota',
  {
    viewDate: date('view_date').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.viewDate, t.visitorHash] })],
);
